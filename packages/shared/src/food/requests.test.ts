import { describe, expect, it } from "vitest";
import { customFoodBodySchema, logEntryBodySchema } from "./requests";
import { LOG_CLOCK_SKEW_MS } from "./rules";

describe("request rules", () => {
  it("takes a log entry's eaten time up to now, a few minutes of clock skew aside", () => {
    const base = { foodId: "01123", amount: 100, unit: "g" };
    const at = (ms: number) => logEntryBodySchema.safeParse({ ...base, eatenAt: new Date(Date.now() + ms).toISOString() }).success;
    expect(at(-3_600_000)).toBe(true);
    expect(at(LOG_CLOCK_SKEW_MS - 30_000)).toBe(true);
    expect(at(LOG_CLOCK_SKEW_MS + 30_000)).toBe(false);
    expect(at(23 * 3_600_000)).toBe(false);
    expect(logEntryBodySchema.safeParse({ ...base, unit: "portion:2", eatenAt: new Date().toISOString() }).success).toBe(false);
  });

  it("needs a serving size for values per serving, and macros that fit in the food", () => {
    const base = { name: "Pemmican", kcal: 300, protein: 15, fat: 26, carbs: 0 };
    expect(customFoodBodySchema.safeParse({ ...base, basis: "serving" }).success).toBe(false);
    expect(customFoodBodySchema.safeParse({ ...base, basis: "serving", servingGrams: 50 }).success).toBe(true);
    expect(customFoodBodySchema.safeParse({ ...base, basis: "serving", servingGrams: 30 }).success).toBe(false);
    expect(customFoodBodySchema.safeParse({ ...base, name: "x".repeat(121), basis: "100g" }).success).toBe(false);
  });
});
