import { z } from "zod";
import { LOG_CLOCK_SKEW_MS } from "../food/rules";
import { dateTimeSchema } from "../text/schemas";
import { DRINK_KINDS, DRINK_ML_MAX, FUTURE_DRINK_MESSAGE, MIX_LIMITS, WATER_TARGET_LIMITS } from "./rules";
import { formatNumber } from "../text/rules";

/* What the drinks endpoints accept (the server validates with these; answers are in ../contracts/drinks.ts). */

const n = (v: number) => formatNumber(v);
function between(label: string, { min, max }: { min: number; max: number }) {
  return z
    .number({ error: `${label} must be a number.` })
    .min(min, `${label} must be between ${n(min)} and ${n(max)}.`)
    .max(max, `${label} must be between ${n(min)} and ${n(max)}.`);
}

export const drinkKindSchema = z.enum(DRINK_KINDS, { error: 'kind must be "water", "coffee", "tea" or "electrolyte".' });

export const logDrinkBodySchema = z.strictObject({
  kind: drinkKindSchema,
  ml: z
    .number({ error: "ml must be a number." })
    .gt(0, "ml must be more than 0.")
    .max(DRINK_ML_MAX, `A drink is at most ${n(DRINK_ML_MAX)} ml.`),
  // The food log's rule: drunk, so not after now (give or take a device clock a little ahead).
  drunkAt: dateTimeSchema("drunkAt").refine((v) => Date.parse(v) <= Date.now() + LOG_CLOCK_SKEW_MS, FUTURE_DRINK_MESSAGE),
});
export type LogDrinkBody = z.infer<typeof logDrinkBodySchema>;

export const electrolyteMixSchema = z.strictObject({
  servingMl: between("Serving size", MIX_LIMITS.servingMl),
  saltG: between("Salt", MIX_LIMITS.saltG),
  potassiumMg: between("Potassium", MIX_LIMITS.potassiumMg),
  magnesiumMg: between("Magnesium", MIX_LIMITS.magnesiumMg),
});

/** A change to the drink settings: only the fields given change; `null` puts one back to its default. */
export const drinkSettingsPatchSchema = z
  .strictObject({
    waterTargetMl: z.nullable(between("Water target", WATER_TARGET_LIMITS)),
    electrolyteMix: z.nullable(electrolyteMixSchema),
  })
  .partial();
export type DrinkSettingsPatch = z.infer<typeof drinkSettingsPatchSchema>;
