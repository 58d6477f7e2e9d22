/** The drinks endpoints' responses (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { DRINK_KINDS } from "./rules";

const timestamp = z.iso.datetime({ offset: true });

export const drinkSchema = z.object({
  id: z.string(),
  kind: z.enum(DRINK_KINDS),
  ml: z.number(),
  drunkAt: timestamp,
  /** The minerals it held when it was logged (electrolyte water's mix at the time; 0 for the others). */
  sodiumMg: z.number(),
  potassiumMg: z.number(),
  magnesiumMg: z.number(),
});

const electrolyteMixSchema = z.object({
  servingMl: z.number(),
  saltG: z.number(),
  potassiumMg: z.number(),
  magnesiumMg: z.number(),
});

export const drinkSettingsResponse = z.object({
  waterTargetMl: z.number(),
  /** The target is the default (the user never set one). */
  defaultTarget: z.boolean(),
  electrolyteMix: electrolyteMixSchema,
});

const drinkTotalsSchema = z.object({
  waterMl: z.number(),
  byKind: z.object({ water: z.number(), coffee: z.number(), tea: z.number(), electrolyte: z.number() }),
  sodiumMg: z.number(),
  potassiumMg: z.number(),
  magnesiumMg: z.number(),
});

/** GET /api/food/drinks: one local day's drinks, oldest first, their totals and the settings. */
export const drinksDayResponse = z.object({
  date: z.string(),
  drinks: z.array(drinkSchema),
  totals: drinkTotalsSchema,
  settings: drinkSettingsResponse,
});

export const drinkResponse = z.object({ drink: drinkSchema });

export type Drink = z.infer<typeof drinkSchema>;
/** What the electrolyte water holds per serving of `servingMl`: grams of table salt, potassium and magnesium in mg. */
export type ElectrolyteMix = z.infer<typeof electrolyteMixSchema>;
/** A day's drinks added up: water (the kinds of WATER_KINDS), each kind, and the minerals. */
export type DrinkTotals = z.infer<typeof drinkTotalsSchema>;
export type DrinkSettingsResponse = z.infer<typeof drinkSettingsResponse>;
export type DrinksDayResponse = z.infer<typeof drinksDayResponse>;
export type DrinkResponse = z.infer<typeof drinkResponse>;
