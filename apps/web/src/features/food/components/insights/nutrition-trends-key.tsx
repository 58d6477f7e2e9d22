import { type TrendsResponse, ELECTROLYTES, proteinTargetGrams } from "@app/shared/nutrition";
import { formatNutrient, formatRatio } from "@app/shared/food";
import { nutrientLabel } from "../../nutrition";

/*
 * The trend charts' colours and keys, apart from the charts (and recharts): a key is plain HTML
 * that shows with the figure at once, so only the chart's own box waits for the chart.
 */

export type TrendChartKind = "calories" | "macros" | "ratio" | "electrolytes";

/*
 * Theme colours, as CSS variables so that the charts follow the theme. Calories and the macros use
 * the brand's ember and primary as plain series colours; a target is a neutral dashed line, never a
 * red "limit".
 */
export const COLORS = {
  kcal: "var(--color-ember)",
  protein: "var(--color-primary)",
  fat: "var(--color-ember)",
  ratio: "var(--color-ember-strong)",
  sodium: "var(--color-primary)",
  potassium: "var(--color-ember)",
  magnesium: "var(--color-foreground)",
  target: "var(--color-muted-foreground)",
  grid: "var(--color-border)",
} as const;

interface KeyItem {
  label: string;
  color: string;
  dashed?: boolean;
}

/** The lines a chart draws, in its key; none for the calories' bars. */
function keyItems(kind: TrendChartKind, targets: TrendsResponse["targets"]): KeyItem[] {
  switch (kind) {
    case "calories":
      return [];
    case "macros":
      return [
        { label: "Protein", color: COLORS.protein },
        { label: "Fat", color: COLORS.fat },
        { label: `Protein target ${formatNutrient(proteinTargetGrams(targets), "g")}`, color: COLORS.target, dashed: true },
      ];
    case "ratio":
      return [
        { label: "Fat : protein", color: COLORS.ratio },
        { label: `Goal ${formatRatio(targets.fatProteinRatio)}`, color: COLORS.target, dashed: true },
      ];
    case "electrolytes":
      return [
        ...ELECTROLYTES.map((key) => ({ label: nutrientLabel(key), color: COLORS[key] })),
        { label: "Target (100%)", color: COLORS.target, dashed: true },
      ];
  }
}

/** What each line of `kind`'s chart is. Hidden from screen readers: the figure's summary says it in words. */
export function TrendKey({ kind, targets }: { kind: TrendChartKind; targets: TrendsResponse["targets"] }) {
  const items = keyItems(kind, targets);
  if (items.length === 0) return null;
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {items.map(({ label, color, dashed }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className="w-3.5" style={{ borderTopWidth: 2, borderTopStyle: dashed ? "dashed" : "solid", borderTopColor: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
