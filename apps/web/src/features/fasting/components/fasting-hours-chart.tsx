import type { FastingDay } from "@app/shared/fasting";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { CHART_HEIGHT } from "@/components/chart-figure";
import { niceScale } from "@/components/chart-scale";
import { formatDayPart, formatNumber } from "@/lib/format";
import { dayName, formatHours } from "../month-stats";

/** Hours on the axis step as a day divides: 0, 6, 12, 18, 24 (never 0, 7, 14, 21). */
export const hoursScale = (days: readonly FastingDay[]) =>
  niceScale(0, Math.max(0, ...days.map((day) => day.hours)), { zero: true, steps: [1, 2, 3, 6, 12, 24], fixed: true });

/*
 * The month's hours per day, in a module of its own so that recharts is a chunk of its own:
 * fasting-month-stats.tsx loads it lazily, only once a Premium user has fasts to draw. Bars use
 * the calendar's colours: primary where a fast reached its target, ember where none did.
 */

const COLORS = { reached: "var(--color-primary)", fasted: "var(--color-ember)", grid: "var(--color-border)" } as const;
const TICK = { fontSize: 11, fill: "var(--color-muted-foreground)" };

function DayTooltip({ active, payload }: TooltipContentProps) {
  const day = payload?.[0]?.payload as FastingDay | undefined;
  if (!active || !day) return null;
  return (
    <div className="grid gap-1 rounded-md border border-border bg-surface px-2.5 py-2 text-xs shadow-popover">
      <p className="font-semibold text-foreground">{dayName(day.date)}</p>
      {day.fasts === 0 ? (
        <p className="text-muted-foreground">No fasts</p>
      ) : (
        <p className="text-muted-foreground tabular-nums">
          {formatHours(day.hours)} · {day.fasts === 1 ? "1 fast" : `${day.fasts} fasts`}
          {day.reachedTarget ? " · target reached" : ""}
        </p>
      )}
    </div>
  );
}

/** `title` names the SVG for assistive tech; the figure around it has the summary in words. */
export default function FastingHoursChart({ days, title }: { days: FastingDay[]; title: string }) {
  const y = hoursScale(days);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={title}>
        <CartesianGrid vertical={false} stroke={COLORS.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => formatDayPart(date, "day")}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: COLORS.grid }}
          interval="preserveStartEnd"
          minTickGap={6}
        />
        <YAxis
          domain={y.domain}
          ticks={y.ticks}
          interval={0}
          tickFormatter={(v: number) => `${formatNumber(v)} h`}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <Tooltip cursor={{ fill: "var(--color-muted)" }} content={DayTooltip} />
        <Bar dataKey="hours" name="Hours fasted" radius={[3, 3, 0, 0]} maxBarSize={20}>
          {days.map((day) => (
            <Cell key={day.date} fill={day.reachedTarget ? COLORS.reached : COLORS.fasted} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
