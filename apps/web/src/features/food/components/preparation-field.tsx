import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import type { PreparationChoice } from "../log-form";
import { Options } from "@/components/ui/native-select";

interface PreparationFieldProps {
  choice: PreparationChoice;
  defaultValue: string;
  registration: UseFormRegisterReturn<"preparation">;
}

/**
 * How the amount was weighed: two radio buttons for a cooked food (as eaten, or raw), a select for
 * a raw food with cooked forms (raw, or the cooked form it became).
 */
export function PreparationField({ choice, defaultValue, registration }: PreparationFieldProps) {
  if (choice.kind === "forms") {
    return (
      <SelectField
        id="log-preparation"
        label="Raw or cooked"
        hint="Weighed it raw and cooked it? Pick how: we log the cooked food it became."
        defaultValue={defaultValue}
        {...registration}
      >
        <Options options={choice.options} />
      </SelectField>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">How you weighed it</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choice.options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-center gap-2.5 rounded-md border border-input bg-surface px-3 py-2.5 text-sm",
              "has-checked:border-primary/60 has-checked:bg-primary-soft/60 has-focus-visible:ring-4 has-focus-visible:ring-ember/20",
            )}
          >
            <input type="radio" value={option.value} className="size-4 accent-primary" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
