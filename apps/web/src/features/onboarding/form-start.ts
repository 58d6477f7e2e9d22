import type { TargetsResponse } from "@app/shared/nutrition";
import { type ProfileResponse, answersOf, EMPTY_ONBOARDING_FORM, type OnboardingForm, type OnboardingAnswers } from "@app/shared/profile";
import { CUSTOM_FASTING_PATTERN, PRESET_FASTING_TYPES } from "@app/shared/fasting";
import { fromKg, type WeightUnit } from "@app/shared/progress";

/** A stored fasting plan as the form's choice: "18:6", or Custom with its hours. */
export function planFields(plan: string | null | undefined): Pick<OnboardingForm, "plan" | "customHours"> {
  if (!plan) return { plan: "", customHours: "" };
  if ((PRESET_FASTING_TYPES as readonly string[]).includes(plan)) return { plan: plan as OnboardingForm["plan"], customHours: "" };
  const custom = CUSTOM_FASTING_PATTERN.exec(plan);
  return custom ? { plan: "Custom", customHours: custom[1]! } : { plan: "", customHours: "" };
}

const yesNo = (value: boolean | null | undefined) => (value == null ? "" : value ? "yes" : "no");

/**
 * What the form starts with: nothing answered the first time; when it is opened again, the saved
 * answers (the current weight is a weigh-in, not a saved answer, so it starts empty).
 */
export function formStart(profile: ProfileResponse | undefined, unit: WeightUnit, targets: TargetsResponse | undefined): OnboardingForm {
  const goalWeightKg = targets?.targets.goalWeightKg ?? null;
  return {
    ...EMPTY_ONBOARDING_FORM,
    weightUnit: unit,
    goal: profile?.goal ?? "",
    goalWeight: goalWeightKg === null ? "" : String(fromKg(goalWeightKg, unit)),
    ...planFields(profile?.fastingPlan),
    sex: targets?.profile.sex ?? "",
    ageBand: targets?.profile.ageBand ?? "",
    dairy: yesNo(profile?.eatsDairy),
    eggs: yesNo(profile?.eatsEggs),
  };
}

/** Which answer each form field feeds: only answers changed in this run are sent (see changedAnswers). */
const ANSWER_FIELDS: Record<keyof OnboardingAnswers, readonly (keyof OnboardingForm)[]> = {
  goal: ["goal"],
  weightUnit: ["weightUnit", "currentWeight", "goalWeight"],
  currentWeightKg: ["weightUnit", "currentWeight"],
  goalWeightKg: ["weightUnit", "goalWeight"],
  fastingPlan: ["plan", "customHours"],
  sex: ["sex"],
  ageBand: ["ageBand"],
  eatsDairy: ["dairy"],
  eatsEggs: ["eggs"],
};
/** The form fields the protein and electrolyte targets are derived from. */
const TARGET_FIELDS = ["goal", "weightUnit", "currentWeight", "goalWeight", "sex", "ageBand"] as const;

/** Whether an answer the protein and electrolyte targets are derived from was changed in this run. */
export const targetsChanged = (dirty: Partial<Record<keyof OnboardingForm, unknown>>) => TARGET_FIELDS.some((field) => dirty[field]);

/**
 * The answers changed in this run. Opened again, the form starts from the saved answers; sending
 * them all back would derive the targets again and overwrite ones the user has since edited. When
 * one answer the targets depend on changed, all of them go (the server derives from what it gets).
 */
export function changedAnswers(form: OnboardingForm, dirty: Partial<Record<keyof OnboardingForm, unknown>>): OnboardingAnswers {
  const changed = (field: keyof OnboardingForm) =>
    Boolean(dirty[field]) || (targetsChanged(dirty) && (TARGET_FIELDS as readonly string[]).includes(field));
  return Object.fromEntries(
    Object.entries(answersOf(form)).filter(([key]) => ANSWER_FIELDS[key as keyof OnboardingAnswers].some(changed)),
  ) as OnboardingAnswers;
}
