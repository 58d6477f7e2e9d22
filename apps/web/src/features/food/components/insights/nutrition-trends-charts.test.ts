import { describe, expect, it } from "vitest";
import { shownDays, yScale } from "./nutrition-trends-charts";

/** 30 days, the last `logged` of them with something logged. */
const month = (logged: number) => Array.from({ length: 30 }, (_, i) => ({ day: i + 1, entries: i >= 30 - logged ? 2 : 0 }));

describe("the nutrition trend charts", () => {
  it("draw from the first logged day, so five days fill the width, and at least the last week", () => {
    expect(shownDays(month(5)).map((d) => d.day)).toEqual([24, 25, 26, 27, 28, 29, 30]);
    expect(shownDays(month(12))).toHaveLength(12);
    expect(shownDays(month(30))).toHaveLength(30);
    // A gap after the first logged day stays: a missed day is shown as missed.
    const gappy = month(0).map((d) => ({ ...d, entries: d.day === 10 || d.day === 30 ? 1 : 0 }));
    expect(shownDays(gappy)[0]!.day).toBe(10);
    expect(shownDays(month(0))).toHaveLength(30);
  });

  it("tick from 0 on round steps that reach the largest value or target", () => {
    expect(yScale([1840, 2437, null, 1210]).ticks).toEqual([0, 1000, 2000, 3000]);
    expect(yScale([0.8, 1.1, null, 1])).toEqual({ domain: [0, 1.5], ticks: [0, 0.5, 1, 1.5] });
    expect(yScale([64, 100]).ticks).toEqual([0, 50, 100]);
    expect(yScale([64, 163, 100]).ticks).toEqual([0, 50, 100, 150, 200]);
  });
});
