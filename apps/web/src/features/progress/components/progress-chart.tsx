import { CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "@/lib/format";
import { noonOf } from "@/lib/local-day";

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
  /** The days the axis spans (the range chosen), not just the days with data. */
  from?: string;
  to?: string;
}

const COLORS = {
  value: "var(--color-ember)",
  trend: "var(--color-primary)",
  goal: "var(--color-muted-foreground)",
  grid: "var(--color-border)",
} as const;
const TICK = { fontSize: 11, fill: "var(--color-muted-foreground)" };

const dayNumber = (date: string) => noonOf(date).getTime();

function tickFormatter(spanDays: number) {
  return (time: number) =>
    new Date(time).toLocaleDateString(undefined, spanDays > 400 ? { month: "short", year: "2-digit" } : { day: "numeric", month: "short" });
}

export default function ProgressChart({ points, unit, goal, valueLabel, trendLabel, from, to }: ProgressChartProps) {
  const data = points.map((p) => ({ ...p, t: dayNumber(p.date) }));
  const first = from ? dayNumber(from) : (data[0]?.t ?? 0);
  const last = to ? dayNumber(to) : (data.at(-1)?.t ?? 0);
  const spanDays = (last - first) / 86_400_000;
  const format = (value: number) => `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })} ${unit}`;
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={COLORS.grid} strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[first, last]}
            tickFormatter={tickFormatter(spanDays)}
            tick={TICK}
            tickLine={false}
            axisLine={{ stroke: COLORS.grid }}
            minTickGap={24}
          />
          <YAxis
            domain={[(min: number) => Math.floor(min - 1), (max: number) => Math.ceil(max + 1)]}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={40}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(_, payload) => {
              const date = (payload?.[0]?.payload as { date?: string } | undefined)?.date;
              return date ? formatDay(date, { short: true }) : "";
            }}
            formatter={(value, name) => [format(Number(value)), name === "trend" ? (trendLabel ?? "Trend") : valueLabel]}
          />
          {goal && (
            <ReferenceLine
              y={goal.value}
              stroke={COLORS.goal}
              strokeDasharray="4 4"
              ifOverflow="extendDomain"
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
