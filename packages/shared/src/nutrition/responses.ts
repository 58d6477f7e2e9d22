/** The nutrition targets and insights endpoints' responses (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { AGE_BANDS, ELECTROLYTES, PANEL_NUTRIENTS, SEXES, UPPER_LIMITS, type PanelNutrient, type UpperLimitNutrient } from "./rules";

export const nutritionTargetsSchema = z.object({
  sodiumMg: z.number(),
  potassiumMg: z.number(),
  magnesiumMg: z.number(),
  proteinMode: z.enum(["grams", "perKg"]),
  proteinGrams: z.number(),
  proteinPerKg: z.number(),
  goalWeightKg: z.nullable(z.number()),
  fatProteinRatio: z.number(),
});

export const nutritionProfileSchema = z.object({ sex: z.nullable(z.enum(SEXES)), ageBand: z.nullable(z.enum(AGE_BANDS)) });

export const targetsResponse = z.object({
  targets: nutritionTargetsSchema,
  profile: nutritionProfileSchema,
  /** The targets the user changed from the defaults. */
  customized: z.array(z.string()),
});

/** The foods that supplied most of a nutrient on the day, largest first. */
const topFoodSchema = z.object({ name: z.string(), amount: z.number() });

const electrolyteDaySchema = z.object({
  key: z.enum(ELECTROLYTES),
  /** Foods and electrolyte water together. */
  amount: z.number(),
  /** The part of `amount` from electrolyte water (decision 020). */
  fromDrinks: z.number(),
  target: z.number(),
  /** Below the low share of the target, with something logged. */
  low: z.boolean(),
  /** Some of the day's foods have no data for it: the amount is at least this. */
  incomplete: z.boolean(),
  /** None of the day's foods has data for it: show "no data", not the 0. */
  noData: z.boolean(),
});

/** The day's electrolytes against their targets: free (the carnivore's essentials), unlike the rest of the insights. */
export const electrolytesResponse = z.object({
  date: z.string(),
  entries: z.number(),
  electrolytes: z.array(electrolyteDaySchema),
});

export const insightsResponse = z.object({
  date: z.string(),
  entries: z.number(),
  /** The profile the reference intakes were read for; `fromSettings` false = adult defaults. */
  reference: z.object({ sex: z.enum(SEXES), ageBand: z.enum(AGE_BANDS), fromSettings: z.boolean() }),
  targets: nutritionTargetsSchema,
  electrolytes: z.array(electrolyteDaySchema),
  protein: z.object({ amount: z.number(), target: z.number(), incomplete: z.boolean() }),
  fat: z.object({ amount: z.number(), incomplete: z.boolean() }),
  ratio: z.object({ byGrams: z.nullable(z.number()), goal: z.number() }),
  panel: z.array(
    z.object({
      key: z.enum(PANEL_NUTRIENTS as [PanelNutrient, ...PanelNutrient[]]),
      amount: z.number(),
      reference: z.number(),
      kind: z.enum(["RDA", "AI"]),
      percent: z.number(),
      incomplete: z.boolean(),
      noData: z.boolean(),
      top: z.array(topFoodSchema),
    }),
  ),
  warnings: z.array(
    z.object({
      key: z.enum(Object.keys(UPPER_LIMITS) as [UpperLimitNutrient, ...UpperLimitNutrient[]]),
      amount: z.number(),
      upperLimit: z.number(),
      top: z.array(topFoodSchema),
    }),
  ),
});

export const trendDaySchema = z.object({
  date: z.string(),
  entries: z.number(),
  /** The nutrients none of the day's foods has data for (their 0 means nothing). */
  noData: z.array(z.string()),
  kcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  sodium: z.number(),
  potassium: z.number(),
  magnesium: z.number(),
});

export const trendsResponse = z.object({ days: z.array(trendDaySchema), targets: nutritionTargetsSchema });

export type TargetsResponse = z.infer<typeof targetsResponse>;
export type InsightsResponse = z.infer<typeof insightsResponse>;
export type ElectrolytesResponse = z.infer<typeof electrolytesResponse>;
export type TrendDay = z.infer<typeof trendDaySchema>;
export type TrendsResponse = z.infer<typeof trendsResponse>;
