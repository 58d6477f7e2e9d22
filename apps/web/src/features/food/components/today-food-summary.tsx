import { fatProteinRatio, formatRatio } from "@app/shared/food";
import { ChevronRight, UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { formatNumber } from "@/lib/format";
import { useFoodDay } from "../api/food-queries";
import { MacroValue } from "./macro-value";

/**
 * The dashboard's small "Today" card: the day's calories, protein and fat:protein ratio so far,
 * linking to the food log. Before anything is logged it says so; while the day loads, dashes in
 * the same places, so nothing below it moves when the figures come.
 */
export function TodayFoodSummary({ date, tz }: { date: string; tz: string }) {
  const day = useFoodDay(date, tz).data;
  const totals = day?.totals;
  const empty = day !== undefined && day.entries.length === 0;
  const ratio = totals && fatProteinRatio(totals.fat, totals.protein, totals.kcal);
  const n = (value: number) => formatNumber(value, { digits: 0 });
  const label = !totals
    ? "Today's food. Open the food log"
    : empty
      ? "Today: nothing logged yet. Open the food log"
      : `Today: ${n(totals.kcal)} kcal, protein ${n(totals.protein)} g${ratio ? `, fat to protein ${formatRatio(ratio.byGrams)}` : ""}. Open the food log`;
  const figure = (name: string, value: ReactNode) => (
    <span className="grid min-w-0 justify-items-start">
      <span className="text-xs leading-tight font-medium text-muted-foreground">{name}</span>
      <span className="leading-tight font-bold tabular-nums">{value}</span>
    </span>
  );
  return (
    <Card as="section" aria-labelledby="today-food-title">
      <Link
        to="/food"
        aria-label={label}
        data-testid="today-food-summary"
        className="flex items-center gap-4 rounded-xl p-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-soft text-ember-strong"
        >
          <UtensilsCrossed className="size-5" />
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span id="today-food-title" className="font-bold">
            Today
          </span>
          {empty ? (
            <span className="text-sm text-muted-foreground">Nothing logged yet. Log your first meal of the day.</span>
          ) : (
            <span className="grid grid-cols-3 gap-3 text-sm">
              {figure("Calories", totals ? <MacroValue value={totals.kcal} unit="kcal" /> : "–")}
              {figure("Protein", totals ? <MacroValue value={totals.protein} unit="g" /> : "–")}
              {figure("Fat : protein", ratio ? formatRatio(ratio.byGrams) : "–")}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </Link>
    </Card>
  );
}
