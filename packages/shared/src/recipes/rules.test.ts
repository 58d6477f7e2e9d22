import { describe, expect, it } from "vitest";
import { formatMinutes, formatPieces, ingredientDetails, scaledGrams, scaledPieces } from "./rules";

describe("scaling a recipe", () => {
  it("scales grams to whole grams, and to a tenth below 10 g", () => {
    expect(scaledGrams(600, 2, 4)).toBe(1200);
    expect(scaledGrams(600, 2, 1)).toBe(300);
    expect(scaledGrams(333, 3, 12)).toBe(1332);
    expect(scaledGrams(41, 4, 1)).toBe(10); // 10.25
    expect(scaledGrams(10, 4, 1)).toBe(2.5);
    expect(scaledGrams(6, 12, 1)).toBe(0.5); // a serving's pinch of salt
    expect(scaledGrams(1, 12, 1)).toBe(0.1); // never 0
    expect(scaledGrams(0.5, 12, 1)).toBe(0.1);
  });

  it("scales pieces to the nearest half (quarter below one), and says them in words", () => {
    expect(scaledPieces(2, 2, 4)).toBe(4);
    expect(scaledPieces(2, 2, 1)).toBe(1);
    expect(scaledPieces(3, 2, 1)).toBe(1.5);
    expect(scaledPieces(1, 2, 1)).toBe(0.5);
    expect(scaledPieces(1, 4, 1)).toBe(0.25);
    expect(scaledPieces(1, 10, 7)).toBe(0.75);
    expect(formatPieces(2, "steak", "steaks")).toBe("about 2 steaks");
    expect(formatPieces(1, "steak", "steaks")).toBe("about 1 steak");
    expect(formatPieces(1.5, "steak", "steaks")).toBe("about 1½ steaks");
    expect(formatPieces(0.5, "egg", "eggs")).toBe("about ½ egg");
    expect(formatPieces(0.75, "roast", "roasts")).toBe("about ¾ roast");
  });

  it("drops a count that would contradict the grams: a tenth of a roast is not half of one", () => {
    expect(scaledPieces(1, 10, 1)).toBeNull(); // 0.1 roast
    expect(scaledPieces(1, 12, 1)).toBeNull();
    expect(scaledPieces(2, 6, 1)).toBeNull(); // a third of a yolk
    const roast = { pieces: { count: 1, one: "roast", many: "roasts" }, weighed: "raw" as const, note: "tied" };
    expect(ingredientDetails(roast, 10, 1)).toBe("weighed raw, tied");
    expect(ingredientDetails(roast, 10, 5)).toBe("about ½ roast, weighed raw, tied");
    expect(ingredientDetails(roast, 10, 10)).toBe("about 1 roast, weighed raw, tied");
    expect(ingredientDetails({ note: null }, 2, 1)).toBe("");
  });

  it("says times as people read them", () => {
    expect(formatMinutes(17)).toBe("17 min");
    expect(formatMinutes(60)).toBe("1 h");
    expect(formatMinutes(135)).toBe("2 h 15 min");
  });
});
