import { CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, FASTING_TYPE_OPTIONS } from "@app/shared/fasting";
import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/native-select";

/** The fasting types as a select's options, in the spec's order. */
export function FastingTypeOptions() {
  return <Options options={FASTING_TYPE_OPTIONS} />;
}

/**
 * "Custom Duration (hours)" (spec section 2): whole hours within the custom bounds, which the
 * browser checks first (a number input), then the shared form rule, whose message shows under it.
 * Shown when Custom is chosen, by the start form, the schedule and onboarding alike; `register(...)`
 * goes in. `required` unless told: onboarding's answers are all optional.
 */
export function CustomHoursField({
  id,
  error,
  required = true,
  ...field
}: { id: string; error?: string } & Omit<ComponentProps<"input">, "id">) {
  return (
    <FormField
      id={id}
      label="Custom Duration (hours)"
      type="number"
      inputMode="numeric"
      min={CUSTOM_MIN_HOURS}
      max={CUSTOM_MAX_HOURS}
      step={1}
      required={required}
      hint={`Enter between ${CUSTOM_MIN_HOURS}-${CUSTOM_MAX_HOURS} hours`}
      error={error}
      {...field}
    />
  );
}
