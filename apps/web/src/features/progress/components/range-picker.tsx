import { FREE_RANGE, PROGRESS_RANGES, type ProgressRange } from "@app/shared/progress";
import { Lock } from "lucide-react";
import { cn } from "@/lib/cn";

interface RangePickerProps {
  value: ProgressRange;
  onChange: (range: ProgressRange) => void;
  premium: boolean;
  label: string;
}

/**
 * 1M / 3M / 1Y / All. Without Premium the longer ranges carry a lock: choosing one shows the
 * upgrade prompt in place of the chart, and nothing is asked of the server.
 */
export function RangePicker({ value, onChange, premium, label }: RangePickerProps) {
  return (
    <div role="group" aria-label={label} className="inline-flex justify-self-start rounded-lg border border-border bg-muted/40 p-0.5">
      {PROGRESS_RANGES.map((range) => {
        const locked = !premium && range !== FREE_RANGE;
        return (
          <button
            key={range}
            type="button"
            aria-pressed={value === range}
            aria-label={locked ? `${range} (Premium)` : range}
            onClick={() => onChange(range)}
            className={cn(
              "inline-flex min-h-9 min-w-11 items-center justify-center gap-1 rounded-md px-2.5 text-sm font-semibold text-muted-foreground transition-colors",
              "hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              value === range && "bg-surface text-foreground shadow-sm",
            )}
          >
            {range}
            {locked && <Lock aria-hidden="true" className="size-3" />}
          </button>
        );
      })}
    </div>
  );
}
