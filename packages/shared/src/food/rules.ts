/** Food rules shared by server and app. No zod here: the app bundles this. */

import { formatNumber } from "../text/rules";

/** A meal is eaten, so its time is not after now; this much later only allows for a device clock running ahead. */
export const LOG_CLOCK_SKEW_MS = 5 * 60_000;
export const FUTURE_MEAL_MESSAGE = "A meal's time can't be in the future.";
export const COPY_INTO_FUTURE_MESSAGE = "Meals can be copied into today or an earlier day, not a day ahead.";

/** Per 100 g, from USDA SR Legacy. A nutrient missing from a food is "no data", never 0. */
export const NUTRIENTS = [
  { key: "kcal", label: "Calories", unit: "kcal" },
  { key: "protein", label: "Protein", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fiber", label: "Fibre", unit: "g" },
  { key: "sugars", label: "Sugars", unit: "g" },
  { key: "water", label: "Water", unit: "g" },
  { key: "saturatedFat", label: "Saturated fat", unit: "g" },
  { key: "monoFat", label: "Monounsaturated fat", unit: "g" },
  { key: "polyFat", label: "Polyunsaturated fat", unit: "g" },
  { key: "cholesterol", label: "Cholesterol", unit: "mg" },
  { key: "sodium", label: "Sodium", unit: "mg" },
  { key: "potassium", label: "Potassium", unit: "mg" },
  { key: "magnesium", label: "Magnesium", unit: "mg" },
  { key: "calcium", label: "Calcium", unit: "mg" },
  { key: "phosphorus", label: "Phosphorus", unit: "mg" },
  { key: "iron", label: "Iron", unit: "mg" },
  { key: "zinc", label: "Zinc", unit: "mg" },
  { key: "copper", label: "Copper", unit: "mg" },
  { key: "selenium", label: "Selenium", unit: "µg" },
  { key: "vitaminA", label: "Vitamin A", unit: "µg RAE" },
  /** Preformed vitamin A, the part its upper limit is about (liver's is nearly all retinol). */
  { key: "retinol", label: "Retinol (preformed vitamin A)", unit: "µg" },
  { key: "vitaminB12", label: "Vitamin B12", unit: "µg" },
  { key: "vitaminB6", label: "Vitamin B6", unit: "mg" },
  { key: "vitaminC", label: "Vitamin C", unit: "mg" },
  { key: "vitaminD", label: "Vitamin D", unit: "µg" },
  { key: "vitaminK", label: "Vitamin K", unit: "µg" },
  { key: "vitaminE", label: "Vitamin E", unit: "mg" },
  { key: "folate", label: "Folate", unit: "µg DFE" },
  { key: "riboflavin", label: "Riboflavin (B2)", unit: "mg" },
  { key: "niacin", label: "Niacin (B3)", unit: "mg" },
  { key: "thiamin", label: "Thiamin (B1)", unit: "mg" },
  { key: "choline", label: "Choline", unit: "mg" },
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number]["key"];
export const NUTRIENT_KEYS = NUTRIENTS.map((n) => n.key) as readonly NutrientKey[];
/** Amounts per 100 g; a key that is absent means the source has no data for it. */
export type Nutrients = Partial<Record<NutrientKey, number>>;

/** Food groups, derived from USDA's group codes (organ meats split out of their species' groups). */
export const FOOD_GROUPS = [
  { key: "beef", label: "Beef" },
  { key: "pork", label: "Pork" },
  { key: "lamb-veal-game", label: "Lamb, veal & game" },
  { key: "poultry", label: "Poultry" },
  { key: "fish", label: "Fish & shellfish" },
  { key: "eggs", label: "Eggs" },
  { key: "dairy", label: "Dairy" },
  { key: "organ", label: "Organ meats" },
  { key: "fats", label: "Fats & oils" },
  { key: "other", label: "Other" },
] as const;
export type FoodGroup = (typeof FOOD_GROUPS)[number]["key"];

export const GRAMS_MAX = 5000;
/** Servings eaten of a meal logged as one (a recipe's): a whole number, as a recipe's servings are. */
export const MEAL_SERVINGS_MIN = 1;
export const MEAL_SERVINGS_MAX = 12;
/** The most entries any 24-hour window of a log may hold (so a day's view is bounded): no one eats 200 things a day. */
export const DAY_ENTRIES_MAX = 200;
/** Per user and hour: entries logged (one food, or one recipe's ingredients) and days copied. */
export const FOOD_LOGS_PER_HOUR = 300;
export const DAY_COPIES_PER_HOUR = 30;
/** Custom foods and favourites per user: search and the food dialog query them, so each is bounded. */
export const CUSTOM_FOODS_MAX = 500;
export const FAVORITES_MAX = 500;
/** Per user and hour: custom foods created. */
export const CUSTOM_FOODS_PER_HOUR = 60;
/** Per user and hour, shared: entries edited or deleted, favourites added or removed, targets changed; far above hand tidying. */
export const FOOD_EDITS_PER_HOUR = 600;
export const FOOD_NAME_MAX = 120;
/** Foods added together in one go, and the foods one saved meal holds. */
export const GROUP_ITEMS_MAX = 20;
/** Saved meals per user: the food log queries them all, so they are bounded. */
export const SAVED_MEALS_MAX = 50;
export const SAVED_MEAL_NAME_MAX = 60;
export const NOTE_MAX = 500;
/** A custom food's limits beyond the name and the serving's grams. */
export const SERVING_LABEL_MAX = 40;
export const KCAL_MAX = 9_000;
export const SODIUM_MG_MAX = 1_000_000;
export const GRAMS_PER_OUNCE = 28.349523125;
/** Sodium in table salt: 1 g of salt (sodium chloride) holds 393 mg of sodium. */
export const SODIUM_MG_PER_G_SALT = 393;

/** Our own catalog food for the salt quick-add (see the server's own-foods.ts). */
export const SALT_FOOD_ID = "99001";

/** Grams, ounces, a USDA food's first two household portions, or a custom food's one serving. */
export const AMOUNT_UNITS = ["g", "oz", "portion:0", "portion:1", "serving"] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

export interface Portion {
  label: string;
  grams: number;
}

/** Grams for an amount in a unit, or undefined for a portion the food does not have. */
export function gramsFor(amount: number, unit: string, portions: readonly Portion[]): number | undefined {
  if (unit === "g") return amount;
  if (unit === "oz") return amount * GRAMS_PER_OUNCE;
  if (unit === "serving") return portions[0] && amount * portions[0].grams;
  const match = /^portion:(\d)$/.exec(unit);
  const portion = match ? portions[Number(match[1])] : undefined;
  return portion ? amount * portion.grams : undefined;
}

/** Raw grams once cooked, by USDA's yield (cooked grams per raw gram). */
export function cookedGrams(rawGrams: number, yieldFactor: number): number {
  return rawGrams * yieldFactor;
}

/** The amount of one nutrient in `grams` of a food, or undefined when the food has no data for it. */
export function nutrientIn(per100g: Nutrients, key: NutrientKey, grams: number): number | undefined {
  const value = per100g[key];
  return value === undefined ? undefined : (value * grams) / 100;
}

/** As a nutrition label rounds: kcal whole, g to 0.1, mg and µg whole from 10 up and to 0.1 below. */
export function roundNutrient(value: number, unit: string): number {
  if (unit === "kcal") return Math.round(value);
  if (unit === "g") return Math.round(value * 10) / 10;
  return Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

export function formatNutrient(value: number | undefined, unit: string): string {
  if (value === undefined) return "no data";
  const rounded = roundNutrient(value, unit);
  const text = formatNumber(rounded, { maximumFractionDigits: 1 });
  return unit === "kcal" ? `${text} kcal` : `${text} ${unit}`;
}

/** Energy per gram, by the Atwater factors USDA's labels use. */
export const KCAL_PER_GRAM = { protein: 4, fat: 9, carbs: 4 } as const;

export interface FatProteinRatio {
  /** Grams of fat per gram of protein, e.g. 1.1 for "1.1 : 1". */
  byGrams: number;
  /** Share of the day's calories from fat and from protein, in whole percent. */
  fatEnergyPercent: number;
  proteinEnergyPercent: number;
}

/** The fat:protein ratio of a day, or undefined with no protein (a ratio to nothing means nothing). */
export function fatProteinRatio(fatGrams: number, proteinGrams: number, kcal: number): FatProteinRatio | undefined {
  if (!(proteinGrams > 0)) return undefined;
  const energy = kcal > 0 ? kcal : fatGrams * KCAL_PER_GRAM.fat + proteinGrams * KCAL_PER_GRAM.protein;
  return {
    byGrams: fatGrams / proteinGrams,
    fatEnergyPercent: energy > 0 ? Math.round(((fatGrams * KCAL_PER_GRAM.fat) / energy) * 100) : 0,
    proteinEnergyPercent: energy > 0 ? Math.round(((proteinGrams * KCAL_PER_GRAM.protein) / energy) * 100) : 0,
  };
}

export interface CalorieShares {
  fat: number;
  protein: number;
  carbs: number;
}

/**
 * Calorie shares of fat, protein and carbs in whole percent adding up to 100 (largest remainder; ties: fat, protein,
 * carbs). Undefined when the macros give no energy.
 */
export function calorieShares(grams: { fat: number; protein: number; carbs: number }): CalorieShares | undefined {
  const keys = ["fat", "protein", "carbs"] as const;
  const energy = keys.map((key) => Math.max(0, grams[key]) * KCAL_PER_GRAM[key]);
  const total = energy.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return undefined;
  const exact = energy.map((e) => (e / total) * 100);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((a, b) => a + b, 0);
  const byRemainder = [0, 1, 2].sort((a, b) => exact[b]! - shares[b]! - (exact[a]! - shares[a]!) || a - b);
  for (const i of byRemainder.slice(0, left)) shares[i]! += 1;
  return { fat: shares[0]!, protein: shares[1]!, carbs: shares[2]! };
}

/** "1.1 : 1" */
export function formatRatio(byGrams: number): string {
  return `${(Math.round(byGrams * 10) / 10).toFixed(1)} : 1`;
}

/** An amount as the log shows it: "200 g", "7.1 oz (200 g)", "2 × 1 large (100 g)". */
export function formatAmount(amount: number, unitLabel: string, grams: number): string {
  const n = (x: number) => formatNumber(Math.round(x * 10) / 10, { maximumFractionDigits: 1 });
  if (unitLabel === "g") return `${n(amount)} g`;
  if (unitLabel === "oz") return `${n(amount)} oz (${n(grams)} g)`;
  return `${amount === 1 ? "" : `${n(amount)} × `}${unitLabel} (${n(grams)} g)`;
}

/** What a meal's time field says when it holds no date and time (the food log's and a recipe's). */
export const EATEN_AT_MISSING_MESSAGE = "Enter the date and time you ate it.";
