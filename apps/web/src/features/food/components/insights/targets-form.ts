import { goalWeightKgOf, POUNDS_PER_KG, type TargetsForm } from "@app/shared/food";
import { DEFAULT_TARGETS, type NutritionTargets, type TargetsPatch } from "@app/shared/nutrition";

/* The "Edit targets" form (its rules: targetsForm in @app/shared/food): its values from the saved targets, and the change to send. */

const trim = (n: number) => String(Math.round(n * 100) / 100);

export function formValuesOf(targets: NutritionTargets, weightUnit: "kg" | "lb" = "kg"): TargetsForm {
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

/**
 * What to PATCH: only what the user changed from `initial` (an untouched target stays a default,
 * so a better default still reaches it), the goal weight in kg or null when cleared. Fields the
 * protein mode hides are left as they are.
 */
export function patchOf(values: TargetsForm, initial: TargetsForm): TargetsPatch {
  const changed = (field: keyof TargetsForm) => values[field].trim() !== initial[field].trim();
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
      patch.goalWeightKg = values.goalWeight.trim() === "" ? null : Math.round(goalWeightKgOf(values) * 10) / 10;
  }
  return patch;
}

/** Every target back to its default (the profile and goal weight stay). */
export const RESET_TARGETS: TargetsPatch = Object.fromEntries(
  Object.keys(DEFAULT_TARGETS)
    .filter((k) => k !== "goalWeightKg")
    .map((k) => [k, null]),
);
