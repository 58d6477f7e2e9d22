import { Timer } from "lucide-react";
import type { Ref } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** The active-session card with no fast running (spec: "Ready to Fast"). */
export function ReadyToFastCard({ titleRef, className }: { titleRef?: Ref<HTMLHeadingElement>; className?: string }) {
  return (
    <Card as="section" aria-labelledby="fast-status-title" className={cn("overflow-hidden", className)}>
      <div className="flex h-full flex-col items-center justify-center gap-4 px-6 py-8 text-center sm:py-12">
        <span
          aria-hidden="true"
          className="inline-flex size-16 items-center justify-center rounded-full bg-ember-soft text-ember-strong ring-8 ring-ember-soft/50"
        >
          <Timer className="size-8" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle as="h3" id="fast-status-title" ref={titleRef} tabIndex={-1} className="text-2xl outline-none">
            Ready to Fast
          </CardTitle>
          <p className="text-muted-foreground">Select a fasting type to begin</p>
        </div>
      </div>
    </Card>
  );
}
