import type { LogEntryBody } from "@app/shared";
import type { FoodDetail, FoodEntry } from "@app/shared/contracts/food";
import { formatAmount } from "@app/shared/food";

/**
 * The units an amount can be logged in (the server's `unit`): grams, ounces, one of a USDA food's
 * first two household portions, or a custom food's serving.
 */
export type LogUnit = "g" | "oz" | "portion:0" | "portion:1" | "serving";

export interface UnitOption {
  value: LogUnit;
  label: string;
  /** Grams in one of this unit, for the portions. */
  grams?: number;
}

const WEIGHTS: UnitOption[] = [
  { value: "g", label: "grams" },
  { value: "oz", label: "ounces" },
];

/**
 * What the Unit select offers for a food. A raw weight (converted with a cooked yield) is a weight:
 * grams or ounces only, since a portion of the cooked food is not a raw amount.
 */
export function unitOptions(food: Pick<FoodDetail, "source" | "portions">, weighedRaw = false): UnitOption[] {
  if (weighedRaw) return WEIGHTS;
  if (food.source === "custom") {
    const serving = food.portions[0];
    return serving ? [...WEIGHTS, { value: "serving", label: serving.label, grams: serving.grams }] : WEIGHTS;
  }
  return [...WEIGHTS, ...food.portions.slice(0, 2).map((p, i) => ({ value: `portion:${i}` as LogUnit, label: p.label, grams: p.grams }))];
}

/**
 * The unit an entry was logged in, from the label the server stored ("g", "oz", "1 large",
 * a custom food's serving label): undefined when the food no longer has that portion.
 */
export function unitForEntry(entry: Pick<FoodEntry, "unit" | "food">): LogUnit | undefined {
  if (entry.unit === "g" || entry.unit === "oz") return entry.unit;
  const index = entry.food.portions.findIndex((p) => p.label === entry.unit);
  if (index < 0 || index > 1) return undefined;
  if (entry.food.source === "custom") return index === 0 ? "serving" : undefined;
  return index === 0 ? "portion:0" : "portion:1";
}

/**
 * The request that logs an entry again as it was (Undo after Delete): same food, amount, unit,
 * weighing, time and note. A portion the food no longer has is logged by its weight in grams.
 */
export function logBodyFromEntry(entry: FoodEntry): LogEntryBody {
  const unit = unitForEntry(entry);
  return {
    foodId: entry.food.id,
    ...(unit ? { amount: entry.amount, unit } : { amount: Math.round(entry.weighedGrams * 10) / 10, unit: "g" }),
    weighed: entry.weighed,
    eatenAt: entry.eatenAt,
    ...(entry.note ? { note: entry.note } : {}),
  };
}

const oneDecimal = (x: number) => (Math.round(x * 10) / 10).toLocaleString("en-US", { maximumFractionDigits: 1 });

/** "200 g", "2 × 1 large (100 g)", "300 g raw → about 236 g cooked". */
export function entryAmountText(entry: Pick<FoodEntry, "amount" | "unit" | "weighedGrams" | "weighed" | "grams">): string {
  const amount = formatAmount(entry.amount, entry.unit, entry.weighedGrams);
  return entry.weighed === "raw" ? `${amount} raw → about ${oneDecimal(entry.grams)} g cooked` : amount;
}
