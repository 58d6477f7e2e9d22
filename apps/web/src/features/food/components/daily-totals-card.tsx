import { type DayTotals, calorieShares, fatProteinRatio, formatRatio } from "@app/shared/food";
import { Info, Scale } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { MACROS, nutrientLabel } from "../nutrition";
import { MacroValue } from "./macro-value";

/** "carbs", "protein and fat", "kcal, protein and carbs" in words. */
function listOf(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * "Daily totals": calories and macros of the shown day, and its fat:protein ratio by grams and by
 * share of calories. Informational only: no targets, no "over budget".
 */
export function DailyTotalsCard({ totals, id, className }: { totals: DayTotals | undefined; id?: string; className?: string }) {
  const ratio = totals ? fatProteinRatio(totals.fat, totals.protein, totals.kcal) : undefined;
  const shares = totals && calorieShares(totals);
  const missing = (totals?.incomplete ?? []).map((key) => nutrientLabel(key).toLowerCase());

  return (
    // Focusable by script (the phone's day summary moves focus here); scroll-mt clears the sticky header and summary.
    <Card as="section" id={id} tabIndex={-1} aria-labelledby="daily-totals-title" className={cn("scroll-mt-40 outline-none", className)}>
      <CardHeader className="pb-4">
        <SectionHeading id="daily-totals-title" icon={<Scale />} aside={!totals && <Spinner className="ml-auto text-primary" />}>
          Daily totals
        </SectionHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2.5">
          {MACROS.map(({ key, label, unit }) => (
            <div
              key={key}
              className={cn("rounded-lg border border-border bg-background/60 px-3 py-3", key === "kcal" && "col-span-3 px-4")}
            >
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className={cn("mt-1 font-display font-extrabold tracking-tight tabular-nums", key === "kcal" ? "text-3xl" : "text-xl")}>
                {totals ? <MacroValue value={totals[key]} unit={unit} /> : <span className="text-muted-foreground">–</span>}
              </dd>
            </div>
          ))}
        </dl>

        <div className="grid gap-1 rounded-lg bg-muted/70 p-4">
          <p className="text-xs font-medium text-muted-foreground">Fat : protein (by grams)</p>
          {ratio ? (
            <>
              <p className="font-display text-2xl font-extrabold tracking-tight tabular-nums" data-testid="fat-protein-ratio">
                {formatRatio(ratio.byGrams)}
              </p>
              {shares && (
                <p className="text-sm text-muted-foreground tabular-nums" data-testid="calorie-shares">
                  {shares.fat}% of calories from fat, {shares.protein}% from protein
                  {shares.carbs > 0 && `, ${shares.carbs}% from carbs`}
                </p>
              )}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Log a food with protein to see your ratio.</p>
          )}
        </div>

        {missing.length > 0 && (
          <p className="flex gap-2 text-xs text-muted-foreground">
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              Some foods have no data for {listOf(missing)}:{" "}
              {missing.length === 1 ? "that total leaves them out" : "those totals leave them out"}.
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
