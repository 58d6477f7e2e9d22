import type { InsightsResponse } from "@app/shared/nutrition";
import { formatRatio } from "@app/shared/food";
import { Progress } from "@/components/ui/progress";
import { amountText, percentOf, targetMet, targetShareText, targetValueText } from "./insight-formatting";

/** Protein against its target and the day's fat:protein ratio beside its goal (no "over budget": neither is a limit). */
export function MacroTargetsSection({ protein, ratio }: Pick<InsightsResponse, "protein" | "ratio">) {
  const percent = percentOf(protein.amount, protein.target);
  return (
    <section aria-labelledby="macro-targets-title" className="grid gap-4">
      <h3 id="macro-targets-title" className="font-semibold">
        Protein and ratio
      </h3>
      <div className="grid gap-1.5" data-testid="protein-target">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium">Protein</span>
          <span className="tabular-nums text-muted-foreground">
            <span className="font-semibold text-foreground">{amountText(protein.amount, "g")}</span> / {amountText(protein.target, "g")} g
          </span>
        </div>
        <Progress
          value={percent}
          label="Protein against your target"
          valueText={targetValueText(protein.amount, protein.target, "g")}
          met={targetMet(protein.amount, protein.target)}
        />
        <p className="text-xs font-medium text-muted-foreground tabular-nums" data-testid="protein-share">
          {targetShareText(protein.amount, protein.target)}
        </p>
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm" data-testid="ratio-goal">
        <span className="font-medium">Fat : protein</span>
        <span className="tabular-nums text-muted-foreground">
          <span className="font-semibold text-foreground">{ratio.byGrams === null ? "–" : formatRatio(ratio.byGrams)}</span> · goal{" "}
          {formatRatio(ratio.goal)}
        </span>
      </p>
    </section>
  );
}
