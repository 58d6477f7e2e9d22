import type { FastingMonthStats as MonthStats, FastingPeriodTotals } from "@app/shared/fasting";
import { ChevronLeft, ChevronRight, Flame, RefreshCw } from "lucide-react";
import { lazy, useId, useState, type ReactNode } from "react";
import { ChartFigure } from "@/components/chart-figure";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useFastingMonthStats } from "../api/fasting-queries";
import { monthName } from "@/lib/format";
import { monthOf, shiftMonth, userTimeZone } from "@/lib/local-day";
import { dayName, fastsText, formatHours, hoursSummary, streakText } from "../month-stats";
import { FastingCalendar } from "./fasting-calendar";

// recharts is large: the chart loads only when a Premium user has fasts in the month, so the
// landing page and the free dashboard never carry it. Its summary is plain text and shows at once.
const FastingHoursChart = lazy(() => import("./fasting-hours-chart"));

const EARLIEST_MONTH = "1970-01";

/**
 * Premium: one month of fasting as a calendar, the streak, the last 7 days' and the month's totals,
 * the longest fast and a chart of hours per day. Rendered inside the history card for subscribers
 * only, so a free user's browser never asks for it. In focus mode the streak is left out.
 */
export function FastingMonthStats({ focusMode = false }: { focusMode?: boolean }) {
  const thisMonth = monthOf(new Date());
  const [month, setMonth] = useState(thisMonth);
  const [tz] = useState(userTimeZone);
  const query = useFastingMonthStats(month, tz, true);
  const headingId = useId();

  let body: ReactNode;
  if (query.data) body = <MonthBody stats={query.data} focusMode={focusMode} />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else
    body = (
      <p role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading your calendar…
      </p>
    );

  return (
    <section aria-labelledby={headingId} aria-busy={query.isPlaceholderData} className="grid gap-4 border-t border-border pt-6">
      <div className="flex items-center gap-2">
        {/* Live, so that the month the buttons moved to is announced. */}
        <h3 id={headingId} aria-live="polite" className="font-semibold">
          {monthName(month)}
        </h3>
        {query.isPlaceholderData && <Spinner className="text-primary" />}
        <div className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous month"
            disabled={month <= EARLIEST_MONTH}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next month"
            // Nothing has ended in a month still to come.
            disabled={month >= thisMonth}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}

function MonthBody({ stats, focusMode }: { stats: MonthStats; focusMode: boolean }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <FastingCalendar month={stats.month} days={stats.days} today={stats.today} />
        <div className="grid content-start gap-3">
          {!focusMode && <Streak stats={stats} />}
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Totals and averages">
            <Period label="Last 7 days" totals={stats.lastSevenDays} />
            <Period label={monthName(stats.month, { year: false })} totals={stats.monthTotals} />
            <Tile label="Longest fast" className="col-span-2 lg:col-span-1">
              {stats.longestFast ? formatHours(stats.longestFast.hours) : "None yet"}
              {stats.longestFast && <Note>Ended {dayName(stats.longestFast.date, { yearUnless: stats.today })}</Note>}
            </Tile>
          </dl>
        </div>
      </div>
      <HoursFigure stats={stats} />
    </div>
  );
}

function Streak({ stats }: { stats: MonthStats }) {
  const { headline, detail } = streakText(stats);
  return (
    <div className="flex items-center gap-3 rounded-lg bg-ember-soft px-4 py-3" data-testid="fasting-streak">
      <Flame aria-hidden="true" className="size-6 shrink-0 text-ember" />
      <p className="grid">
        <span className="font-display text-lg font-extrabold tracking-tight">{headline}</span>
        <span className="text-sm text-ember-strong">{detail}</span>
      </p>
    </div>
  );
}

function Tile({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-lg border border-border bg-background/60 px-4 py-3", className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-extrabold tracking-tight tabular-nums">{children}</dd>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <span className="mt-0.5 block font-sans text-xs font-normal tracking-normal text-muted-foreground">{children}</span>;
}

function Period({ label, totals }: { label: string; totals: FastingPeriodTotals }) {
  return (
    <Tile label={label}>
      {formatHours(totals.totalHours)}
      <Note>{fastsText(totals)}</Note>
      {totals.fasts > 0 && <Note>Average {formatHours(totals.averageHours)}</Note>}
    </Tile>
  );
}

function HoursFigure({ stats }: { stats: MonthStats }) {
  const title = "Hours fasted, on the day each fast started";
  return (
    <ChartFigure title={title} summary={hoursSummary(stats)}>
      {stats.monthTotals.fasts > 0 && <FastingHoursChart days={stats.days} title={title} />}
    </ChartFigure>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <p className="text-muted-foreground">We couldn&apos;t load your calendar.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
