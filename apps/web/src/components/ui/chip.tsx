import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A filter chip: a toggle button, pressed when its filter is on (recipes' categories, the community's). */
export function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressed ? "border-primary bg-primary text-primary-foreground" : "border-border bg-surface text-foreground hover:border-primary/40",
      )}
    >
      {children}
    </button>
  );
}

/**
 * One filter of several choices as chips: "All", then each option; pressing the pressed one goes
 * back to all. Scrolls sideways on narrow screens.
 */
export function ChipFilter<K extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** The group's accessible name ("Category"). */
  label: string;
  options: readonly { key: K; label: string }[];
  value: K | null;
  onChange: (value: K | null) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn("-mx-1 flex gap-2 overflow-x-auto px-1 pb-1", className)}>
      <Chip pressed={value === null} onClick={() => onChange(null)}>
        All
      </Chip>
      {options.map((option) => (
        <Chip key={option.key} pressed={value === option.key} onClick={() => onChange(value === option.key ? null : option.key)}>
          {option.label}
        </Chip>
      ))}
    </div>
  );
}
