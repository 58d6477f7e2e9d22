import { cn } from "@/lib/cn";

interface ProgressProps {
  /** 0 to 100. */
  value: number;
  label: string;
  /** What a screen reader says instead of the bare number, e.g. "42% of 16 hours". */
  valueText?: string;
  /** A target reached: the fill says so in the success colour, not the brand's red (which reads as a warning). */
  met?: boolean;
  className?: string;
}

/** A plain progress bar (role=progressbar) with an ember fill, or a success fill once `met`. */
export function Progress({ value, label, valueText, met = false, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn("relative h-3 w-full overflow-hidden rounded-full bg-muted shadow-inner", className)}
    >
      <div
        data-met={met || undefined}
        className={cn(
          "h-full rounded-full transition-[width] duration-500 ease-out",
          met ? "bg-success" : "bg-gradient-to-r from-ember to-primary",
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
