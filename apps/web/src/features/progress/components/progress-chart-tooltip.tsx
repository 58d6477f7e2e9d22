import { formatDay, formatNumber } from "@/lib/format";

/** One day of a progress chart as recharts hands it to the tooltip: the row, whichever series is hovered. */
export interface TooltipPoint {
  date: string;
  value?: number | null;
  trend?: number | null;
}

export interface ProgressTooltipProps {
  active?: boolean;
  /** recharts' payload: one item per series (a scatter adds its x, the day's timestamp), each carrying the same row. */
  payload?: ReadonlyArray<{ payload?: unknown }>;
  unit: string;
  valueLabel: string;
  trendLabel?: string;
}

/**
 * The day under the pointer: its date once, then each series once, read from the row rather than
 * from recharts' items, so the scatter's x (a timestamp) is never shown as a value. One decimal,
 * as every weight and measurement in the app is written.
 */
export function ProgressTooltip({ active, payload, unit, valueLabel, trendLabel }: ProgressTooltipProps) {
  const point = payload?.find((item) => item.payload)?.payload as TooltipPoint | undefined;
  if (!active || !point) return null;
  const amount = (v: number) => `${formatNumber(v, { fixed: true })} ${unit}`;
  const rows: { label: string; value: number; swatch: string }[] = [];
  if (point.value != null) rows.push({ label: valueLabel, value: point.value, swatch: "bg-ember" });
  if (trendLabel && point.trend != null) rows.push({ label: trendLabel, value: point.trend, swatch: "bg-primary" });
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-1 rounded-md border border-border bg-surface px-2.5 py-2 text-xs text-foreground shadow-popover">
      <p className="font-semibold">{formatDay(point.date, { short: true })}</p>
      {rows.map((row) => (
        <p key={row.label} className="flex items-center gap-1.5 tabular-nums">
          <span aria-hidden="true" className={`size-2 rounded-full ${row.swatch}`} />
          <span className="text-muted-foreground">{row.label}</span>
          <span className="ml-auto pl-3 font-semibold">{amount(row.value)}</span>
        </p>
      ))}
    </div>
  );
}
