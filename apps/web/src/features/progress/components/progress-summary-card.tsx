import { formatRate, formatWeight } from "@app/shared/progress";
import { ChevronRight, TrendingDown } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { todayLocal } from "@/lib/local-day";
import { useOverview, useUnits } from "../api/progress-queries";

/**
 * The dashboard's small "Progress" card: the trend weight and the journal streak, linking to
 * /progress. `focusMode`: the user asked for no streaks.
 */
export function ProgressSummaryCard({ focusMode = false }: { focusMode?: boolean }) {
  const overview = useOverview(todayLocal());
  // No figure before the user's unit is known: a pound user must never see their weight in kg.
  const unit = useUnits().data?.weightUnit;
  const weight = overview.data?.weight;
  const streak = overview.data?.journalStreak ?? 0;
  return (
    <Card as="section" aria-labelledby="progress-summary-title">
      <Link
        to="/progress"
        className="flex items-center gap-4 rounded-xl p-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          <TrendingDown className="size-5" />
        </span>
        <span className="grid min-w-0 gap-0.5">
          <span id="progress-summary-title" className="font-bold">
            Progress
          </span>
          {/* Two lines kept on a phone: the figure that replaces the placeholder must not move the cards below. */}
          <span className="min-h-10 text-sm text-muted-foreground sm:min-h-0">
            {!overview.data || !unit
              ? "Your weight trend, journal and measurements."
              : weight
                ? `Trend ${formatWeight(weight.trendKg, unit)}${weight.rate ? `, ${formatRate(weight.rate, unit)}` : ""}`
                : "Log a weigh-in to start your trend."}
            {streak > 0 && !focusMode && ` · Journal ${streak === 1 ? "1 day" : `${streak} days`} in a row`}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="ml-auto size-5 shrink-0 text-muted-foreground" />
      </Link>
    </Card>
  );
}
