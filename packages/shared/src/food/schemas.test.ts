import { describe, expect, it } from "vitest";
import { customFoodBodySchema, logEntryBodySchema } from "./schemas";

describe("request rules", () => {
  it("takes a log entry's eaten time at most a day ahead", () => {
    const base = { foodId: "01123", amount: 100, unit: "g" };
    expect(logEntryBodySchema.safeParse({ ...base, eatenAt: new Date(Date.now() + 23 * 3_600_000).toISOString() }).success).toBe(true);
    expect(logEntryBodySchema.safeParse({ ...base, eatenAt: new Date(Date.now() + 25 * 3_600_000).toISOString() }).success).toBe(false);
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
