/** The drink settings form (zod/mini): text fields in the user's unit, the server's limits. */
import * as z from "zod/mini";
import { MIX_LIMITS, mlOf, volumeIn, WATER_TARGET_LIMITS, type VolumeUnit } from "./rules";
import type { DrinkSettingsPatch } from "../drinks/requests";
import { formatNumber } from "../text/rules";

const n = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

function problemOf(text: string, label: string, min: number, max: number, unit: string): string | undefined {
  if (text.trim() === "") return `Enter ${label}.`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `Enter ${label} as a number.`;
  if (value < min || value > max) return `${label[0]!.toUpperCase()}${label.slice(1)} must be between ${n(min)} and ${n(max)} ${unit}.`;
  return undefined;
}

/** A volume limit in ml as the form shows it: whole ml, or fluid ounces rounded inwards. */
function limitIn(ml: { min: number; max: number }, unit: VolumeUnit) {
  if (unit === "ml") return ml;
  return { min: Math.ceil(volumeIn(ml.min, unit)), max: Math.floor(volumeIn(ml.max, unit)) };
}

export const drinkSettingsForm = z
  .object({
    unit: z.enum(["ml", "fl oz"]),
    waterTarget: z.string(),
    servingSize: z.string(),
    saltG: z.string(),
    potassiumMg: z.string(),
    magnesiumMg: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = (path: keyof typeof values, message: string | undefined) => {
        if (message) ctx.addIssue({ code: "custom", message, path: [path], input: values[path] });
      };
      const target = limitIn(WATER_TARGET_LIMITS, values.unit);
      problem("waterTarget", problemOf(values.waterTarget, "your water target", target.min, target.max, values.unit));
      const serving = limitIn(MIX_LIMITS.servingMl, values.unit);
      problem("servingSize", problemOf(values.servingSize, "the serving size", serving.min, serving.max, values.unit));
      problem("saltG", problemOf(values.saltG, "the salt", MIX_LIMITS.saltG.min, MIX_LIMITS.saltG.max, "g"));
      problem("potassiumMg", problemOf(values.potassiumMg, "the potassium", MIX_LIMITS.potassiumMg.min, MIX_LIMITS.potassiumMg.max, "mg"));
      problem("magnesiumMg", problemOf(values.magnesiumMg, "the magnesium", MIX_LIMITS.magnesiumMg.min, MIX_LIMITS.magnesiumMg.max, "mg"));
    }),
  );
export type DrinkSettingsForm = z.infer<typeof drinkSettingsForm>;

/** The request for a filled form: volumes back to ml (within the server's limits after rounding). */
export function drinkSettingsPatchOf(
  values: DrinkSettingsForm,
): Required<{ [K in keyof DrinkSettingsPatch]: NonNullable<DrinkSettingsPatch[K]> }> {
  const ml = (text: string, { min, max }: { min: number; max: number }) =>
    Math.min(max, Math.max(min, Math.round(mlOf(Number(text), values.unit))));
  return {
    waterTargetMl: ml(values.waterTarget, WATER_TARGET_LIMITS),
    electrolyteMix: {
      servingMl: ml(values.servingSize, MIX_LIMITS.servingMl),
      saltG: Number(values.saltG),
      potassiumMg: Number(values.potassiumMg),
      magnesiumMg: Number(values.magnesiumMg),
    },
  };
}
