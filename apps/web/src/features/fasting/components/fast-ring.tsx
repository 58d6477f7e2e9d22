import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

interface FastRingProps {
  /** Whole percent, 0 to 100 (the spec's progress: capped and rounded). */
  percent: number;
  /** What a screen reader says instead of the bare number, e.g. "42% of 16 hours". */
  valueText: string;
  completed: boolean;
  /** Premium: where the fasting zones begin, in percent of the ring (the zones are told in text beside it). */
  marks?: number[];
  /** false: no burst at the target (focus mode); the colour still says it is reached. */
  celebrate?: boolean;
  /** Drawn in the middle of the ring: the elapsed time and the percentage. */
  children: ReactNode;
  className?: string;
}

const RADIUS = 52;
const STROKE = 10;
/** A round cap reaches half the stroke past each end of the dash: in percent of the ring. */
const CAP = (STROKE / 2 / (2 * Math.PI * RADIUS)) * 100;

/**
 * The arc's dash for a percentage, so that it covers that share of the ring, caps included. Round
 * caps on a dash shorter than them draw a dot, not an arc (at 3% the caps alone are longer than
 * the arc): below two caps' length the ends are cut square instead.
 */
export function arcDash(percent: number): { dasharray: string; dashoffset: number; linecap: "round" | "butt" } {
  // A closed ring, without the seam two round caps would leave where they meet.
  if (percent >= 100) return { dasharray: "100 0", dashoffset: 0, linecap: "round" };
  if (percent < 4 * CAP) return { dasharray: `${percent} ${100 - percent}`, dashoffset: 0, linecap: "butt" };
  return { dasharray: `${percent - 2 * CAP} ${100 - percent + 2 * CAP}`, dashoffset: -CAP, linecap: "round" };
}

/**
 * The running fast as a ring. The ring itself is the progressbar (aria-valuenow and the rest);
 * what sits in its middle is a sibling, not a child, because a progressbar's children are
 * presentational and the elapsed timer must stay a timer. At the target the ring turns to the
 * success colour and a short burst plays once, unless the user asked for reduced motion.
 */
export function FastRing({ percent, valueText, completed, celebrate = true, marks = [], children, className }: FastRingProps) {
  const gradientId = useId();
  const dash = arcDash(percent);
  // The burst marks the moment the target is crossed while the user watches: a fast that was
  // already complete when the ring mounted (every later visit to the page) only shows the colour.
  const [wasCompleted, setWasCompleted] = useState(completed);
  const [celebrating, setCelebrating] = useState(false);
  if (completed !== wasCompleted) {
    setWasCompleted(completed);
    setCelebrating(completed);
  }
  return (
    <div className={cn("relative isolate aspect-square w-full max-w-64 sm:max-w-72", className)} data-completed={completed}>
      {celebrating && celebrate && (
        <span
          aria-hidden="true"
          data-testid="fast-celebration"
          // Three pulses, then still; none at all under prefers-reduced-motion.
          className="absolute inset-[6%] -z-10 rounded-full border-8 border-success/40 motion-safe:animate-celebrate motion-reduce:hidden"
        />
      )}
      <svg
        viewBox="0 0 120 120"
        role="progressbar"
        aria-label="Fasting progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="size-full -rotate-90"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--color-ember)" />
            <stop offset="100%" stopColor="var(--color-primary)" />
          </linearGradient>
        </defs>
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-muted" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap={dash.linecap}
          pathLength={100}
          strokeDasharray={dash.dasharray}
          strokeDashoffset={dash.dashoffset}
          stroke={completed ? undefined : `url(#${gradientId})`}
          data-testid="fast-ring-arc"
          className={cn(
            "transition-[stroke-dasharray,stroke-dashoffset,stroke] duration-700 ease-out",
            completed && "stroke-success",
            // Nothing to draw at 0%.
            percent === 0 && "opacity-0",
          )}
        />
        {marks.length > 0 && (
          <g aria-hidden="true" data-testid="fast-ring-zone-marks">
            {marks.map((mark) => {
              const angle = (mark / 100) * 2 * Math.PI;
              const [inner, outer] = [RADIUS - STROKE / 2 - 1, RADIUS + STROKE / 2 + 1];
              return (
                <line
                  key={mark}
                  x1={60 + inner * Math.cos(angle)}
                  y1={60 + inner * Math.sin(angle)}
                  x2={60 + outer * Math.cos(angle)}
                  y2={60 + outer * Math.sin(angle)}
                  strokeWidth={1.5}
                  className="stroke-surface"
                />
              );
            })}
          </g>
        )}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">{children}</div>
    </div>
  );
}
