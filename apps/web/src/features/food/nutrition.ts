import {
  type FoodSummary,
  cookedGrams,
  FOOD_GROUPS,
  gramsFor,
  NUTRIENTS,
  roundNutrient,
  type Nutrients,
  type Portion,
} from "@app/shared/food";
import { formatNumber } from "@/lib/format";

type MacroKey = "kcal" | "protein" | "fat" | "carbs";
type Macro = Extract<(typeof NUTRIENTS)[number], { key: MacroKey }>;
const MACRO_KEYS: readonly string[] = ["kcal", "protein", "fat", "carbs"] satisfies MacroKey[];

/** The macros the log shows for an amount: absent = the food has no data for it. */
export type MacroAmounts = Partial<Record<MacroKey, number>>;

/** Calories, protein, fat and carbs with their labels and units: the shared list's first four. */
export const MACROS: readonly Macro[] = NUTRIENTS.filter((n): n is Macro => MACRO_KEYS.includes(n.key));

export interface NutritionPreview extends MacroAmounts {
  /** Grams as weighed (raw grams when a cooked yield applies). */
  weighedGrams: number;
  /** Grams of the food as eaten. */
  grams: number;
}

/**
 * What an amount brings, as the server will count it: the unit to grams, a raw weight through the
 * cooked yield, then the food's values per 100 g. Undefined while the amount is not a usable one.
 */
export function nutritionPreview(
  food: { nutrients: Nutrients; portions: readonly Portion[] },
  amount: number,
  unit: string,
  cookedYield: number | null = null,
): NutritionPreview | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const weighedGrams = gramsFor(amount, unit, food.portions);
  if (weighedGrams === undefined) return undefined;
  const grams = cookedYield === null ? weighedGrams : cookedGrams(weighedGrams, cookedYield);
  const preview: NutritionPreview = { weighedGrams, grams };
  for (const { key } of MACROS) {
    const per100 = food.nutrients[key];
    if (per100 !== undefined) preview[key] = (per100 * grams) / 100;
  }
  return preview;
}

/** "286 kcal", "25.1 g", or "no data": as a label rounds them, never a missing value shown as 0. */
export function formatMacro(value: number | undefined, unit: "kcal" | "g"): string {
  if (value === undefined) return "no data";
  const text = formatNumber(roundNutrient(value, unit));
  return `${text} ${unit}`;
}

export type YieldSource = "usda-portion" | "protein-retention";

/**
 * The conversion in plain words: "300 g raw yields about 236 g cooked (USDA yield 78.6%)", or
 * "(yield 78.6%, estimated from protein retention)" when USDA gives no cooked weight for the cut.
 */
export function yieldSentence(rawGrams: number, cookedYield: number, source: YieldSource | null): string {
  const raw = formatNumber(Math.round(rawGrams * 10) / 10);
  const cooked = formatNumber(Math.round(rawGrams * cookedYield), { digits: 0 });
  const percent = `${(cookedYield * 100).toFixed(1)}%`;
  const basis = source === "protein-retention" ? `yield ${percent}, estimated from protein retention` : `USDA yield ${percent}`;
  return `${raw} g raw yields about ${cooked} g cooked (${basis})`;
}

export function groupLabel(group: string): string {
  return FOOD_GROUPS.find((g) => g.key === group)?.label ?? "Other";
}

/** "Carbs" for "carbs": the readable names of nutrient keys. */
export function nutrientLabel(key: string): string {
  return NUTRIENTS.find((n) => n.key === key)?.label ?? key;
}

/**
 * "143 kcal · protein 12.6 g · fat 9.5 g" (per 100 g), "no data" for a missing value; each value
 * held together by no-break spaces, so a narrow line wraps between them.
 */
export function per100gSummary(food: Pick<FoodSummary, "kcal" | "protein" | "fat">): string {
  return [formatMacro(food.kcal, "kcal"), `protein ${formatMacro(food.protein, "g")}`, `fat ${formatMacro(food.fat, "g")}`]
    .map((part) => part.replace(/ /g, "\u00a0"))
    .join(" · ");
}

/**
 * What a cooked form's name adds to its raw food's: "Beef, rib eye steak, …, choice, raw" and
 * "Beef, rib eye steak, …, choice, cooked, grilled" → "Cooked, grilled". The whole name when the
 * two share nothing.
 */
export function cookedFormLabel(rawName: string, cookedName: string): string {
  const parts = (name: string) => name.split(",").map((s) => s.trim());
  const raw = new Set(parts(rawName).map((s) => s.toLowerCase()));
  const cooked = parts(cookedName);
  const own = cooked.filter((s) => !raw.has(s.toLowerCase()));
  if (own.length === cooked.length || own.length === 0) return cookedName;
  const rest = own.join(", ");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
