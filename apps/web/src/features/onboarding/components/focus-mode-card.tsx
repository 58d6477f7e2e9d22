import { Leaf } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { Switch } from "@/components/ui/switch";
import { reportFailure } from "@/lib/failed";
import { useProfile, useSavePreferences } from "../api/profile-queries";

/*
 * Settings → Focus mode. Streaks and celebrations turn fasting into a number to beat, which some
 * people find motivating and others find pressing (people with a history of disordered eating
 * describe a fixation on numbers and rewards that feel like being judged). The words say what
 * changes, never that anything is wrong with wanting it, and nothing here asks the user to fast.
 * Kept on the profile (the server's), so it holds on every device; free for everyone.
 */
export function FocusModeCard() {
  const profile = useProfile();
  const save = useSavePreferences();
  const checked = save.isPending ? save.variables.focusMode : (profile.data?.focusMode ?? false);
  return (
    <Card as="section" aria-labelledby="focus-mode-title">
      <CardHeader>
        <SectionHeading id="focus-mode-title" icon={<Leaf />}>
          Focus mode
        </SectionHeading>
        <CardDescription>Fasting on your own terms, without the scoreboard.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-background/60 px-4 py-3">
          <label htmlFor="focus-mode" id="focus-mode-label" className="font-semibold">
            Hide streaks and celebrations
          </label>
          <Switch
            id="focus-mode"
            aria-describedby="focus-mode-help"
            checked={checked}
            disabled={!profile.data}
            onCheckedChange={(focusMode) =>
              save.mutate({ focusMode }, { onError: (error) => reportFailure("Couldn't save focus mode", error) })
            }
          />
        </div>
        <div id="focus-mode-help" className="grid gap-2 text-sm text-muted-foreground">
          <p>
            Counting days in a row and a burst at your target can feel like pressure. With focus mode on, you still see your timer and every
            fast you log, without streaks or celebrations. Ending a fast early is always fine: listen to your body.
          </p>
          <p>If food or fasting has started to feel stressful, you deserve support: a doctor or an eating disorder helpline can help.</p>
        </div>
      </CardContent>
    </Card>
  );
}
