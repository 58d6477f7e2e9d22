import { Timer } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface ReadyToFastCardProps {
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/**
 * The active-session card with no fast running (spec: "Ready to Fast", "Select a fasting type to
 * begin."), holding the start form (`children`, "Start Your Fast"): one card, so a phone shows
 * Start Fasting on the first screen rather than a status card and a form stacked. Beside each
 * other from `lg`, one above the other below it.
 */
export function ReadyToFastCard({ titleRef, className, children }: ReadyToFastCardProps) {
  return (
    <Card as="section" aria-labelledby="fast-status-title" className={cn("overflow-hidden lg:grid lg:grid-cols-2", className)}>
      <div className="flex items-center gap-4 border-b border-border/70 bg-ember-soft/40 px-5 py-4 sm:px-6 lg:flex-col lg:justify-center lg:gap-5 lg:border-r lg:border-b-0 lg:py-12 lg:text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-soft text-ember-strong ring-4 ring-ember-soft/50 lg:size-16 lg:ring-8"
        >
          <Timer className="size-6 lg:size-8" />
        </span>
        <div className="grid gap-0.5 lg:gap-1.5">
          <CardTitle as="h3" id="fast-status-title" ref={titleRef} tabIndex={-1} className="text-xl outline-none lg:text-2xl">
            Ready to Fast
          </CardTitle>
          <p className="text-sm text-muted-foreground lg:text-base">Select a fasting type to begin.</p>
        </div>
      </div>
      {children}
    </Card>
  );
}
