/** Drinks rules shared by server and app; no zod: the app bundles this. Defaults: docs/decisions/020-drinks.md. */
import type { DrinkTotals, ElectrolyteMix } from "./responses";
import { SODIUM_MG_PER_G_SALT } from "../food/rules";

/** What can be logged during a fast without breaking it (nothing with calories). */
export const DRINK_KINDS = ["water", "coffee", "tea", "electrolyte"] as const;
export type DrinkKind = (typeof DRINK_KINDS)[number];
export const DRINK_LABELS: Record<DrinkKind, string> = {
  water: "Water",
  coffee: "Black coffee",
  tea: "Tea",
  electrolyte: "Electrolyte water",
};

/** One drink: more than 0 and at most this many ml (a big bottle). */
export const DRINK_ML_MAX = 2_000;
/** The most drinks any 24 hours may hold (so a day's view is bounded), with room to spare. */
export const DRINKS_DAY_MAX = 100;
/** Per user and hour: drinks logged, and drinks removed or settings changed. */
export const DRINKS_PER_HOUR = 120;
export const DRINK_EDITS_PER_HOUR = 300;

/** The message for a drink's time after now (the food log's clock rule). */
export const FUTURE_DRINK_MESSAGE = "A drink's time can't be in the future.";

/** The day's water target until the user sets one (EFSA's adequate intake, see decision 020). */
export const DEFAULT_WATER_TARGET_ML = 2_000;
export const WATER_TARGET_LIMITS = { min: 500, max: 6_000 } as const;

/** A plain start, about a quarter teaspoon of salt in a bottle: the user says what theirs holds. */
export const DEFAULT_ELECTROLYTE_MIX: ElectrolyteMix = { servingMl: 500, saltG: 1, potassiumMg: 0, magnesiumMg: 0 };
export const MIX_LIMITS = {
  servingMl: { min: 100, max: DRINK_ML_MAX },
  saltG: { min: 0, max: 10 },
  potassiumMg: { min: 0, max: 2_000 },
  magnesiumMg: { min: 0, max: 1_000 },
} as const satisfies Record<keyof ElectrolyteMix, { min: number; max: number }>;

export interface DrinkMinerals {
  sodiumMg: number;
  potassiumMg: number;
  magnesiumMg: number;
}
export const NO_MINERALS: DrinkMinerals = { sodiumMg: 0, potassiumMg: 0, magnesiumMg: 0 };

/** The minerals in `ml` of a drink: the mix's share for electrolyte water, none for the others. */
export function mineralsIn(kind: DrinkKind, ml: number, mix: ElectrolyteMix): DrinkMinerals {
  if (kind !== "electrolyte") return NO_MINERALS;
  const servings = ml / mix.servingMl;
  return {
    sodiumMg: mix.saltG * SODIUM_MG_PER_G_SALT * servings,
    potassiumMg: mix.potassiumMg * servings,
    magnesiumMg: mix.magnesiumMg * servings,
  };
}

/** What the day's water total counts; coffee and tea have their own totals (decision 026). */
export const WATER_KINDS: readonly DrinkKind[] = ["water", "electrolyte"];

export function drinkTotals(drinks: readonly ({ kind: DrinkKind; ml: number } & DrinkMinerals)[]): DrinkTotals {
  const byKind: Record<DrinkKind, number> = { water: 0, coffee: 0, tea: 0, electrolyte: 0 };
  const totals = { waterMl: 0, sodiumMg: 0, potassiumMg: 0, magnesiumMg: 0 };
  for (const d of drinks) {
    byKind[d.kind] += d.ml;
    if (WATER_KINDS.includes(d.kind)) totals.waterMl += d.ml;
    totals.sodiumMg += d.sodiumMg;
    totals.potassiumMg += d.potassiumMg;
    totals.magnesiumMg += d.magnesiumMg;
  }
  return { ...totals, byKind };
}

/** Amounts are stored in ml and shown in the user's units: ml, or US fluid ounces for a pound user. */
export type VolumeUnit = "ml" | "fl oz";
export const ML_PER_FL_OZ = 29.5735295625;

/** The volume unit of a user who weighs in kg or lb (the app's one metric/imperial choice). */
export function volumeUnitFor(weightUnit: "kg" | "lb" | undefined): VolumeUnit {
  return weightUnit === "lb" ? "fl oz" : "ml";
}

/** ml as a number in `unit`: whole ml, fluid ounces to 0.1. */
export function volumeIn(ml: number, unit: VolumeUnit): number {
  return unit === "ml" ? Math.round(ml) : Math.round((ml / ML_PER_FL_OZ) * 10) / 10;
}

/** A number in `unit` as ml (what a typed amount or target is sent as). */
export function mlOf(amount: number, unit: VolumeUnit): number {
  return unit === "ml" ? amount : amount * ML_PER_FL_OZ;
}

/** The quick-add sizes: round amounts in the user's own unit. */
export const QUICK_AMOUNTS: Record<VolumeUnit, readonly { label: string; ml: number }[]> = {
  ml: [
    { label: "Glass", ml: 250 },
    { label: "Mug", ml: 350 },
    { label: "Bottle", ml: 500 },
  ],
  "fl oz": [
    { label: "Glass", ml: 8 * ML_PER_FL_OZ },
    { label: "Mug", ml: 12 * ML_PER_FL_OZ },
    { label: "Bottle", ml: 16 * ML_PER_FL_OZ },
  ],
};
