import { describe, expect, it } from "vitest";
import {
  enteredFromKg,
  formatDelta,
  formatRate,
  formatWeight,
  fromCm,
  fromKg,
  lengthBounds,
  toCm,
  toKg,
  trendSeries,
  weeklyRate,
  weightBounds,
} from "./rules";
import { addDays } from "../time/days";
import { PHOTO_MAX_BYTES, photoFileProblem } from "../photos";

describe("units", () => {
  it("store kilograms and centimetres to 0.1 and show them back in the user's unit", () => {
    expect(toKg(180, "lb")).toBe(81.6);
    // A weigh-in comes back as typed when a whole pound figure stores the same.
    expect(enteredFromKg(81.6, "lb")).toBe(180);
    expect(fromKg(81.6, "lb")).toBe(179.9);
    expect(toKg(180.5, "lb")).toBe(81.9);
    expect(enteredFromKg(81.9, "lb")).toBe(180.6);
    expect(toKg(81.64, "kg")).toBe(81.6);
    expect(fromKg(100, "kg")).toBe(100);
    expect(toCm(34, "in")).toBe(86.4);
    expect(fromCm(86.4, "in")).toBe(34);
    expect(formatWeight(81.6, "kg")).toBe("81.6 kg");
    expect(formatWeight(81.6, "lb", { entered: true })).toBe("180.0 lb");
    expect(formatDelta(-4.76, "cm")).toBe("−4.8 cm");
    expect(formatDelta(0, "%")).toBe("0.0 %");
    expect(formatWeight(-0.43, "kg", { delta: true })).toBe("−0.4 kg");
    expect(formatWeight(0.5, "lb", { delta: true })).toBe("+1.1 lb");
  });
});

describe("bounds in the user's unit", () => {
  it("name the figures a form really keeps", () => {
    expect(weightBounds("kg")).toEqual({ min: 20, max: 400 });
    // 44.0 lb stores as 20.0 kg; 881.9 lb as 400.0 kg, 882.0 lb as 400.1 kg.
    expect(weightBounds("lb")).toEqual({ min: 44, max: 881.9 });
    expect(lengthBounds("cm")).toEqual({ min: 10, max: 300 });
    expect(lengthBounds("in")).toEqual({ min: 4, max: 118.1 });
  });
});

describe("trend weight", () => {
  it("starts at the first weight and moves 10% of the way to each day's weight", () => {
    const trend = trendSeries([
      { date: "2026-01-01", weightKg: 80 },
      { date: "2026-01-02", weightKg: 90 },
    ]);
    expect(trend).toEqual([
      { date: "2026-01-01", trendKg: 80 },
      { date: "2026-01-02", trendKg: 81 },
    ]);
  });

  it("fills days without a weigh-in with the straight line between the weigh-ins around them", () => {
    const trend = trendSeries([
      { date: "2026-01-03", weightKg: 82 },
      { date: "2026-01-01", weightKg: 80 },
    ]);
    // Jan 2 counts as 81: 80 + 0.1 × (81 − 80) = 80.1; Jan 3: 80.1 + 0.1 × (82 − 80.1) = 80.29.
    expect(trend).toEqual([
      { date: "2026-01-01", trendKg: 80 },
      { date: "2026-01-02", trendKg: 80.1 },
      { date: "2026-01-03", trendKg: 80.29 },
    ]);
  });

  it("is empty without weigh-ins and flat for a steady weight", () => {
    expect(trendSeries([])).toEqual([]);
    const steady = trendSeries(Array.from({ length: 10 }, (_, i) => ({ date: addDays("2026-03-01", i), weightKg: 75 })));
    expect(steady.every((p) => p.trendKg === 75)).toBe(true);
  });
});

describe("rate per week", () => {
  const daily = (days: number, start: number, perDay: number) =>
    Array.from({ length: days }, (_, i) => ({ date: addDays("2026-01-01", i), weightKg: start + perDay * i }));

  it("is the trend's change over the last four weeks, per week", () => {
    // Losing 0.1 kg a day for 90 days: the trend settles into the same slope, 0.7 kg a week.
    const rate = weeklyRate(trendSeries(daily(90, 100, -0.1)));
    expect(rate?.weeks).toBe(4);
    expect(rate?.kgPerWeek).toBeCloseTo(-0.7, 1);
    expect(formatRate({ kgPerWeek: -0.43, weeks: 4 }, "kg")).toBe("−0.4 kg/week over the last 4 weeks");
    expect(formatRate({ kgPerWeek: 0.2, weeks: 1 }, "kg")).toBe("+0.2 kg/week over the last week");
  });

  it("uses the whole weeks a shorter history has, and needs one week", () => {
    expect(weeklyRate(trendSeries(daily(6, 80, 0)))).toBeNull();
    expect(weeklyRate(trendSeries(daily(8, 80, 0)))).toEqual({ kgPerWeek: 0, weeks: 1 });
    expect(weeklyRate(trendSeries(daily(20, 80, 0.1)))?.weeks).toBe(2);
  });
});

describe("a photo chosen for upload", () => {
  it("is a JPEG, PNG or WebP of at most 15 MB, or has no type (the server reads it)", () => {
    expect(photoFileProblem({ type: "image/jpeg", size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: "image/webp", size: 1 })).toBeNull();
    expect(photoFileProblem({ type: "", size: 1 })).toBeNull();
    expect(photoFileProblem({ type: "image/gif", size: 1 })).toBe("Choose a JPEG, PNG or WebP image.");
    expect(photoFileProblem({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toBe("This photo is larger than 15 MB.");
  });
});
