import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

interface FormFieldProps extends Omit<ComponentProps<"input">, "id"> {
  id: string;
  label: string;
  /** Helper text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  invalid?: boolean;
}

/** Label + input (+ hint): the label gives the input its accessible name. */
export function FormField({ id, label, hint, invalid, className, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hintId} aria-invalid={invalid || undefined} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
