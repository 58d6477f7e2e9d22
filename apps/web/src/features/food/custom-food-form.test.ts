import { customFoodBodySchema, customFoodForm, type CustomFoodForm as CustomFoodFormValues } from "@app/shared/food";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customFoodBodyOf, emptyCustomFood } from "./custom-food-form";

const problems = (values: CustomFoodFormValues) => {
  const result = customFoodForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const TALLOW: CustomFoodFormValues = { ...emptyCustomFood(" Beef tallow "), kcal: "902", protein: "0", fat: "100", carbs: "0" };

describe("the custom food form", () => {
  it("sends values per 100 g as numbers, the name trimmed, no serving and no sodium left blank", () => {
    expect(problems(TALLOW)).toEqual({});
    expect(customFoodBodyOf({ ...TALLOW, servingGrams: "30", servingLabel: "1 tbsp" })).toEqual({
      name: "Beef tallow",
      basis: "100g",
      kcal: 902,
      protein: 0,
      fat: 100,
      carbs: 0,
    });
  });

  it("sends a serving with its size, and its name only when one is given", () => {
    const patty = { ...TALLOW, basis: "serving" as const, servingGrams: "113", servingLabel: " 1 patty ", fat: "20", sodium: "75" };
    expect(customFoodBodyOf(patty)).toEqual({
      name: "Beef tallow",
      basis: "serving",
      servingGrams: 113,
      servingLabel: "1 patty",
      kcal: 902,
      protein: 0,
      fat: 20,
      carbs: 0,
      sodium: 75,
    });
    expect(customFoodBodyOf({ ...patty, servingLabel: "  " })).not.toHaveProperty("servingLabel");
  });

  it("says what is missing or wrong, at the field", () => {
    expect(problems({ ...emptyCustomFood("  "), basis: "serving", kcal: "-1", protein: "lots", sodium: "x" })).toEqual({
      name: "Give the food a name.",
      servingGrams: "Enter how many grams one serving weighs.",
      kcal: "The calories can't be negative.",
      protein: "Enter the protein as a number.",
      fat: "Enter the fat (0 if none).",
      carbs: "Enter the carbs (0 if none).",
      sodium: "Enter the sodium as a number.",
    });
    expect(problems({ ...TALLOW, name: "x".repeat(121), basis: "serving", servingGrams: "5001", servingLabel: "y".repeat(41) })).toEqual({
      name: "The name can be at most 120 characters.",
      servingGrams: "The serving size can be at most 5,000 g.",
      servingLabel: "The serving name can be at most 40 characters.",
    });
    expect(problems({ ...TALLOW, basis: "serving", servingGrams: "0" })).toEqual({
      servingGrams: "The serving size must be more than 0 g.",
    });
  });

  it("refuses macros that weigh more than the food they are in", () => {
    expect(problems({ ...TALLOW, protein: "30", fat: "80.5" })).toEqual({
      protein: "Protein, fat and carbs add up to 110.5 g: more than the 100 g of food they're in.",
    });
    // Tallow is all fat: 100 g in 100 g is fine, half a gram more is not.
    expect(problems({ ...TALLOW, carbs: "0.5" })).toEqual({
      protein: "Protein, fat and carbs add up to 100.5 g: more than the 100 g of food they're in.",
    });
    expect(problems({ ...TALLOW, basis: "serving", servingGrams: "50", protein: "10", fat: "42" })).toEqual({
      protein: "Protein, fat and carbs add up to 52 g: more than the 50 g serving they're in.",
    });
    // Per serving, a large serving holds more than 100 g of them.
    expect(problems({ ...TALLOW, basis: "serving", servingGrams: "250", protein: "60", fat: "150" })).toEqual({});
  });

  it("accepts exactly what the server accepts", () => {
    const number = fc.oneof(
      fc.constantFrom("", " ", "abc", "0", "100", "5000", "5000.01", "9000", "9001"),
      fc.double({ min: -10, max: 6_000, noNaN: true }).map((x) => String(Math.round(x * 100) / 100)),
      fc.integer({ min: 0, max: 60 }).map(String),
    );
    const values = fc.record({
      name: fc.oneof(fc.constantFrom("", "  ", "Pemmican"), fc.string({ unit: "grapheme-ascii", maxLength: 130 })),
      basis: fc.constantFrom("100g" as const, "serving" as const),
      servingGrams: number,
      servingLabel: fc.oneof(fc.constant(""), fc.string({ unit: "grapheme-ascii", maxLength: 45 })),
      kcal: number,
      protein: number,
      fat: number,
      carbs: number,
      sodium: number,
    });
    fc.assert(
      fc.property(values, (v) => {
        // Control characters are the server's to refuse (the toast says so); the generator has none.
        const body = customFoodBodyOf(v);
        const server = customFoodBodySchema.safeParse(body).success;
        if (customFoodForm.safeParse(v).success) expect(server).toBe(true);
        // A blank number is sent as 0 (Number("")): only compare values that were all given.
        const given = [v.kcal, v.protein, v.fat, v.carbs].every((t) => t.trim() !== "");
        if (server && given) expect(problems(v)).toEqual({});
      }),
      { numRuns: 500 },
    );
  });
});
