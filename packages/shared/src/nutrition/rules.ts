/** Nutrition reference values, sources beside each (no zod: the app bundles this). Defaults are targets, not prescriptions. */
import type { NutrientKey } from "../food/rules";

export const SEXES = ["female", "male"] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { female: "Female", male: "Male" };
export const AGE_BANDS = ["19-30", "31-50", "51-70", "71+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = { "19-30": "19–30", "31-50": "31–50", "51-70": "51–70", "71+": "71 and over" };

/** With neither sex nor age band given, the panel reads the adult male 31–50 column (the DRI tables' reference adult). */
export const DEFAULT_PROFILE = { sex: "male", ageBand: "31-50" } as const satisfies { sex: Sex; ageBand: AgeBand };

/**
 * The nutrients the panel measures against a reference intake. Macros and the electrolytes are
 * measured against the user's own targets instead (sodium's 3,000 mg target and its 1,500 mg AI
 * side by side would say "low" and "200%" of the same day); retinol is part of vitamin A.
 */
export type PanelNutrient = Exclude<
  NutrientKey,
  | "kcal"
  | "protein"
  | "fat"
  | "carbs"
  | "fiber"
  | "sugars"
  | "water"
  | "saturatedFat"
  | "monoFat"
  | "polyFat"
  | "cholesterol"
  | "sodium"
  | "potassium"
  | "magnesium"
  | "retinol"
>;

type ByBand = readonly [number, number, number, number];
interface Reference {
  kind: "RDA" | "AI";
  female: ByBand;
  male: ByBand;
}
const same = (value: number): ByBand => [value, value, value, value];

/**
 * US Dietary Reference Intakes for adults (National Academies, Food and Nutrition Board; the 2019
 * update for sodium and potassium, 2011 for vitamin D), per day, in the units of USDA's data:
 * the RDA where there is one, the AI otherwise. Columns: 19–30, 31–50, 51–70, 71+.
 */
export const REFERENCE_INTAKES: Record<PanelNutrient, Reference> = {
  calcium: { kind: "RDA", female: [1000, 1000, 1200, 1200], male: [1000, 1000, 1000, 1200] },
  phosphorus: { kind: "RDA", female: same(700), male: same(700) },
  iron: { kind: "RDA", female: [18, 18, 8, 8], male: same(8) },
  zinc: { kind: "RDA", female: same(8), male: same(11) },
  copper: { kind: "RDA", female: same(0.9), male: same(0.9) },
  selenium: { kind: "RDA", female: same(55), male: same(55) },
  vitaminA: { kind: "RDA", female: same(700), male: same(900) },
  vitaminB12: { kind: "RDA", female: same(2.4), male: same(2.4) },
  vitaminB6: { kind: "RDA", female: [1.3, 1.3, 1.5, 1.5], male: [1.3, 1.3, 1.7, 1.7] },
  vitaminC: { kind: "RDA", female: same(75), male: same(90) },
  vitaminD: { kind: "RDA", female: [15, 15, 15, 20], male: [15, 15, 15, 20] },
  vitaminK: { kind: "AI", female: same(90), male: same(120) },
  vitaminE: { kind: "RDA", female: same(15), male: same(15) },
  folate: { kind: "RDA", female: same(400), male: same(400) },
  riboflavin: { kind: "RDA", female: same(1.1), male: same(1.3) },
  niacin: { kind: "RDA", female: same(14), male: same(16) },
  thiamin: { kind: "RDA", female: same(1.1), male: same(1.2) },
  choline: { kind: "AI", female: same(425), male: same(550) },
};
export const PANEL_NUTRIENTS = Object.keys(REFERENCE_INTAKES) as PanelNutrient[];

export function referenceIntake(key: PanelNutrient, sex: Sex, ageBand: AgeBand): { amount: number; kind: "RDA" | "AI" } {
  const reference = REFERENCE_INTAKES[key];
  return { amount: reference[sex][AGE_BANDS.indexOf(ageBand)]!, kind: reference.kind };
}

/**
 * Adult upper intake levels a carnivore day can reach (same source; liver holds both). Vitamin A's is for preformed
 * vitamin A, so it is measured as retinol (RAE where a food has no retinol value: the cautious reading).
 */
export const UPPER_LIMITS = {
  vitaminA: { amount: 3000, measuredAs: "retinol", fallback: "vitaminA" },
  copper: { amount: 10, measuredAs: "copper", fallback: null },
} as const satisfies Record<string, { amount: number; measuredAs: NutrientKey; fallback: NutrientKey | null }>;
export type UpperLimitNutrient = keyof typeof UPPER_LIMITS;

/** The electrolytes shown against the user's own targets. */
export const ELECTROLYTES = ["sodium", "potassium", "magnesium"] as const satisfies readonly NutrientKey[];
export type Electrolyte = (typeof ELECTROLYTES)[number];

export interface NutritionTargets {
  sodiumMg: number;
  potassiumMg: number;
  magnesiumMg: number;
  /** Protein as grams a day, or grams per kg of goal body weight (needs the goal weight). */
  proteinMode: "grams" | "perKg";
  proteinGrams: number;
  proteinPerKg: number;
  goalWeightKg: number | null;
  /** Grams of fat per gram of protein. */
  fatProteinRatio: number;
}

/**
 * PRODUCT.md's carnivore defaults, each with its source (see docs/nutrition-targets.md):
 * - sodium 3,000 mg, the low end of the 3,000–5,000 mg carnivore and low-carb practice range
 *   (Phinney & Volek, "The Art and Science of Low Carbohydrate Living", 2011);
 * - potassium 3,400 mg, the adult male AI (NASEM 2019); magnesium 400 mg, the adult male RDA (IOM 1997);
 * - protein 1.6 g per kg of goal weight, inside 1.2–2.0 g/kg (ISSN position stand on protein, 2017),
 *   or 120 g a day when no goal weight is given;
 * - fat:protein 1 : 1 by grams (the common carnivore starting point, PRODUCT.md).
 */
export const DEFAULT_TARGETS: NutritionTargets = {
  sodiumMg: 3000,
  potassiumMg: 3400,
  magnesiumMg: 400,
  proteinMode: "perKg",
  proteinGrams: 120,
  proteinPerKg: 1.6,
  goalWeightKg: null,
  fatProteinRatio: 1,
};

/** The limits a target may be set within (the server validates with these, the form shows them). */
export const TARGET_LIMITS = {
  sodiumMg: { min: 500, max: 10_000 },
  potassiumMg: { min: 500, max: 10_000 },
  magnesiumMg: { min: 50, max: 2_000 },
  proteinGrams: { min: 10, max: 500 },
  proteinPerKg: { min: 0.5, max: 4 },
  goalWeightKg: { min: 30, max: 300 },
  fatProteinRatio: { min: 0.2, max: 5 },
} as const;

export function electrolyteTarget(targets: NutritionTargets, key: Electrolyte): number {
  return { sodium: targets.sodiumMg, potassium: targets.potassiumMg, magnesium: targets.magnesiumMg }[key];
}

/** Grams of protein a day the targets ask for: per kg of goal weight when both are given, else the grams. */
export function proteinTargetGrams(targets: NutritionTargets): number {
  if (targets.proteinMode === "perKg" && targets.goalWeightKg !== null) return targets.proteinPerKg * targets.goalWeightKg;
  return targets.proteinGrams;
}

/** Below this share of a target an electrolyte counts as low for the day. */
export const LOW_SHARE = 0.8;

/** Plain-language hints for a low electrolyte (informational, not medical advice). */
export const ELECTROLYTE_HINTS: Record<Electrolyte, string> = {
  sodium:
    "Low sodium is common when you cut carbs: your kidneys let more of it go. It can show up as headaches, tiredness or cramps. Salting your food or a glass of broth helps.",
  potassium:
    "Meat and fish hold potassium, but a typical meat-and-eggs day often lands short. Salmon, beef and pork cuts, and avocado if you eat it, close the gap.",
  magnesium:
    "Magnesium is the mineral a meat-and-eggs day most often misses. Fish such as mackerel and salmon help; many people on this diet also take a supplement.",
};

/** What the warnings say when an upper limit is reached. */
export const UPPER_LIMIT_HINTS: Record<UpperLimitNutrient, string> = {
  vitaminA:
    "Liver is rich in preformed vitamin A. Regularly eating above the upper limit can build up over time; spreading liver over the week keeps a day under it.",
  copper:
    "Liver, especially beef liver, is very high in copper. Over the upper limit day after day can build up; smaller liver portions keep a day under it.",
};

export const INSIGHTS_DISCLAIMER = "Informational, not medical advice. Talk to your doctor about what is right for you.";

/** The trend views' lengths. */
export const TREND_DAYS = [7, 30] as const;
export type TrendDays = (typeof TREND_DAYS)[number];
