import {
  type TrendDay,
  type TrendsResponse,
  electrolyteTarget,
  ELECTROLYTES,
  proteinTargetGrams,
  TREND_DAYS,
  type TrendDays,
} from "@app/shared/nutrition";
import { formatNutrient, formatRatio } from "@app/shared/food";
import { lazy, useId, useState } from "react";
import { ChartFigure } from "@/components/chart-figure";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useTrends } from "../../api/insights-queries";
import { nutrientLabel } from "../../nutrition";
import { TrendKey, type TrendChartKind } from "./nutrition-trends-key";

// recharts is large: it loads only when there are trends to draw and their figures come near the
// viewport (ChartFigure), so the landing page, the free food page and the top of this one never
// carry it. The summaries and keys are plain text and show at once.
const TrendChart = lazy(() => import("./nutrition-trends-charts"));

/* Summaries: averages over the logged days only, since an unlogged day is missing, not zero. */

function loggedDays(days: TrendDay[]): TrendDay[] {
  return days.filter((day) => day.entries > 0);
}

function average(days: TrendDay[], pick: (day: TrendDay) => number): number {
  return days.reduce((sum, day) => sum + pick(day), 0) / days.length;
}

function loggedNote(trends: TrendsResponse): string {
  return `${loggedDays(trends.days).length} of ${trends.days.length} days logged`;
}

function caloriesSummary(trends: TrendsResponse): string {
  const kcal = average(loggedDays(trends.days), (day) => day.kcal);
  return `Average ${formatNutrient(kcal, "kcal")} a day (${loggedNote(trends)}).`;
}

function macrosSummary(trends: TrendsResponse): string {
  const logged = loggedDays(trends.days);
  const grams = (pick: (day: TrendDay) => number) => formatNutrient(average(logged, pick), "g");
  const protein = grams((day) => day.protein);
  const fat = grams((day) => day.fat);
  const target = formatNutrient(proteinTargetGrams(trends.targets), "g");
  return `Average ${protein} protein and ${fat} fat a day, protein target ${target} (${loggedNote(trends)}).`;
}

/**
 * The ratio of the days' total fat to their total protein: an average of daily ratios would let
 * a day with a little protein swing it.
 */
function ratioSummary(trends: TrendsResponse): string {
  const withProtein = trends.days.filter((day) => day.protein > 0);
  const goal = `goal ${formatRatio(trends.targets.fatProteinRatio)}`;
  if (withProtein.length === 0) return `No protein logged in these ${trends.days.length} days, so no ratio yet; ${goal}.`;
  const ratio = average(withProtein, (day) => day.fat) / average(withProtein, (day) => day.protein);
  const daysText = withProtein.length === 1 ? "the 1 day" : `the ${withProtein.length} days`;
  return `Fat to protein ${formatRatio(ratio)} by grams over ${daysText} with protein, ${goal}.`;
}

function electrolytesSummary(trends: TrendsResponse): string {
  const parts = ELECTROLYTES.map((key) => {
    // Days whose foods have no data for it are left out, like unlogged days.
    const withData = loggedDays(trends.days).filter((day) => !day.noData.includes(key));
    if (withData.length === 0) return `${nutrientLabel(key).toLowerCase()} no data`;
    const amount = average(withData, (day) => day[key]);
    const percent = Math.round((amount / electrolyteTarget(trends.targets, key)) * 100);
    return `${nutrientLabel(key).toLowerCase()} ${formatNutrient(amount, "mg")} (${percent}% of target)`;
  });
  return `Average ${parts[0]}, ${parts[1]} and ${parts[2]} a day (${loggedNote(trends)}).`;
}

const CHARTS: { kind: TrendChartKind; title: string; summary: (trends: TrendsResponse) => string }[] = [
  { kind: "calories", title: "Calories", summary: caloriesSummary },
  { kind: "macros", title: "Protein and fat", summary: macrosSummary },
  { kind: "ratio", title: "Fat:protein ratio", summary: ratioSummary },
  { kind: "electrolytes", title: "Electrolytes", summary: electrolytesSummary },
];

function TrendFigure({ kind, title, summary, trends }: { kind: TrendChartKind; title: string; summary: string; trends: TrendsResponse }) {
  return (
    <ChartFigure title={title} summary={summary} legend={<TrendKey kind={kind} targets={trends.targets} />}>
      <TrendChart kind={kind} trends={trends} title={title} />
    </ChartFigure>
  );
}

function TrendFigures({ trends }: { trends: TrendsResponse }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {CHARTS.map(({ kind, title, summary }) => (
        <TrendFigure key={kind} kind={kind} title={title} summary={summary(trends)} trends={trends} />
      ))}
    </div>
  );
}

function RangeToggle({ value, onChange }: { value: TrendDays; onChange: (days: TrendDays) => void }) {
  return (
    <div role="group" aria-label="Trend range" className="inline-flex rounded-lg bg-muted p-1">
      {TREND_DAYS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            "h-9 rounded-md px-3.5 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground",
            "aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-sm",
          )}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}

function TrendsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg bg-muted/70 p-4">
      <p className="text-sm">We couldn&apos;t load your trends.</p>
      <Button variant="outline" size="sm" onClick={onRetry} pending={retrying}>
        Try again
      </Button>
    </div>
  );
}

function TrendsBody({ trends }: { trends: ReturnType<typeof useTrends> }) {
  const { data } = trends;
  if (data) {
    if (loggedDays(data.days).length === 0) {
      return <p className="rounded-lg bg-muted/70 p-4 text-sm text-muted-foreground">Log a few days of meals to see your trends.</p>;
    }
    return <TrendFigures trends={data} />;
  }
  if (trends.isError) return <TrendsError onRetry={() => void trends.refetch()} retrying={trends.isFetching} />;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="text-primary" />
      Loading your trends…
    </p>
  );
}

/**
 * Premium "7- and 30-day trends" of the days up to `date` (a local "YYYY-MM-DD" in `tz`):
 * calories, protein and fat, the fat:protein ratio and the electrolytes, each as a chart with a
 * text summary. Meant to sit in the insights card, which renders it for subscribers only.
 */
export function NutritionTrends({ date, tz }: { date: string; tz: string }) {
  const [days, setDays] = useState<TrendDays>(7);
  const trends = useTrends(date, tz, days, true);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} aria-busy={trends.isPlaceholderData} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="font-semibold">
          Trends
        </h3>
        {trends.isPlaceholderData && <Spinner className="text-primary" />}
        <div className="ml-auto">
          <RangeToggle value={days} onChange={setDays} />
        </div>
      </div>
      <TrendsBody trends={trends} />
    </section>
  );
}
