import { type DayTotals, fatProteinRatio, formatRatio } from "@app/shared/food";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";

/** A summary's figure: whole calories and grams ("2,294 kcal", "174 g"); the totals below keep the tenths. */
function Figure({ value, unit }: { value: number; unit: "kcal" | "g" }) {
  return (
    <>
      {formatNumber(Math.round(value))}
      <span className="ml-0.5 text-[0.75em] font-semibold text-muted-foreground">{unit}</span>
    </>
  );
}

interface DaySummaryBarProps {
  totals: DayTotals | undefined;
  /** The day's drinks, "1,250 ml" (undefined while they load). */
  water?: string;
  totalsId: string;
  className?: string;
}

/**
 * The day in one line for a phone: calories, protein, fat, the fat:protein ratio and the water drunk, kept in reach
 * under the header while the log scrolls (the full totals sit below search and the list there).
 * Tapping it scrolls to the full totals, `totalsId`, and moves focus there. `className` places the
 * band it sits in (sticky right under the header, so nothing scrolls by between the two).
 */
export function DaySummaryBar({ totals, water, totalsId, className }: DaySummaryBarProps) {
  const ratio = totals ? fatProteinRatio(totals.fat, totals.protein, totals.kcal) : undefined;
  const showTotals = () => {
    const target = document.getElementById(totalsId);
    if (!target) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };
  // Each figure on one line with its label, sized to its content, the room left shared out
  // between them: a column of a fifth of a phone did not hold "2,294 kcal" or "Fat : protein".
  const item = (label: string, value: ReactNode) => (
    <span className="grid justify-items-start whitespace-nowrap">
      <span className="text-[0.7rem] leading-tight font-medium text-muted-foreground">{label}</span>
      <span className="leading-tight font-bold tabular-nums">{value}</span>
    </span>
  );
  return (
    // An opaque band from the header's edge down: the page never shows through above or beside the bar.
    <div className={cn("bg-background py-2", className)}>
      <button
        type="button"
        onClick={showTotals}
        data-testid="day-summary"
        aria-label={summaryLabel(totals, ratio && formatRatio(ratio.byGrams), water)}
        className={cn(
          "flex w-full items-center justify-between gap-2.5 rounded-xl border border-border bg-surface px-3 py-2 text-left text-sm shadow-card",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        )}
      >
        {item("Calories", totals ? <Figure value={totals.kcal} unit="kcal" /> : "–")}
        {item("Protein", totals ? <Figure value={totals.protein} unit="g" /> : "–")}
        {item("Fat", totals ? <Figure value={totals.fat} unit="g" /> : "–")}
        {item("Fat : protein", ratio ? formatRatio(ratio.byGrams) : "–")}
        {item("Water", water ?? "–")}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </button>
    </div>
  );
}

/** What a screen reader hears: the figures in one sentence, then where the button goes. */
function summaryLabel(totals: DayTotals | undefined, ratio: string | undefined, water: string | undefined): string {
  if (!totals) return "Day summary, loading. Show daily totals";
  const n = (value: number) => formatNumber(value, { digits: 0 });
  const parts = [`${n(totals.kcal)} kcal`, `protein ${n(totals.protein)} g`, `fat ${n(totals.fat)} g`];
  if (ratio) parts.push(`fat to protein ${ratio}`);
  if (water) parts.push(`water ${water}`);
  return `Day summary: ${parts.join(", ")}. Show daily totals`;
}
