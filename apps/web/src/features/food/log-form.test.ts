import { describe, expect, it } from "vitest";
import type { FoodDetail } from "@app/shared/food";
import { shiftDay, todayLocal } from "@/lib/local-day";
import { pieceUnit, savedMealSummary } from "./food-units";
import { firstServing, newMealTime } from "./log-form";
import { EGG, RAW_RIBEYE } from "./test/fixtures";

const PEMMICAN: FoodDetail = {
  ...EGG,
  id: "6f1c2a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e",
  source: "custom",
  group: "other",
  portions: [{ label: "1 bar", grams: 40 }],
};

describe("the amount a new entry starts at", () => {
  it("counts eggs in pieces, a custom food in its serving, and weighs the rest", () => {
    expect(pieceUnit(EGG)).toBe("portion:0");
    expect(pieceUnit(PEMMICAN)).toBe("serving");
    expect(pieceUnit({ ...PEMMICAN, portions: [] })).toBe("g");
    // A steak has a portion ("1 steak"), but is weighed.
    expect(pieceUnit(RAW_RIBEYE)).toBe("g");
    expect(firstServing(EGG)).toEqual({ amount: "1", unit: "portion:0" });
    expect(firstServing(PEMMICAN)).toEqual({ amount: "1", unit: "serving" });
    expect(firstServing(RAW_RIBEYE)).toEqual({ amount: "", unit: "g" });
  });

  it("starts at the amount and unit last logged, unless the food no longer has that unit", () => {
    expect(firstServing(RAW_RIBEYE, { foodId: RAW_RIBEYE.id, amount: 400, unit: "g", weighed: "as-eaten" })).toEqual({
      amount: "400",
      unit: "g",
    });
    expect(firstServing(EGG, { foodId: EGG.id, amount: 4, unit: "portion:0", weighed: "as-eaten" })).toEqual({
      amount: "4",
      unit: "portion:0",
    });
    expect(firstServing(EGG, { foodId: EGG.id, amount: 2, unit: "serving", weighed: "as-eaten" })).toEqual({
      amount: "1",
      unit: "portion:0",
    });
  });
});

describe("a new meal's time", () => {
  it("is now today, and on a past day that day's last meal time (the clock's time there without one)", () => {
    const now = Date.now();
    expect(Math.abs(newMealTime(todayLocal(), "2020-01-01T08:00:00.000Z").getTime() - now)).toBeLessThan(5_000);
    const yesterday = shiftDay(todayLocal(), -1);
    const breakfast = new Date(`${yesterday}T08:15`).toISOString();
    expect(newMealTime(yesterday, breakfast).toISOString()).toBe(breakfast);
    const before = new Date();
    const clock = newMealTime(yesterday, null);
    const after = new Date();
    expect(clock.toDateString()).toBe(new Date(`${yesterday}T12:00`).toDateString());
    expect([before.getHours(), after.getHours()]).toContain(clock.getHours());
  });
});

describe("a saved meal in one line", () => {
  it("names each food with its amount", () => {
    expect(
      savedMealSummary({
        items: [
          { food: EGG, amount: 4, unit: "portion:0", unitLabel: "1 large", weighed: "as-eaten" },
          { food: RAW_RIBEYE, amount: 200, unit: "g", unitLabel: "g", weighed: "as-eaten" },
          { food: PEMMICAN, amount: 1, unit: "serving", unitLabel: "1 bar", weighed: "as-eaten" },
        ],
      }),
    ).toBe(`4 × 1 large Egg, 200 g ${RAW_RIBEYE.name}, 1 bar Egg`);
  });
});
