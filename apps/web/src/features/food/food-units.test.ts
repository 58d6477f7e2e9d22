import { describe, expect, it } from "vitest";
import { entryAmountText, logBodyFromEntry, notePlaceholder, unitForEntry, unitOptions } from "./food-units";
import { isLocalDate, shiftDay } from "@/lib/local-day";
import { logAmountProblem as amountProblem } from "@app/shared/food";
import { cookedFormLabel, formatMacro, nutritionPreview, per100gSummary, yieldSentence } from "./nutrition";
import { EGG, entry, GRILLED_RIBEYE, RAW_RIBEYE } from "./test/fixtures";

describe("the unit an entry was logged in (for Undo and Edit)", () => {
  it("keeps grams, ounces and the portion it was logged in", () => {
    expect(unitForEntry(entry({ unit: "g", unitKey: "g" }))).toBe("g");
    expect(unitForEntry(entry({ unit: "oz", unitKey: "oz" }))).toBe("oz");
    expect(unitForEntry(entry({ unit: "1 large", unitKey: "portion:0" }))).toBe("portion:0");
    expect(unitForEntry(entry({ unit: "1 extra large", unitKey: "portion:1" }))).toBe("portion:1");
  });

  it('maps a custom food\'s serving to "serving"', () => {
    const custom = entry({
      food: {
        id: "0b5e8f7a-1c2d-4e3f-8a9b-0c1d2e3f4a5b",
        name: "Bone broth",
        displayName: null,
        source: "custom",
        portions: [{ label: "1 mug", grams: 250 }],
      },
    });
    expect(unitForEntry({ ...custom, unitKey: "serving" })).toBe("serving");
    expect(unitForEntry({ ...custom, unitKey: "g" })).toBe("g");
  });

  it("gives up on a portion the food no longer has, or a unit unknown", () => {
    expect(
      unitForEntry(entry({ unit: "1 jumbo", unitKey: "portion:1", food: { ...entry().food, portions: EGG.portions.slice(0, 1) } })),
    ).toBeUndefined();
    expect(unitForEntry(entry({ unit: "1 jumbo", unitKey: null }))).toBeUndefined();
  });

  it("re-creates a deleted entry with the same food, amount, unit, weighing, time and note", () => {
    expect(logBodyFromEntry(entry())).toEqual({
      foodId: "01123",
      amount: 3,
      unit: "portion:0",
      weighed: "as-eaten",
      eatenAt: "2026-11-23T07:30:00.000Z",
      note: "soft-boiled",
    });
    const raw = entry({
      food: { id: GRILLED_RIBEYE.id, name: GRILLED_RIBEYE.name, displayName: null, source: "usda", portions: GRILLED_RIBEYE.portions },
    });
    expect(logBodyFromEntry({ ...raw, amount: 300, unit: "g", unitKey: "g", weighedGrams: 300, weighed: "raw", note: null })).toEqual({
      foodId: "23178",
      amount: 300,
      unit: "g",
      weighed: "raw",
      eatenAt: "2026-11-23T07:30:00.000Z",
    });
    // A portion that is gone: the same weight, in grams.
    expect(logBodyFromEntry(entry({ unit: "1 jumbo", unitKey: null, amount: 2, weighedGrams: 126 }))).toMatchObject({
      amount: 126,
      unit: "g",
    });
  });

  it("says how much was logged", () => {
    expect(entryAmountText(entry())).toBe("3 × 1 large (150 g)");
    expect(entryAmountText(entry({ amount: 300, unit: "g", weighedGrams: 300, weighed: "raw", grams: 235.8 }))).toBe(
      "300 g raw → about 235.8 g cooked",
    );
  });
});

describe("the units offered", () => {
  it("grams, ounces and the food's portions by their labels; only weights for a raw weight", () => {
    expect(unitOptions(EGG).map((u) => [u.value, u.label])).toEqual([
      ["g", "grams"],
      ["oz", "ounces"],
      ["portion:0", "1 large"],
      ["portion:1", "1 extra large"],
    ]);
    expect(unitOptions(EGG, true).map((u) => u.value)).toEqual(["g", "oz"]);
    expect(unitOptions({ source: "custom", portions: [{ label: "1 bar", grams: 40 }] }).map((u) => u.value)).toEqual([
      "g",
      "oz",
      "serving",
    ]);
  });
});

describe("the nutrition preview", () => {
  it("200 g of egg: 286 kcal and 25.1 g protein", () => {
    const preview = nutritionPreview(EGG, 200, "g")!;
    expect(preview.grams).toBe(200);
    expect(formatMacro(preview.kcal, "kcal")).toBe("286 kcal");
    expect(formatMacro(preview.protein, "g")).toBe("25.1 g");
    expect(formatMacro(preview.fat, "g")).toBe("19 g");
    expect(formatMacro(preview.carbs, "g")).toBe("1.4 g");
  });

  it("converts portions and ounces", () => {
    expect(nutritionPreview(EGG, 2, "portion:0")).toMatchObject({ grams: 100, kcal: 143 });
    expect(nutritionPreview(EGG, 1, "oz")!.grams).toBeCloseTo(28.3495, 4);
    expect(nutritionPreview(EGG, 1, "portion:5")).toBeUndefined();
    expect(nutritionPreview(EGG, 0, "g")).toBeUndefined();
  });

  it("counts a raw weight as the cooked food it became", () => {
    const preview = nutritionPreview(GRILLED_RIBEYE, 300, "g", 0.786)!;
    expect(preview.weighedGrams).toBe(300);
    expect(preview.grams).toBeCloseTo(235.8, 6);
    expect(preview.protein).toBeCloseTo((28.23 * 235.8) / 100, 6);
  });

  it("shows a missing value as no data, never 0", () => {
    const preview = nutritionPreview({ nutrients: { kcal: 100 }, portions: [] }, 100, "g")!;
    expect(preview.protein).toBeUndefined();
    expect(formatMacro(preview.protein, "g")).toBe("no data");
    expect(per100gSummary({ kcal: 143, protein: 12.56 }).replace(/\u00a0/g, " ")).toBe("143 kcal · protein 12.6 g · fat no data");
  });

  it("says the conversion in plain words", () => {
    expect(yieldSentence(300, 0.786, "usda-portion")).toBe("300 g raw yields about 236 g cooked (USDA yield 78.6%)");
    expect(yieldSentence(300, 0.7, "protein-retention")).toBe(
      "300 g raw yields about 210 g cooked (yield 70.0%, estimated from protein retention)",
    );
    expect(cookedFormLabel(RAW_RIBEYE.name, GRILLED_RIBEYE.name)).toBe("Cooked, grilled");
    expect(cookedFormLabel("Egg, whole, raw", "Lamb, cooked")).toBe("Lamb, cooked");
  });
});

describe("the amount field", () => {
  it("must be more than 0 and at most 5,000 g in its unit", () => {
    expect(amountProblem("", "g", [])).toBe("Enter an amount.");
    expect(amountProblem("0", "g", [])).toBe("The amount must be more than 0.");
    expect(amountProblem("-3", "g", [])).toBe("The amount must be more than 0.");
    expect(amountProblem("5000", "g", [])).toBeUndefined();
    expect(amountProblem("5001", "g", [])).toBe("The amount can be at most 5,000 g.");
    expect(amountProblem("200", "oz", [])).toBe("That is 5,670 g: at most 5,000 g.");
    expect(amountProblem("101", "portion:0", EGG.portions)).toBe("That is 5,050 g: at most 5,000 g.");
  });
});

describe("local days", () => {
  it("steps over month ends and checks real days", () => {
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(isLocalDate("2026-02-30")).toBe(false);
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("yesterday")).toBe(false);
  });
});

describe("the note's example", () => {
  it("fits the food: a steak is not soft-boiled", () => {
    expect(notePlaceholder({ group: "beef" })).toBe("Optional, e.g. medium-rare");
    expect(notePlaceholder({ group: "eggs" })).toBe("Optional, e.g. soft-boiled");
    expect(notePlaceholder({ group: "other" })).toBe("Optional");
  });
});
