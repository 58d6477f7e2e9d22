import { roundNutrient } from "@app/shared/food";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";

/** A calorie or gram amount with its unit set smaller; "no data" (never 0) when the value is missing. */
export function MacroValue({ value, unit, className }: { value: number | undefined; unit: "kcal" | "g"; className?: string }) {
  if (value === undefined) return <span className={cn("text-sm font-medium text-muted-foreground", className)}>no data</span>;
  return (
    <span className={cn("tabular-nums", className)}>
      {formatNumber(roundNutrient(value, unit))}
      <span className="ml-0.5 text-[0.7em] font-semibold text-muted-foreground">{unit}</span>
    </span>
  );
}
