import type { TargetsPatch } from "@app/shared";
import { DEFAULT_TARGETS, TARGET_LIMITS, type NutritionTargets } from "@app/shared/nutrition";
import * as z from "zod/mini";

const POUNDS_PER_KG = 2.2046226218;

/** The targets form's fields, as the inputs hold them (text). */
export interface TargetsFormValues {
  sodiumMg: string;
  potassiumMg: string;
  magnesiumMg: string;
  proteinMode: "grams" | "perKg";
  proteinGrams: string;
  proteinPerKg: string;
  goalWeight: string;
  weightUnit: "kg" | "lb";
  fatProteinRatio: string;
}

const trim = (n: number) => String(Math.round(n * 100) / 100);

export function formValuesOf(targets: NutritionTargets, weightUnit: "kg" | "lb" = "kg"): TargetsFormValues {
  const weight =
    targets.goalWeightKg === null ? "" : trim(weightUnit === "kg" ? targets.goalWeightKg : targets.goalWeightKg * POUNDS_PER_KG);
  return {
    sodiumMg: String(targets.sodiumMg),
    potassiumMg: String(targets.potassiumMg),
    magnesiumMg: String(targets.magnesiumMg),
    proteinMode: targets.proteinMode,
    proteinGrams: trim(targets.proteinGrams),
    proteinPerKg: trim(targets.proteinPerKg),
    goalWeight: weight,
    weightUnit,
    fatProteinRatio: trim(targets.fatProteinRatio),
  };
}

type Limited = keyof typeof TARGET_LIMITS;
const n = (v: number) => v.toLocaleString("en-US");

function within(field: Limited, label: string, value: string): string | undefined {
  const { min, max } = TARGET_LIMITS[field];
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number)) return `Enter ${label} as a number.`;
  if (number < min || number > max) return `${label[0]!.toUpperCase()}${label.slice(1)} must be between ${n(min)} and ${n(max)}.`;
  return undefined;
}

const kgOf = (values: Pick<TargetsFormValues, "goalWeight" | "weightUnit">) =>
  values.weightUnit === "kg" ? Number(values.goalWeight) : Number(values.goalWeight) / POUNDS_PER_KG;

/** The same limits the server checks (TARGET_LIMITS), with the goal weight read in the unit chosen. */
export const targetsForm = z
  .object({
    sodiumMg: z.string(),
    potassiumMg: z.string(),
    magnesiumMg: z.string(),
    proteinMode: z.enum(["grams", "perKg"]),
    proteinGrams: z.string(),
    proteinPerKg: z.string(),
    goalWeight: z.string(),
    weightUnit: z.enum(["kg", "lb"]),
    fatProteinRatio: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = (path: keyof TargetsFormValues, message: string | undefined) => {
        if (message) ctx.addIssue({ code: "custom", message, path: [path], input: values[path] });
      };
      problem("sodiumMg", within("sodiumMg", "the sodium target", values.sodiumMg));
      problem("potassiumMg", within("potassiumMg", "the potassium target", values.potassiumMg));
      problem("magnesiumMg", within("magnesiumMg", "the magnesium target", values.magnesiumMg));
      if (values.proteinMode === "grams") problem("proteinGrams", within("proteinGrams", "the protein target", values.proteinGrams));
      else {
        problem("proteinPerKg", within("proteinPerKg", "protein per kg", values.proteinPerKg));
        // Without a goal weight the grams a day apply (the protein hint says so).
        if (values.goalWeight.trim() !== "") {
          const { min, max } = TARGET_LIMITS.goalWeightKg;
          const kg = kgOf(values);
          if (!Number.isFinite(kg)) problem("goalWeight", "Enter the goal weight as a number.");
          else if (kg < min || kg > max)
            problem(
              "goalWeight",
              values.weightUnit === "kg"
                ? `Goal weight must be between ${n(min)} and ${n(max)} kg.`
                : `Goal weight must be between ${n(Math.ceil(min * POUNDS_PER_KG))} and ${n(Math.floor(max * POUNDS_PER_KG))} lb.`,
            );
        }
      }
      problem("fatProteinRatio", within("fatProteinRatio", "the fat:protein goal", values.fatProteinRatio));
    }),
  );

/**
 * What to PATCH: only what the user changed from `initial` (an untouched target stays a default,
 * so a better default still reaches it), the goal weight in kg or null when cleared. Fields the
 * protein mode hides are left as they are.
 */
export function patchOf(values: TargetsFormValues, initial: TargetsFormValues): TargetsPatch {
  const changed = (field: keyof TargetsFormValues) => values[field].trim() !== initial[field].trim();
  const patch: TargetsPatch = {};
  for (const field of ["sodiumMg", "potassiumMg", "magnesiumMg", "fatProteinRatio"] as const) {
    if (changed(field)) patch[field] = Number(values[field]);
  }
  if (changed("proteinMode")) patch.proteinMode = values.proteinMode;
  if (values.proteinMode === "grams") {
    if (changed("proteinGrams")) patch.proteinGrams = Number(values.proteinGrams);
  } else {
    if (changed("proteinPerKg")) patch.proteinPerKg = Number(values.proteinPerKg);
    if (changed("goalWeight") || changed("weightUnit"))
      patch.goalWeightKg = values.goalWeight.trim() === "" ? null : Math.round(kgOf(values) * 10) / 10;
  }
  return patch;
}

/** Every target back to its default (the profile and goal weight stay). */
export const RESET_TARGETS: TargetsPatch = Object.fromEntries(
  Object.keys(DEFAULT_TARGETS)
    .filter((k) => k !== "goalWeightKg")
    .map((k) => [k, null]),
);
