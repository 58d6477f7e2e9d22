import { DEFAULT_TARGETS } from "@app/shared/nutrition";
import { targetsForm } from "@app/shared/food";
import { describe, expect, it } from "vitest";
import { formValuesOf, patchOf, RESET_TARGETS } from "./targets-form";

const problems = (values: ReturnType<typeof formValuesOf>) => {
  const result = targetsForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the targets form", () => {
  const initial = formValuesOf(DEFAULT_TARGETS);

  it("saves only what changed (untouched targets stay defaults), and a goal weight in pounds as kg", () => {
    const values = { ...initial, sodiumMg: "4500", goalWeight: "176", weightUnit: "lb" as const };
    expect(problems(values)).toEqual({});
    expect(patchOf(values, initial)).toEqual({ sodiumMg: 4500, goalWeightKg: 79.8 });
    expect(patchOf(initial, initial)).toEqual({});
  });

  it("needs no goal weight (the grams a day apply) and clears one left blank", () => {
    const saved = formValuesOf({ ...DEFAULT_TARGETS, goalWeightKg: 80 });
    const values = { ...saved, goalWeight: " " };
    expect(problems(values)).toEqual({});
    expect(patchOf(values, saved)).toEqual({ goalWeightKg: null });
  });

  it("leaves a goal weight the grams mode hides as it is", () => {
    const saved = formValuesOf({ ...DEFAULT_TARGETS, goalWeightKg: 80 });
    const values = { ...saved, proteinMode: "grams" as const, proteinGrams: "150", goalWeight: "oops" };
    expect(problems(values)).toEqual({});
    expect(patchOf(values, saved)).toEqual({ proteinMode: "grams", proteinGrams: 150 });
  });

  it("keeps two decimals and shows the weight in the unit chosen", () => {
    expect(formValuesOf({ ...DEFAULT_TARGETS, proteinPerKg: 1.25 }).proteinPerKg).toBe("1.25");
    expect(formValuesOf({ ...DEFAULT_TARGETS, goalWeightKg: 80 }, "lb").goalWeight).toBe("176.37");
  });

  it("checks the limits the server checks, at the field", () => {
    const values = { ...formValuesOf(DEFAULT_TARGETS), sodiumMg: "99", magnesiumMg: "lots", goalWeight: "900", fatProteinRatio: "" };
    expect(problems(values)).toEqual({
      sodiumMg: "The sodium target must be between 500 and 10,000.",
      magnesiumMg: "Enter the magnesium target as a number.",
      goalWeight: "Goal weight must be between 30 and 300 kg.",
      fatProteinRatio: "Enter the fat:protein goal as a number.",
    });
    expect(problems({ ...formValuesOf(DEFAULT_TARGETS), proteinMode: "grams", proteinGrams: "5" })).toEqual({
      proteinGrams: "The protein target must be between 10 and 500.",
    });
  });

  it("resets every target but keeps the goal weight", () => {
    expect(Object.keys(RESET_TARGETS).sort()).toEqual(
      ["fatProteinRatio", "magnesiumMg", "potassiumMg", "proteinGrams", "proteinMode", "proteinPerKg", "sodiumMg"].sort(),
    );
    expect(Object.values(RESET_TARGETS).every((v) => v === null)).toBe(true);
  });
});
