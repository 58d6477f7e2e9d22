import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { textControlClasses } from "./input";

/** A multi-line text box, styled like Input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        "flex w-full min-w-0 rounded-md border border-input bg-surface px-3.5 py-2.5 text-base leading-relaxed text-foreground shadow-xs",
        textControlClasses,
        className,
      )}
      {...props}
    />
  );
}
