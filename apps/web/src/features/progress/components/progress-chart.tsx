import { CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from "recharts";
import { daySpan, dayTicks, niceScale } from "@/components/chart-scale";
import { formatDayPart, formatNumber } from "@/lib/format";
import { noonOf } from "@/lib/local-day";
import { ProgressTooltip } from "./progress-chart-tooltip";

/*
 * The progress charts (weight and measurements), in their own module so that recharts is a chunk
 * of its own, loaded with the section that draws it: the landing page never carries it.
 */

export interface ChartPoint {
  date: string;
  /** The day's measured value (a dot), if measured that day. */
  value?: number | null;
  /** The smoothed line, if there is one. */
  trend?: number | null;
}

export interface ProgressChartProps {
  points: ChartPoint[];
  unit: string;
  /** A dashed reference line, e.g. the goal weight. */
  goal?: { value: number; label: string } | null;
  valueLabel: string;
  trendLabel?: string;
  /** The range chosen: the axis spans the days with data within it, up to `to`, at least a week. */
  from?: string;
  to?: string;
  /** Smaller, for a summary (the progress overview). */
  compact?: boolean;
}

const COLORS = {
  value: "var(--color-ember)",
  trend: "var(--color-primary)",
  goal: "var(--color-muted-foreground)",
  grid: "var(--color-border)",
} as const;
const TICK = { fontSize: 11, fill: "var(--color-muted-foreground)" };

const dayNumber = (date: string) => noonOf(date).getTime();

/**
 * The axes: x from the first day with data (a week of weigh-ins fills the width, not the right fifth
 * of a 30-day range) to `to`, ticked on round days; y on round steps around the values and the goal.
 */
export function chartAxes({ points, goal, from, to }: Pick<ProgressChartProps, "points" | "goal" | "from" | "to">) {
  const span = daySpan(
    points.filter((p) => p.value != null || p.trend != null).map((p) => p.date),
    { from, to },
  ) ?? { first: to ?? "", last: to ?? "" };
  const ticks = dayTicks(span.first, span.last);
  const spanDays = ticks.length > 1 ? (dayNumber(span.last) - dayNumber(span.first)) / 86_400_000 : 0;
  const values = points.flatMap((p) => [p.value, p.trend]).filter((v): v is number => v != null);
  if (goal) values.push(goal.value);
  // Half a unit of room, so a dot never sits on the chart's edge.
  const y = niceScale(Math.min(...values) - 0.5, Math.max(...values) + 0.5);
  return {
    x: { domain: [dayNumber(span.first), dayNumber(span.last)] as [number, number], ticks: ticks.map(dayNumber) },
    y,
    xLabel: (time: number) =>
      formatDayPart(ticks.find((d) => dayNumber(d) === time) ?? span.last, spanDays > 400 ? "monthYear" : "dayMonth"),
  };
}

export default function ProgressChart({ points, unit, goal, valueLabel, trendLabel, from, to, compact = false }: ProgressChartProps) {
  const data = points.map((p) => ({ ...p, t: dayNumber(p.date) }));
  const axes = chartAxes({ points, goal, from, to });
  return (
    <div className={compact ? "h-40 w-full" : "h-64 w-full"} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={COLORS.grid} strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={axes.x.domain}
            ticks={axes.x.ticks}
            // Room for the first and last day's dots, which sit on the domain's ends.
            padding={{ left: 8, right: 8 }}
            tickFormatter={axes.xLabel}
            tick={TICK}
            tickLine={false}
            axisLine={{ stroke: COLORS.grid }}
          />
          <YAxis
            domain={axes.y.domain}
            ticks={axes.y.ticks}
            tickFormatter={(value: number) => formatNumber(value)}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={40}
            interval={0}
          />
          <Tooltip
            cursor={{ stroke: COLORS.grid }}
            content={<ProgressTooltip unit={unit} valueLabel={valueLabel} trendLabel={trendLabel} />}
          />
          {goal && (
            <ReferenceLine
              y={goal.value}
              stroke={COLORS.goal}
              strokeDasharray="4 4"
              label={{ value: goal.label, position: "insideTopRight", fontSize: 11, fill: COLORS.goal }}
            />
          )}
          {trendLabel && (
            <Line dataKey="trend" name="trend" stroke={COLORS.trend} strokeWidth={2.5} dot={false} connectNulls isAnimationActive={false} />
          )}
          <Scatter dataKey="value" name="value" fill={COLORS.value} isAnimationActive={false} />
          {!trendLabel && (
            <Line dataKey="value" name="value" stroke={COLORS.value} strokeWidth={1.5} dot={false} connectNulls isAnimationActive={false} />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
