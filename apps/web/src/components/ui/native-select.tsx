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

type OptionsProps<V extends string> =
  { values: readonly V[]; labels: Readonly<Record<V, string>> } | { options: readonly { value: string; label: string }[] };

/** A select's options: each value with its label, from a list of values and their labels, or from value–label pairs. */
export function Options<V extends string>(props: OptionsProps<V>) {
  const options = "options" in props ? props.options : props.values.map((value) => ({ value, label: props.labels[value] }));
  return options.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
