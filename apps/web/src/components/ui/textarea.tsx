import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A multi-line text box, styled like Input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        "flex w-full min-w-0 rounded-md border border-input bg-surface px-3.5 py-2.5 text-base leading-relaxed text-foreground shadow-xs",
        "placeholder:text-muted-foreground/70 transition-[border-color,box-shadow] duration-150",
        "focus-visible:border-ember-strong focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember/20",
        "aria-invalid:border-destructive aria-invalid:ring-4 aria-invalid:ring-destructive/15",
        "disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
