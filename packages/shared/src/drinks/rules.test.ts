import { describe, expect, it } from "vitest";
import { SODIUM_MG_PER_G_SALT } from "../food/rules";
import { DEFAULT_ELECTROLYTE_MIX, drinkTotals, ML_PER_FL_OZ, mineralsIn, mlOf, volumeIn, volumeUnitFor } from "./rules";

describe("mineralsIn", () => {
  it("gives electrolyte water its mix's share: the food log's 393 mg sodium per gram of salt", () => {
    const mix = { servingMl: 500, saltG: 2, potassiumMg: 400, magnesiumMg: 100 };
    expect(mineralsIn("electrolyte", 250, mix)).toEqual({ sodiumMg: SODIUM_MG_PER_G_SALT, potassiumMg: 200, magnesiumMg: 50 });
    expect(mineralsIn("electrolyte", 1000, mix)).toEqual({ sodiumMg: 4 * SODIUM_MG_PER_G_SALT, potassiumMg: 800, magnesiumMg: 200 });
    expect(mineralsIn("electrolyte", 500, DEFAULT_ELECTROLYTE_MIX).sodiumMg).toBe(393);
  });

  it("gives water, coffee and tea none", () => {
    for (const kind of ["water", "coffee", "tea"] as const)
      expect(mineralsIn(kind, 500, DEFAULT_ELECTROLYTE_MIX)).toEqual({ sodiumMg: 0, potassiumMg: 0, magnesiumMg: 0 });
  });
});

describe("drinkTotals", () => {
  it("counts water and electrolyte water toward the day's water, coffee and tea apart, and adds up the minerals", () => {
    const none = { sodiumMg: 0, potassiumMg: 0, magnesiumMg: 0 };
    expect(
      drinkTotals([
        { kind: "water", ml: 250, ...none },
        { kind: "coffee", ml: 350, ...none },
        { kind: "tea", ml: 300, ...none },
        { kind: "electrolyte", ml: 500, sodiumMg: 393, potassiumMg: 100, magnesiumMg: 50 },
        { kind: "water", ml: 500, ...none },
      ]),
    ).toEqual({
      waterMl: 1250,
      byKind: { water: 750, coffee: 350, tea: 300, electrolyte: 500 },
      sodiumMg: 393,
      potassiumMg: 100,
      magnesiumMg: 50,
    });
    expect(drinkTotals([]).waterMl).toBe(0);
    // A glass of water and a mug of coffee are 250 ml of water, not 600.
    expect(
      drinkTotals([
        { kind: "water", ml: 250, ...none },
        { kind: "coffee", ml: 350, ...none },
      ]).waterMl,
    ).toBe(250);
  });
});

describe("units", () => {
  it("shows a pound user fluid ounces and a kilogram user ml", () => {
    expect(volumeUnitFor("lb")).toBe("fl oz");
    expect(volumeUnitFor("kg")).toBe("ml");
    expect(volumeUnitFor(undefined)).toBe("ml");
    expect(volumeIn(2000, "ml")).toBe(2000);
    expect(volumeIn(2000, "fl oz")).toBe(67.6);
    expect(volumeIn(8 * ML_PER_FL_OZ, "fl oz")).toBe(8);
    expect(mlOf(8, "fl oz")).toBeCloseTo(236.59, 2);
    expect(mlOf(250, "ml")).toBe(250);
  });
});
