import { Compass } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { loadOnboardingDialog, OnboardingDialog } from "./lazy-onboarding-dialog";

/** Settings → "Your goals": the first-run questions again, with the saved answers filled in. */
export function OnboardingSettingsCard() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Card as="section" aria-labelledby="onboarding-settings-title">
      <CardHeader>
        <SectionHeading id="onboarding-settings-title" icon={<Compass />}>
          Your goals
        </SectionHeading>
        <CardDescription>
          Your goal, weight, usual fast and diet: they set your targets, the dashboard&apos;s fasting plan and the recipe filters.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          ref={button}
          variant="outline"
          onPointerEnter={() => void loadOnboardingDialog()}
          onFocus={() => void loadOnboardingDialog()}
          onClick={() => setOpen(true)}
        >
          Go through setup again
        </Button>
        {open && (
          <Suspense fallback={null}>
            <OnboardingDialog
              open={open}
              onOpenChange={setOpen}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                button.current?.focus();
              }}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
