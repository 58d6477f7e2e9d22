import { describe, expect, it } from "vitest";
import { answersOf, EMPTY_ONBOARDING_FORM, onboardingForm } from "./forms";
import { deriveTargets, isFastingPlan } from "./rules";

describe("deriveTargets", () => {
  it("keeps protein per kg of the goal weight when one is given, by goal", () => {
    expect(deriveTargets({ goal: "gain-muscle", goalWeightKg: 90, currentWeightKg: 80 })).toEqual({
      goalWeightKg: 90,
      proteinMode: "perKg",
      proteinPerKg: 2,
    });
    expect(deriveTargets({ goal: "health", goalWeightKg: 70 }).proteinPerKg).toBe(1.2);
  });

  it("stores grams of the current weight without a goal weight, and nothing without a weight", () => {
    expect(deriveTargets({ goal: "maintain", currentWeightKg: 80 })).toEqual({ proteinMode: "grams", proteinGrams: 112 });
    expect(deriveTargets({ goal: "lose-fat" })).toEqual({});
  });

  it("sets potassium and magnesium from sex and age band (31–50 without one)", () => {
    expect(deriveTargets({ sex: "female", ageBand: "19-30" })).toMatchObject({ potassiumMg: 2600, magnesiumMg: 310 });
    expect(deriveTargets({ sex: "male" })).toMatchObject({ potassiumMg: 3400, magnesiumMg: 420 });
    expect(deriveTargets({ ageBand: "71+" })).toEqual({ ageBand: "71+" });
  });
});

describe("isFastingPlan", () => {
  it("takes the presets and Custom 1–72 h only", () => {
    expect(["16:8", "24:0", "Custom 1h", "Custom 72h"].every(isFastingPlan)).toBe(true);
    expect(["Custom", "Custom 0h", "Custom 73h", "12:12"].some(isFastingPlan)).toBe(false);
  });
});

describe("the onboarding form", () => {
  it("sends nothing for an empty form, and kilograms for pounds", () => {
    expect(answersOf(EMPTY_ONBOARDING_FORM)).toEqual({
      goal: null,
      weightUnit: null,
      currentWeightKg: null,
      goalWeightKg: null,
      fastingPlan: null,
      sex: null,
      ageBand: null,
      eatsDairy: null,
      eatsEggs: null,
    });
    const form = {
      ...EMPTY_ONBOARDING_FORM,
      weightUnit: "lb" as const,
      currentWeight: "200",
      plan: "Custom" as const,
      customHours: "36",
      dairy: "no" as const,
    };
    expect(answersOf(form)).toMatchObject({ weightUnit: "lb", currentWeightKg: 90.7, fastingPlan: "Custom 36h", eatsDairy: false });
  });

  it("refuses a weight out of bounds in the unit chosen and custom hours out of 1–72", () => {
    const result = onboardingForm.safeParse({
      ...EMPTY_ONBOARDING_FORM,
      weightUnit: "lb",
      goalWeight: "700",
      plan: "Custom",
      customHours: "80",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual([
      "goalWeight: Goal weight must be between 66.1 and 661.4 lb.",
      "customHours: Choose whole hours from 1 to 72.",
    ]);
  });
});
