import { LoadError } from "@/components/ui/load-error";
import {
  FREE_RANGE,
  enteredFromKg,
  formatRate,
  formatWeight,
  fromKg,
  type ProgressRange,
  type WeightUnit,
  type WeightsResponse,
} from "@app/shared/progress";
import { LineChart, Trash2 } from "lucide-react";
import { lazy, useRef, useState, type ReactNode } from "react";
import { LazyChart } from "@/components/chart-figure";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { deleteWithUndo } from "@/lib/delete-with-undo";
import { isLocked } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import type { ProgressAccess } from "../../access";
import { useDeleteWeight, useSaveWeight, useWeights } from "../../api/progress-queries";
import { RangePicker } from "../range-picker";

// recharts loads with the chart, never with the landing page.
const ProgressChart = lazy(() => import("../progress-chart"));

/** What the chart says, in words: the trend, its rate, and how many weigh-ins the range has. */
export function weightSummary(data: WeightsResponse, unit: WeightUnit): string {
  const trend = data.trend.at(-1);
  if (!trend) return "No weigh-ins in this range yet.";
  const count = data.entries.length === 1 ? "1 weigh-in" : `${data.entries.length} weigh-ins`;
  const rate = data.rate ? `, ${formatRate(data.rate, unit)}` : "";
  return `Trend weight ${formatWeight(trend.trendKg, unit)}${rate}. ${count} in this range.`;
}

function chartPoints(data: WeightsResponse, unit: WeightUnit) {
  const weights = new Map(data.entries.map((e) => [e.date, enteredFromKg(e.weightKg, unit)]));
  return data.trend.map((t) => ({ date: t.date, trend: fromKg(t.trendKg, unit), value: weights.get(t.date) ?? null }));
}

function useDeleteWithUndo() {
  const remove = useDeleteWeight();
  const restore = useSaveWeight();
  return (entry: { date: string; weightKg: number }, unit: WeightUnit) => {
    const what = `${formatWeight(entry.weightKg, unit, { entered: true })} on ${formatDay(entry.date, { short: true })}`;
    void deleteWithUndo({
      remove: () => remove.mutateAsync(entry.date),
      restore: () => restore.mutateAsync(entry),
      title: "Weigh-in deleted",
      failureTitle: "Couldn't delete this weigh-in",
      restoredTitle: "Weigh-in restored",
      restoreFailureTitle: "Couldn't restore the weigh-in",
      description: what,
    });
  };
}

interface WeightTrendCardProps {
  unit: WeightUnit;
  today: string;
  access: ProgressAccess;
  upgradePrompt: ReactNode;
}

/** The weight chart with its trend, rate and goal line, and the weigh-ins of the range. */
export function WeightTrendCard({ unit, today, access, upgradePrompt }: WeightTrendCardProps) {
  const [range, setRange] = useState<ProgressRange>(FREE_RANGE);
  const locked = access !== "premium" && range !== FREE_RANGE;
  const weights = useWeights(range, today, access !== "checking" && !locked);
  const deleteWeight = useDeleteWithUndo();
  const data = weights.data;
  const showLocked = locked || isLocked(weights.error);

  return (
    <Card as="section" aria-labelledby="weight-trend-title">
      <CardHeader>
        <SectionHeading
          id="weight-trend-title"
          icon={<LineChart />}
          aside={weights.isFetching && <Spinner className="ml-auto text-primary" />}
        >
          Weight trend
        </SectionHeading>
        <CardDescription>
          The line is your trend weight: each day it moves 10% of the way to that day's weight, so one salty meal doesn't hide a month's
          progress.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <RangePicker value={range} onChange={setRange} premium={access === "premium"} label="Weight range" />
        {showLocked ? (
          <div className="grid justify-items-center py-4">{upgradePrompt}</div>
        ) : weights.isError && !data ? (
          <LoadError what="your weights" onRetry={() => void weights.refetch()} />
        ) : !data ? (
          <div className="h-64 animate-pulse rounded-lg bg-muted/50" />
        ) : data.entries.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            {range === FREE_RANGE
              ? "No weigh-ins in the last 30 days. Log your weight above to start your trend."
              : "No weigh-ins in this range yet."}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
              <p>
                <span className="text-sm text-muted-foreground">Trend </span>
                <span className="font-display text-3xl font-extrabold tabular-nums" data-testid="trend-weight">
                  {formatWeight(data.trend.at(-1)!.trendKg, unit)}
                </span>
              </p>
              <p className="text-sm font-medium" data-testid="weight-rate">
                {data.rate ? formatRate(data.rate, unit) : "Weigh in for a week to see your rate."}
              </p>
              {data.goalWeightKg !== null && <p className="text-sm text-muted-foreground">Goal {formatWeight(data.goalWeightKg, unit)}</p>}
            </div>
            <p className="sr-only">{weightSummary(data, unit)}</p>
            <LazyChart fallback={<div className="h-64 animate-pulse rounded-lg bg-muted/50" />}>
              <ProgressChart
                points={chartPoints(data, unit)}
                from={data.from ?? undefined}
                to={today}
                unit={unit}
                valueLabel="Weigh-in"
                trendLabel="Trend"
                goal={data.goalWeightKg === null ? null : { value: fromKg(data.goalWeightKg, unit), label: "Goal" }}
              />
            </LazyChart>
            <WeighInList entries={data.entries} unit={unit} onDelete={(entry) => deleteWeight(entry, unit)} />
          </>
        )}
        {access === "free" && range === FREE_RANGE && (
          <p className="text-sm text-muted-foreground">Free shows your last 30 days. Premium keeps every weigh-in in view.</p>
        )}
      </CardContent>
    </Card>
  );
}

const LIST_LIMIT = 7;

interface WeighInListProps {
  entries: WeightsResponse["entries"];
  unit: WeightUnit;
  onDelete: (entry: WeightsResponse["entries"][number]) => void;
}

function WeighInList({ entries, unit, onDelete }: WeighInListProps) {
  const [all, setAll] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newestFirst = [...entries].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, LIST_LIMIT);
  return (
    <div className="grid gap-2">
      <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
        Weigh-ins
      </h3>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {shown.map((entry) => (
          <li key={entry.date} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="text-sm">{formatDay(entry.date, { short: true })}</span>
            <span className="ml-auto font-semibold tabular-nums">{formatWeight(entry.weightKg, unit, { entered: true })}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete weigh-in on ${formatDay(entry.date, { short: true })}`}
              onClick={() => {
                // Its row goes: focus moves to the list's heading instead of the page's start.
                headingRef.current?.focus();
                onDelete(entry);
              }}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {newestFirst.length > LIST_LIMIT && (
        <Button variant="ghost" className="justify-self-start" onClick={() => setAll(!all)}>
          {all ? "Show fewer" : `Show all ${newestFirst.length}`}
        </Button>
      )}
    </div>
  );
}
