import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A styled native <select>: the platform's own picker, keyboard and screen-reader support. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        data-slot="native-select"
        className={cn(
          "flex h-11 w-full min-w-0 appearance-none rounded-md border border-input bg-surface py-0 pr-10 pl-3.5 text-base text-foreground shadow-xs",
          "transition-[border-color,box-shadow] duration-150",
          "focus-visible:border-ember-strong focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ember/20",
          "disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
