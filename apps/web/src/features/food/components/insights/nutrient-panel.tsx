import { type InsightsResponse, AGE_BAND_LABELS } from "@app/shared/nutrition";
import { Link } from "react-router";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { amountWithUnit, labelOf } from "./insight-formatting";

/** Rows before "Show all": the full panel is long on a phone. */
const FIRST_ROWS = 8;

/** Every tracked vitamin and mineral as % of the reference intake, with the foods that supplied it. */
export function NutrientPanel({ panel, reference }: Pick<InsightsResponse, "panel" | "reference">) {
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? panel : panel.slice(0, FIRST_ROWS);
  const who = `${reference.sex === "female" ? "women" : "men"} aged ${AGE_BAND_LABELS[reference.ageBand]}`;
  const note = reference.fromSettings ? null : (
    <>
      {" "}
      (adult defaults where you gave none:{" "}
      <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
        set yours in Settings
      </Link>
      )
    </>
  );
  return (
    <section aria-labelledby="nutrient-panel-title" className="grid gap-3">
      <div>
        <h3 id="nutrient-panel-title" className="font-semibold">
          Nutrient panel
        </h3>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="panel-reference">
          % of the US reference intake for {who}
          {note}. Sodium, potassium and magnesium are above, against your own targets.
        </p>
      </div>
      <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.key} data-testid={`panel-${row.key}`}>
            <details className="group rounded-md">
              <summary className="grid cursor-pointer list-none gap-1 rounded-md py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                <span className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{labelOf(row.key)}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {row.noData ? (
                      "no data"
                    ) : (
                      <>
                        {amountWithUnit(row.key, row.amount)}
                        {row.incomplete && <span title="Some foods have no data for it">*</span>} ·{" "}
                        <span className="font-semibold text-foreground">{row.percent}%</span>
                      </>
                    )}
                  </span>
                </span>
                <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                  {/* A reference met fills in the success colour: the brand's red would read as a warning. */}
                  <span
                    data-met={(!row.noData && row.percent >= 100) || undefined}
                    className={cn("block h-full rounded-full", !row.noData && row.percent >= 100 ? "bg-success" : "bg-primary/60")}
                    style={{ width: `${row.noData ? 0 : Math.min(100, row.percent)}%` }}
                  />
                </span>
              </summary>
              <div className="pb-2 pt-1 text-xs text-muted-foreground tabular-nums">
                <p>
                  {row.kind} {amountWithUnit(row.key, row.reference)}.{" "}
                  {row.top.length === 0
                    ? "None from today's foods."
                    : `From ${row.top.map((t) => `${t.name} (${amountWithUnit(row.key, t.amount)})`).join("; ")}.`}
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
      {panel.length > FIRST_ROWS && (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
          {showAll ? "Show fewer" : `Show all ${panel.length} nutrients`}
        </Button>
      )}
      <p className="text-xs text-muted-foreground">* Some of the day&apos;s foods have no data for it: the amount is at least this.</p>
    </section>
  );
}
