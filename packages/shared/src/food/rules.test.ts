import { describe, expect, it } from "vitest";
import {
  cookedGrams,
  calorieShares,
  fatProteinRatio,
  formatAmount,
  formatNutrient,
  formatRatio,
  gramsFor,
  GRAMS_PER_OUNCE,
  roundNutrient,
  nutrientIn,
  SODIUM_MG_PER_G_SALT,
} from "./rules";

const EGG = { kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72 };

describe("amounts", () => {
  it("turns grams, ounces and household portions into grams", () => {
    const portions = [
      { label: "1 large", grams: 50 },
      { label: "1 extra large", grams: 56 },
    ];
    expect(gramsFor(200, "g", portions)).toBe(200);
    expect(gramsFor(2, "oz", portions)).toBeCloseTo(2 * GRAMS_PER_OUNCE, 9);
    expect(gramsFor(3, "portion:0", portions)).toBe(150);
    expect(gramsFor(1, "portion:1", portions)).toBe(56);
    expect(gramsFor(1, "portion:2", portions)).toBeUndefined();
    expect(gramsFor(1, "cup", portions)).toBeUndefined();
    expect(gramsFor(2, "serving", portions)).toBe(100);
    expect(gramsFor(2, "serving", [])).toBeUndefined();
  });

  it("converts a raw weight with USDA's yield: 294 g raw makes the 231 g steak", () => {
    expect(cookedGrams(294, 231 / 294)).toBeCloseTo(231, 9);
    expect(cookedGrams(300, 231 / 294)).toBeCloseTo(235.71, 2);
  });

  it("scales a nutrient and keeps a missing one missing", () => {
    expect(nutrientIn(EGG, "protein", 200)).toBeCloseTo(25.12, 9);
    expect(nutrientIn(EGG, "vitaminD", 200)).toBeUndefined();
  });

  it("shows amounts as the log does", () => {
    expect(formatAmount(200, "g", 200)).toBe("200 g");
    expect(formatAmount(2, "oz", 56.699)).toBe("2 oz (56.7 g)");
    expect(formatAmount(1, "1 large", 50)).toBe("1 large (50 g)");
    expect(formatAmount(3, "1 large", 150)).toBe("3 × 1 large (150 g)");
  });
});

describe("rounding as a nutrition label does", () => {
  it("shows calories whole and grams to one decimal, small milligrams to one decimal", () => {
    expect(roundNutrient(285.6, "kcal")).toBe(286);
    expect(roundNutrient(25.12, "g")).toBe(25.1);
    expect(roundNutrient(25.15, "g")).toBe(25.2);
    expect(roundNutrient(142.4, "mg")).toBe(142);
    expect(roundNutrient(1.75, "mg")).toBe(1.8);
    expect(formatNutrient(undefined, "mg")).toBe("no data");
    expect(formatNutrient(1234.4, "mg")).toBe("1,234 mg");
    expect(formatNutrient(286.2, "kcal")).toBe("286 kcal");
  });

  it("knows how much sodium a gram of salt holds", () => {
    expect(SODIUM_MG_PER_G_SALT).toBe(393);
  });
});

describe("the fat:protein ratio", () => {
  it("is given by grams and by share of calories", () => {
    const ratio = fatProteinRatio(110, 100, 1390)!;
    expect(formatRatio(ratio.byGrams)).toBe("1.1 : 1");
    expect(ratio.fatEnergyPercent).toBe(71);
    expect(ratio.proteinEnergyPercent).toBe(29);
  });

  it("means nothing without protein", () => {
    expect(fatProteinRatio(50, 0, 450)).toBeUndefined();
    expect(formatRatio(0.96)).toBe("1.0 : 1");
  });
});

describe("the calorie shares", () => {
  it("add up to 100% exactly, the leftover points going to the largest remainders", () => {
    // 33.3 / 33.3 / 33.3 rounds to 99 point by point.
    expect(calorieShares({ fat: 4, protein: 9, carbs: 9 })).toEqual({ fat: 34, protein: 33, carbs: 33 });
    // 50.5 / 49.5 rounds to 101 point by point; a tie goes to the first.
    expect(calorieShares({ fat: 0, protein: 50.5, carbs: 49.5 })).toEqual({ fat: 0, protein: 51, carbs: 49 });
    // 52.8 / 47.2: the larger remainder takes the point.
    expect(calorieShares({ fat: 59.1, protein: 119, carbs: 0 })).toEqual({ fat: 53, protein: 47, carbs: 0 });
    for (const grams of [
      { fat: 173.8, protein: 151.4, carbs: 3.3 },
      { fat: 1, protein: 1, carbs: 1 },
      { fat: 0.5, protein: 200, carbs: 0.1 },
    ]) {
      const shares = calorieShares(grams)!;
      expect(shares.fat + shares.protein + shares.carbs, JSON.stringify(grams)).toBe(100);
    }
  });

  it("are nothing without energy", () => {
    expect(calorieShares({ fat: 0, protein: 0, carbs: 0 })).toBeUndefined();
  });
});
