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
  /** What is wrong with the value, shown under the input and linked with aria-describedby. */
  error?: string | undefined;
}

/** Label + input (+ hint): the label gives the input its accessible name. */
export function FormField({ id, label, hint, invalid, error, className, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={describedBy} aria-invalid={invalid || Boolean(error) || undefined} {...inputProps} />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
