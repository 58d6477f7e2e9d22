import {
  type TrendDay,
  type TrendsResponse,
  electrolyteTarget,
  ELECTROLYTES,
  proteinTargetGrams,
  type Electrolyte,
} from "@app/shared/nutrition";
import { formatNutrient, formatRatio } from "@app/shared/food";
import type { ReactElement, ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import { CHART_HEIGHT } from "@/components/chart-figure";
import { niceScale, type NiceScale } from "@/components/chart-scale";
import { formatDay, formatDayPart, formatNumber } from "@/lib/format";
import { nutrientLabel } from "../../nutrition";
import { COLORS, type TrendChartKind } from "./nutrition-trends-key";

/*
 * The trend charts, in their own module so that recharts is a chunk of its own: nutrition-trends.tsx
 * loads it lazily, only once a Premium user has trends to draw and their figures come near the
 * viewport.
 */

/**
 * One day as the charts draw it. Line values are null on days with nothing logged (or nothing
 * with data for that nutrient), so the line breaks there instead of dipping to zero: an unlogged
 * day is missing data, not a poor day.
 */
interface Point {
  day: TrendDay;
  date: string;
  kcal: number;
  protein: number | null;
  fat: number | null;
  ratio: number | null;
  /** Percent of the target. */
  sodium: number | null;
  potassium: number | null;
  magnesium: number | null;
}

function percentOfTarget(day: TrendDay, key: Electrolyte, targets: TrendsResponse["targets"]): number {
  return (day[key] / electrolyteTarget(targets, key)) * 100;
}

function toPoint(day: TrendDay, targets: TrendsResponse["targets"]): Point {
  const known = (key: string) => day.entries > 0 && !day.noData.includes(key);
  const when = <T,>(key: string, value: T) => (known(key) ? value : null);
  return {
    day,
    date: day.date,
    kcal: day.kcal,
    protein: when("protein", day.protein),
    fat: when("fat", day.fat),
    ratio: day.protein > 0 ? day.fat / day.protein : null,
    sodium: when("sodium", percentOfTarget(day, "sodium", targets)),
    potassium: when("potassium", percentOfTarget(day, "potassium", targets)),
    magnesium: when("magnesium", percentOfTarget(day, "magnesium", targets)),
  };
}

/**
 * The days a chart draws: from the first logged day on (at least the last week), so a new user's
 * five days fill the width instead of the right sixth of 30 days.
 */
export function shownDays<T extends { entries: number }>(days: readonly T[], minDays = 7): T[] {
  const firstLogged = days.findIndex((day) => day.entries > 0);
  if (firstLogged < 0) return [...days];
  return days.slice(Math.max(0, Math.min(firstLogged, days.length - minDays)));
}

/** "Mon" over a week, "23" over a month: a week's names fit a phone, a month's don't. */
function dayTick(dayCount: number) {
  return (date: string) => formatDayPart(date, dayCount <= 7 ? "weekday" : "day");
}

const compactNumber = (value: number) => formatNumber(value, { compact: true });

/** Round ticks from 0 to the largest of `values` (a target line included): three or four fit a small chart. */
export function yScale(values: readonly (number | null)[]): NiceScale {
  return niceScale(0, Math.max(0, ...values.filter((v): v is number => v !== null)), { zero: true, count: 3 });
}

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
const TICK = { fontSize: 11, fill: "var(--color-muted-foreground)" };
const TARGET_DASH = "4 4";

function xAxis(dayCount: number) {
  return (
    <XAxis
      dataKey="date"
      tickFormatter={dayTick(dayCount)}
      tick={TICK}
      tickLine={false}
      axisLine={{ stroke: COLORS.grid }}
      interval="preserveStartEnd"
      minTickGap={6}
    />
  );
}

function yAxis(format: (value: number) => string, scale: NiceScale) {
  return (
    <YAxis
      domain={scale.domain}
      ticks={scale.ticks}
      interval={0}
      tickFormatter={format}
      tick={TICK}
      tickLine={false}
      axisLine={false}
      width={40}
    />
  );
}

function grid() {
  return <CartesianGrid vertical={false} stroke={COLORS.grid} strokeDasharray="3 3" />;
}

function targetLine(value: number) {
  return <ReferenceLine y={value} stroke={COLORS.target} strokeDasharray={TARGET_DASH} />;
}

interface TooltipRow {
  label: string;
  value: string;
  color: string;
}

/** The tooltip for one day: rows read from the day itself, "Nothing logged" on an empty day. */
function dayTooltip(rows: (point: Point) => TooltipRow[]) {
  return function DayTooltip({ active, payload }: TooltipContentProps) {
    const point = payload?.[0]?.payload as Point | undefined;
    if (!active || !point) return null;
    const shown = point.day.entries > 0 ? rows(point) : [];
    return (
      <div className="grid gap-1 rounded-md border border-border bg-surface px-2.5 py-2 text-xs shadow-popover">
        <p className="font-semibold text-foreground">{formatDay(point.date, { short: true })}</p>
        {shown.length === 0 && <p className="text-muted-foreground">Nothing logged</p>}
        {shown.map((row) => (
          <p key={row.label} className="flex items-center gap-1.5 text-muted-foreground">
            <span aria-hidden="true" className="size-2 rounded-full" style={{ background: row.color }} />
            {row.label}
            <span className="ml-auto pl-3 font-medium text-foreground tabular-nums">{row.value}</span>
          </p>
        ))}
      </div>
    );
  };
}

/** The chart's box, exactly as tall as the placeholder it replaces; the figure shows the key. */
function Frame({ children }: { children: ReactElement }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      {children}
    </ResponsiveContainer>
  );
}

const lineProps = { type: "monotone", strokeWidth: 2, dot: { r: 2.5, strokeWidth: 0 }, connectNulls: false } as const;

const caloriesTooltip = dayTooltip((p) => [{ label: "Calories", value: formatNutrient(p.kcal, "kcal"), color: COLORS.kcal }]);

function CaloriesChart({ points, title }: ChartProps) {
  return (
    <Frame>
      <BarChart data={points} margin={MARGIN} title={title}>
        {grid()}
        {xAxis(points.length)}
        {yAxis(compactNumber, yScale(points.map((p) => p.kcal)))}
        <Tooltip cursor={{ fill: "var(--color-muted)" }} content={caloriesTooltip} />
        <Bar dataKey="kcal" name="Calories" fill={COLORS.kcal} radius={[3, 3, 0, 0]} maxBarSize={28} />
      </BarChart>
    </Frame>
  );
}

const macrosTooltip = dayTooltip((p) => [
  { label: "Protein", value: formatNutrient(p.day.protein, "g"), color: COLORS.protein },
  { label: "Fat", value: formatNutrient(p.day.fat, "g"), color: COLORS.fat },
]);

function MacrosChart({ points, targets, title }: ChartProps) {
  const proteinTarget = proteinTargetGrams(targets);
  return (
    <Frame>
      <LineChart data={points} margin={MARGIN} title={title}>
        {grid()}
        {xAxis(points.length)}
        {yAxis(compactNumber, yScale([...points.flatMap((p) => [p.protein, p.fat]), proteinTarget]))}
        {targetLine(proteinTarget)}
        <Tooltip cursor={{ stroke: COLORS.grid }} content={macrosTooltip} />
        <Line {...lineProps} dataKey="protein" name="Protein" stroke={COLORS.protein} fill={COLORS.protein} />
        <Line {...lineProps} dataKey="fat" name="Fat" stroke={COLORS.fat} fill={COLORS.fat} />
      </LineChart>
    </Frame>
  );
}

const ratioTooltip = dayTooltip((p) => [
  { label: "Fat : protein", value: p.ratio === null ? "no protein" : formatRatio(p.ratio), color: COLORS.ratio },
]);

function RatioChart({ points, targets, title }: ChartProps) {
  return (
    <Frame>
      <LineChart data={points} margin={MARGIN} title={title}>
        {grid()}
        {xAxis(points.length)}
        {yAxis((v) => formatNumber(v), yScale([...points.map((p) => p.ratio), targets.fatProteinRatio]))}
        {targetLine(targets.fatProteinRatio)}
        <Tooltip cursor={{ stroke: COLORS.grid }} content={ratioTooltip} />
        <Line {...lineProps} dataKey="ratio" name="Fat : protein" stroke={COLORS.ratio} fill={COLORS.ratio} />
      </LineChart>
    </Frame>
  );
}

/** Each electrolyte's mg and share of its target: the axis is the share, so the mg ride along here. */
const electrolytesTooltip = dayTooltip((p) =>
  ELECTROLYTES.map((key) => ({
    label: nutrientLabel(key),
    value: `${formatNutrient(p.day[key], "mg")} · ${Math.round(p[key] ?? 0)}% of target`,
    color: COLORS[key],
  })),
);

function ElectrolytesChart({ points, title }: ChartProps) {
  return (
    <Frame>
      <LineChart data={points} margin={MARGIN} title={title}>
        {grid()}
        {xAxis(points.length)}
        {yAxis((v) => `${formatNumber(v, { digits: 0 })}%`, yScale([...points.flatMap((p) => ELECTROLYTES.map((key) => p[key])), 100]))}
        {targetLine(100)}
        <Tooltip cursor={{ stroke: COLORS.grid }} content={electrolytesTooltip} />
        {ELECTROLYTES.map((key) => (
          <Line key={key} {...lineProps} dataKey={key} name={nutrientLabel(key)} stroke={COLORS[key]} fill={COLORS[key]} />
        ))}
      </LineChart>
    </Frame>
  );
}

interface ChartProps {
  points: Point[];
  targets: TrendsResponse["targets"];
  title: string;
}

const CHARTS: Record<TrendChartKind, (props: ChartProps) => ReactNode> = {
  calories: CaloriesChart,
  macros: MacrosChart,
  ratio: RatioChart,
  electrolytes: ElectrolytesChart,
};

/** One trend chart of `trends`; `title` names the SVG for assistive tech (the figure shows it too). */
export default function TrendChart({ kind, trends, title }: { kind: TrendChartKind; trends: TrendsResponse; title: string }) {
  const Chart = CHARTS[kind];
  return <Chart points={shownDays(trends.days).map((day) => toPoint(day, trends.targets))} targets={trends.targets} title={title} />;
}
