import { type InsightsResponse, UPPER_LIMIT_HINTS, UPPER_LIMITS } from "@app/shared/nutrition";
import { TriangleAlert } from "lucide-react";
import { amountWithUnit, labelOf } from "./insight-formatting";

/** Vitamin A and copper past their upper limits (liver): amber, informational, naming the foods. */
export function UpperLimitWarnings({ warnings }: Pick<InsightsResponse, "warnings">) {
  if (warnings.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label="Upper limit warnings">
      {warnings.map(({ key, amount, upperLimit, top }) => (
        <li key={key} className="flex gap-3 rounded-lg border border-ember/40 bg-ember-soft/60 p-4 text-sm" data-testid={`warning-${key}`}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-strong" />
          <div className="grid gap-1">
            <p className="font-semibold">
              {/* In what the limit measures (vitamin A: retinol, µg), not the panel's µg RAE. */}
              {labelOf(key)} is above the upper limit: {amountWithUnit(UPPER_LIMITS[key].measuredAs, amount)}
              {key === "vitaminA" && " of preformed vitamin A"}; the limit is {amountWithUnit(UPPER_LIMITS[key].measuredAs, upperLimit)}.
            </p>
            {top.length > 0 && <p className="text-muted-foreground">Mostly from {top.map((t) => t.name).join("; ")}.</p>}
            <p className="text-pretty text-muted-foreground">{UPPER_LIMIT_HINTS[key]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
