import type { TargetsResponse } from "@app/shared/contracts/nutrition";
import type { ProfileResponse } from "@app/shared/contracts/profile";
import { EMPTY_ONBOARDING_FORM, type OnboardingForm } from "@app/shared/contracts/profile-forms";
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
 * What the form starts with: nothing answered the first time; when it is opened again, the answers
 * kept (the current weight is a weigh-in, not an answer kept, so it starts empty).
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
