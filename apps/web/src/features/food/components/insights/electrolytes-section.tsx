import { type InsightsResponse, ELECTROLYTE_HINTS } from "@app/shared/nutrition";
import { SODIUM_MG_PER_G_SALT } from "@app/shared/food";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { amountText, labelOf, percentOf, targetMet, targetShareText, targetValueText } from "./insight-formatting";

interface ElectrolytesSectionProps {
  electrolytes: InsightsResponse["electrolytes"];
  onAddSalt: () => void;
  isAddingSalt: boolean;
}

/**
 * Sodium, potassium and magnesium (foods and electrolyte water) against the user's targets, a hint when one is low, and the salt
 * quick-add while sodium is below its target (beside an amount above it, "Add 1 g salt" would
 * contradict the figure).
 */
export function ElectrolytesSection({ electrolytes, onAddSalt, isAddingSalt }: ElectrolytesSectionProps) {
  const sodium = electrolytes.find((e) => e.key === "sodium");
  const saltHelps = sodium !== undefined && sodium.amount < sodium.target;
  return (
    <section aria-labelledby="electrolytes-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="electrolytes-title" className="font-semibold">
          Electrolytes
        </h3>
        {saltHelps && (
          <Button variant="outline" size="sm" onClick={onAddSalt} disabled={isAddingSalt}>
            {isAddingSalt ? <Spinner /> : <Plus aria-hidden="true" />}
            Add 1 g salt
            <span className="font-normal text-muted-foreground">+{SODIUM_MG_PER_G_SALT} mg sodium</span>
          </Button>
        )}
      </div>
      <ul className="grid gap-4">
        {electrolytes.map(({ key, amount, fromDrinks, target, low, incomplete, noData }) => {
          const label = labelOf(key);
          const percent = percentOf(amount, target);
          return (
            <li key={key} className="grid gap-1.5" data-testid={`electrolyte-${key}`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{label}</span>
                <span className="tabular-nums text-muted-foreground">
                  <span className="font-semibold text-foreground">{noData ? "no data" : amountText(amount, "mg")}</span> /{" "}
                  {amountText(target, "mg")} mg
                  {incomplete && !noData && <span title="Some foods have no data for it">*</span>}
                </span>
              </div>
              <Progress
                value={percent}
                label={`${label} against your target`}
                valueText={targetValueText(amount, target, "mg")}
                met={!noData && targetMet(amount, target)}
              />
              {!noData && (
                <p className="text-xs font-medium text-muted-foreground tabular-nums" data-testid={`electrolyte-${key}-share`}>
                  {targetShareText(amount, target)}
                  {fromDrinks > 0 && ` · ${amountText(fromDrinks, "mg")} mg from electrolyte water`}
                </p>
              )}
              {low && <p className="text-sm text-pretty text-muted-foreground">{ELECTROLYTE_HINTS[key]}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
