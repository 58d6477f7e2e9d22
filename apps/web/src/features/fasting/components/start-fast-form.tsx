import {
  CUSTOM_DEFAULT_HOURS,
  CUSTOM_MAX_HOURS,
  CUSTOM_MIN_HOURS,
  customFastingType,
  FASTING_TYPE_OPTIONS,
  type FastingChoice,
} from "@app/shared/fasting";
import { Play } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

interface StartFastFormProps {
  isStarting: boolean;
  /** Called with the stored type: "16:8", ..., or "Custom {n}h". */
  onStart: (fastingType: string) => void;
  className?: string;
}

const isChoice = (value: string): value is FastingChoice => FASTING_TYPE_OPTIONS.some((o) => o.value === value);

/**
 * "Start Your Fast" (spec section 2). The custom duration is checked by the browser's own form
 * validation (whole hours, 1 to 72), so nothing out of range is sent.
 */
export function StartFastForm({ isStarting, onStart, className }: StartFastFormProps) {
  const [choice, setChoice] = useState<FastingChoice>(FASTING_TYPE_OPTIONS[0].value);
  const [customHours, setCustomHours] = useState(String(CUSTOM_DEFAULT_HOURS));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStart(choice === "Custom" ? customFastingType(Number(customHours)) : choice);
  }

  return (
    <Card as="section" aria-labelledby="start-fast-title" className={cn(className)}>
      <CardHeader>
        <CardTitle as="h3" id="start-fast-title">
          Start Your Fast
        </CardTitle>
        <CardDescription>Pick a schedule. The timer starts right away and you can end it at any time.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="fasting-type">Choose Fasting Type</Label>
            <NativeSelect
              id="fasting-type"
              name="fastingType"
              value={choice}
              onChange={(event) => {
                if (isChoice(event.target.value)) setChoice(event.target.value);
              }}
            >
              {FASTING_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {choice === "Custom" && (
            <FormField
              id="custom-hours"
              name="customHours"
              label="Custom Duration (hours)"
              type="number"
              inputMode="numeric"
              min={CUSTOM_MIN_HOURS}
              max={CUSTOM_MAX_HOURS}
              step={1}
              required
              hint={`Enter between ${CUSTOM_MIN_HOURS}-${CUSTOM_MAX_HOURS} hours`}
              value={customHours}
              onChange={(event) => setCustomHours(event.target.value)}
            />
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isStarting}>
            {isStarting ? <Spinner /> : <Play aria-hidden="true" className="fill-current" />}
            Start Fasting
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
