import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A plain <label>: associate it with `htmlFor` so the input gets its accessible name. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label data-slot="label" className={cn("text-sm font-medium leading-none text-foreground select-none", className)} {...props} />;
}
