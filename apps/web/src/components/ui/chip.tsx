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
