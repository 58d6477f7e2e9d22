import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The tinted icon tile at the start of a card's title (SectionHeading puts it there). */
export function SectionIcon({ children, tone = "default" }: { children: ReactNode; tone?: "default" | "danger" }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-lg [&_svg]:size-[18px]",
        tone === "danger" ? "bg-primary-soft text-destructive" : "bg-ember-soft text-ember-strong",
      )}
    >
      {children}
    </span>
  );
}
