import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A text control's look and states (placeholder, focus, invalid, disabled), shared by Input and Textarea. */
export const textControlClasses = [
  "placeholder:text-muted-foreground/70 transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ember-strong focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember/20",
  "aria-invalid:border-destructive aria-invalid:ring-4 aria-invalid:ring-destructive/15",
  "disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm",
];

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-11 w-full min-w-0 rounded-md border border-input bg-surface px-3.5 text-base text-foreground shadow-xs",
        textControlClasses,
        className,
      )}
      {...props}
    />
  );
}
