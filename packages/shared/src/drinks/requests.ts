import * as z from "zod/mini";
import { LOG_CLOCK_SKEW_MS } from "../food/rules";
import { dateTimeSchema } from "../time/fields";
import { DRINK_KINDS, DRINK_ML_MAX, FUTURE_DRINK_MESSAGE, MIX_LIMITS, WATER_TARGET_LIMITS } from "./rules";
import { formatNumber } from "../text/rules";

/* What the drinks endpoints accept (the server validates with these; responses are in ./responses.ts). */

const n = (v: number) => formatNumber(v);
function between(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be between ${n(min)} and ${n(max)}.`;
  return z.number({ error: `${label} must be a number.` }).check(z.minimum(min, message), z.maximum(max, message));
}

export const drinkKindSchema = z.enum(DRINK_KINDS, { error: 'kind must be "water", "coffee", "tea" or "electrolyte".' });

export const logDrinkBodySchema = z.strictObject({
  kind: drinkKindSchema,
  ml: z
    .number({ error: "ml must be a number." })
    .check(z.positive("ml must be more than 0."), z.maximum(DRINK_ML_MAX, `A drink is at most ${n(DRINK_ML_MAX)} ml.`)),
  // The food log's rule: drunk, so not after now (give or take a device clock a little ahead).
  drunkAt: dateTimeSchema("drunkAt").check(z.refine((v) => Date.parse(v) <= Date.now() + LOG_CLOCK_SKEW_MS, FUTURE_DRINK_MESSAGE)),
});
export type LogDrinkBody = z.infer<typeof logDrinkBodySchema>;

export const electrolyteMixSchema = z.strictObject({
  servingMl: between("Serving size", MIX_LIMITS.servingMl),
  saltG: between("Salt", MIX_LIMITS.saltG),
  potassiumMg: between("Potassium", MIX_LIMITS.potassiumMg),
  magnesiumMg: between("Magnesium", MIX_LIMITS.magnesiumMg),
});

/** A change to the drink settings: only the fields given change; `null` puts one back to its default. */
export const drinkSettingsPatchSchema = z.partial(
  z.strictObject({
    waterTargetMl: z.nullable(between("Water target", WATER_TARGET_LIMITS)),
    electrolyteMix: z.nullable(electrolyteMixSchema),
  }),
);
export type DrinkSettingsPatch = z.infer<typeof drinkSettingsPatchSchema>;
