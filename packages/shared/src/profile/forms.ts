/** The onboarding form (zod/mini, small enough for a lazy chunk): text fields, every answer optional; the server checks in metric. */
import * as z from "zod/mini";
import { CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, FASTING_TYPE_OPTIONS, customFastingType, type FastingChoice } from "../fasting/rules";
import { AGE_BANDS, SEXES, TARGET_LIMITS } from "../nutrition/rules";
import { GOALS } from "./rules";
import type { OnboardingAnswers } from "../profile/requests";
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG, WEIGHT_UNITS, fromKg, notANumberMessage, toKg, type WeightUnit } from "../progress/rules";
import { isCustomHours } from "../fasting/forms";

const CHOICES = FASTING_TYPE_OPTIONS.map((option) => option.value) as [FastingChoice, ...FastingChoice[]];
const YES_NO = ["yes", "no"] as const;
const orNone = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(""), z.enum(values)]);

/** A weight within [minKg, maxKg] in the unit chosen, or nothing. */
function weightProblem(value: string, unit: WeightUnit, label: string, minKg: number, maxKg: number): string | null {
  if (value.trim() === "") return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return notANumberMessage(label);
  const kg = toKg(number, unit);
  if (kg >= minKg && kg <= maxKg) return null;
  return `${label} must be between ${fromKg(minKg, unit)} and ${fromKg(maxKg, unit)} ${unit}.`;
}

export const onboardingForm = z
  .object({
    goal: orNone(GOALS),
    weightUnit: z.enum(WEIGHT_UNITS),
    currentWeight: z.string(),
    goalWeight: z.string(),
    plan: orNone(CHOICES),
    customHours: z.string(),
    sex: orNone(SEXES),
    ageBand: orNone(AGE_BANDS),
    dairy: orNone(YES_NO),
    eggs: orNone(YES_NO),
  })
  .check(
    z.superRefine((form, ctx) => {
      const current = weightProblem(form.currentWeight, form.weightUnit, "Current weight", WEIGHT_MIN_KG, WEIGHT_MAX_KG);
      if (current) ctx.addIssue({ code: "custom", message: current, path: ["currentWeight"], input: form.currentWeight });
      const { min, max } = TARGET_LIMITS.goalWeightKg;
      const goal = weightProblem(form.goalWeight, form.weightUnit, "Goal weight", min, max);
      if (goal) ctx.addIssue({ code: "custom", message: goal, path: ["goalWeight"], input: form.goalWeight });
      if (form.plan === "Custom" && !isCustomHours(form.customHours)) {
        const message = `Choose whole hours from ${CUSTOM_MIN_HOURS} to ${CUSTOM_MAX_HOURS}.`;
        ctx.addIssue({ code: "custom", message, path: ["customHours"], input: form.customHours });
      }
    }),
  );
export type OnboardingForm = z.infer<typeof onboardingForm>;

/** Nothing answered yet (the unit is the user's, set by the app). */
export const EMPTY_ONBOARDING_FORM: OnboardingForm = {
  goal: "",
  weightUnit: "kg",
  currentWeight: "",
  goalWeight: "",
  plan: "",
  customHours: "",
  sex: "",
  ageBand: "",
  dairy: "",
  eggs: "",
};

/** The fields of each step, in order: Next checks only these, Skip clears them. */
export const ONBOARDING_STEP_FIELDS = [
  ["goal"],
  ["currentWeight", "goalWeight"],
  ["plan", "customHours"],
  ["sex", "ageBand", "dairy", "eggs"],
] as const satisfies readonly (readonly (keyof OnboardingForm)[])[];

const weightKg = (text: string, unit: WeightUnit) => (text.trim() === "" ? null : toKg(Number(text), unit));
const yesNo = (value: "" | "yes" | "no") => (value === "" ? null : value === "yes");

/** The server's answers from a checked form: an empty field is "not answered" (null). */
export function answersOf(form: OnboardingForm): OnboardingAnswers {
  const currentWeightKg = weightKg(form.currentWeight, form.weightUnit);
  const goalWeightKg = weightKg(form.goalWeight, form.weightUnit);
  return {
    goal: form.goal || null,
    weightUnit: currentWeightKg !== null || goalWeightKg !== null ? form.weightUnit : null,
    currentWeightKg,
    goalWeightKg,
    fastingPlan: form.plan === "" ? null : form.plan === "Custom" ? customFastingType(Number(form.customHours)) : form.plan,
    sex: form.sex || null,
    ageBand: form.ageBand || null,
    eatsDairy: yesNo(form.dairy),
    eatsEggs: yesNo(form.eggs),
  };
}
