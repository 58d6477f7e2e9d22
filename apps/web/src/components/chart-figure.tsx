import { Suspense, useId, useRef, type ReactNode } from "react";
import { SilentBoundary } from "@/components/silent-boundary";
import { Spinner } from "@/components/ui/spinner";
import { useNearViewport } from "@/lib/use-near-viewport";

/**
 * The height of a figure's chart, in px: the charts draw at it and its placeholder takes it, so
 * the page does not move when the chart comes.
 */
export const CHART_HEIGHT = 180;

function ChartSpinner() {
  return (
    <div className="flex items-center justify-center" style={{ height: CHART_HEIGHT }}>
      <Spinner className="text-primary" />
    </div>
  );
}

interface LazyChartProps {
  fallback?: ReactNode;
  legend?: ReactNode;
  children: ReactNode;
}

/**
 * A chart from a lazy chunk (recharts never loads with the landing page), rendered only once its
 * place comes near the viewport: recharts costs a phone close to a second of script, which a chart
 * below the fold should not take from the page's first seconds. Until then, and while it loads,
 * `fallback` holds the chart's place, so it must be exactly as tall as the chart: nothing moves
 * when the chart replaces it. `legend` (plain HTML, no recharts) shows at once below it. If the
 * chart can't load (offline, or a deploy replaced the chunk), neither shows: what is around it
 * still says what the chart shows.
 */
export function LazyChart({ fallback = <ChartSpinner />, legend, children }: LazyChartProps) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <SilentBoundary>
      <div ref={place} className="grid min-w-0 gap-2">
        {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
        {legend}
      </div>
    </SilentBoundary>
  );
}

interface ChartFigureProps {
  title: string;
  summary: ReactNode;
  /** The chart's key, below it. */
  legend?: ReactNode;
  children?: ReactNode;
}

/**
 * A chart in a figure: the caption names it, the summary says in words what it shows (for screen
 * readers, and when the chart can't load), and the chart, when there is one, loads lazily below.
 */
export function ChartFigure({ title, summary, legend, children }: ChartFigureProps) {
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
      {children && <LazyChart legend={legend}>{children}</LazyChart>}
    </figure>
  );
}
