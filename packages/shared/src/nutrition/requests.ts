import * as z from "zod/mini";
import { dayQuerySchema } from "../food/requests";
import { AGE_BANDS, SEXES, TARGET_LIMITS, TREND_DAYS } from "./rules";
import { formatNumber } from "../text/rules";

/* What the nutrition targets and insights endpoints accept. */

function limited(field: keyof typeof TARGET_LIMITS, label: string) {
  const { min, max } = TARGET_LIMITS[field];
  const n = (v: number) => formatNumber(v);
  const message = `${label} must be between ${n(min)} and ${n(max)}.`;
  return z.number({ error: `${label} must be a number.` }).check(z.minimum(min, message), z.maximum(max, message));
}

/**
 * A change to the user's targets and profile: only the fields given change, and `null` puts a
 * field back to its default (or, for sex, age band and goal weight, to "not given").
 */
export const targetsPatchSchema = z.partial(
  z.strictObject({
    sodiumMg: z.nullable(limited("sodiumMg", "Sodium target")),
    potassiumMg: z.nullable(limited("potassiumMg", "Potassium target")),
    magnesiumMg: z.nullable(limited("magnesiumMg", "Magnesium target")),
    proteinMode: z.nullable(z.enum(["grams", "perKg"], { error: 'proteinMode must be "grams" or "perKg".' })),
    proteinGrams: z.nullable(limited("proteinGrams", "Protein target")),
    proteinPerKg: z.nullable(limited("proteinPerKg", "Protein per kg")),
    goalWeightKg: z.nullable(limited("goalWeightKg", "Goal weight")),
    fatProteinRatio: z.nullable(limited("fatProteinRatio", "Fat:protein goal")),
    sex: z.nullable(z.enum(SEXES, { error: 'sex must be "female" or "male".' })),
    ageBand: z.nullable(z.enum(AGE_BANDS, { error: "ageBand must be one of 19-30, 31-50, 51-70, 71+." })),
  }),
);
export type TargetsPatch = z.infer<typeof targetsPatchSchema>;

export const insightsQuerySchema = dayQuerySchema;

export const trendsQuerySchema = z.strictObject({
  ...dayQuerySchema.shape,
  days: z.pipe(
    z.enum(TREND_DAYS.map(String) as [`${(typeof TREND_DAYS)[number]}`, ...`${(typeof TREND_DAYS)[number]}`[]], {
      error: "days must be 7 or 30.",
    }),
    z.transform((d) => Number(d) as (typeof TREND_DAYS)[number]),
  ),
});
