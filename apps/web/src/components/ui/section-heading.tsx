import type { ReactNode } from "react";
import { CardTitle } from "./card";
import { SectionIcon } from "./section-icon";

interface SectionHeadingProps {
  /** The title's id, for the card's aria-labelledby. */
  id: string;
  icon: ReactNode;
  tone?: "default" | "danger";
  /** At the end of the row: a spinner while the card's data loads, a badge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A card's title row: its icon tile, then the title. Goes in the CardHeader. */
export function SectionHeading({ id, icon, tone, aside, children }: SectionHeadingProps) {
  return (
    <div className="flex items-center gap-3">
      <SectionIcon tone={tone}>{icon}</SectionIcon>
      <CardTitle id={id} className="text-lg">
        {children}
      </CardTitle>
      {aside}
    </div>
  );
}
