import { Suspense, useId, type ReactNode } from "react";
import { SilentBoundary } from "@/components/silent-boundary";
import { Spinner } from "@/components/ui/spinner";

function ChartSpinner() {
  return (
    <div className="flex h-[180px] items-center justify-center">
      <Spinner className="text-primary" />
    </div>
  );
}

/**
 * A chart from a lazy chunk (recharts never loads with the landing page): `fallback` while it loads,
 * and nothing if it can't (offline, or a deploy replaced the chunk): what is around it still says
 * what the chart shows.
 */
export function LazyChart({ fallback = <ChartSpinner />, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <SilentBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </SilentBoundary>
  );
}

/**
 * A chart in a figure: the caption names it, the summary says in words what it shows (for screen
 * readers, and when the chart can't load), and the chart, when there is one, loads lazily below.
 */
export function ChartFigure({ title, summary, children }: { title: string; summary: ReactNode; children?: ReactNode }) {
  const captionId = useId();
  const summaryId = useId();
  // Named explicitly: not every screen reader takes a figure's name from its figcaption.
  return (
    <figure
      aria-labelledby={captionId}
      aria-describedby={summaryId}
      className="grid min-w-0 content-start gap-2 rounded-lg border border-border bg-background/60 p-3"
    >
      <figcaption id={captionId} className="text-sm font-semibold">
        {title}
      </figcaption>
      <p id={summaryId} className="text-xs text-muted-foreground tabular-nums">
        {summary}
      </p>
      {children && <LazyChart>{children}</LazyChart>}
    </figure>
  );
}
