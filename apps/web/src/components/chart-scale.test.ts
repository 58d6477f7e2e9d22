import { describe, expect, it } from "vitest";
import { dayTicks, daySpan, niceScale } from "./chart-scale";

describe("niceScale", () => {
  it("steps by 1, 2 or 5 times a power of ten, covering the values", () => {
    expect(niceScale(0, 2437, { zero: true })).toEqual({ domain: [0, 2500], ticks: [0, 500, 1000, 1500, 2000, 2500] });
    expect(niceScale(12, 187, { zero: true })).toEqual({ domain: [0, 200], ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(78.4, 84.1)).toEqual({ domain: [78, 86], ticks: [78, 80, 82, 84, 86] });
    expect(niceScale(81.9, 82.9).ticks).toEqual([81.8, 82, 82.2, 82.4, 82.6, 82.8, 83]);
    expect(niceScale(0, 1.35, { zero: true }).ticks).toEqual([0, 0.5, 1, 1.5]);
  });

  it("takes other steps (hours by 6), and draws a flat or empty series", () => {
    expect(niceScale(0, 19.5, { zero: true, steps: [1, 2, 3, 6, 12, 24], fixed: true }).ticks).toEqual([0, 6, 12, 18, 24]);
    expect(niceScale(0, 40, { zero: true, steps: [1, 2, 3, 6, 12, 24], fixed: true }).ticks).toEqual([0, 12, 24, 36, 48]);
    expect(niceScale(0, 0, { zero: true }).domain).toEqual([0, 1]);
    const flat = niceScale(82.4, 82.4);
    expect(flat.domain[0]).toBeLessThan(82.4);
    expect(flat.domain[1]).toBeGreaterThan(82.4);
  });

  it("has only round ticks over many ranges", () => {
    for (const [min, max] of [
      [0, 3],
      [61.2, 64.9],
      [0.7, 2.3],
      [150, 4321],
      [95.5, 96],
    ] as const) {
      const { domain, ticks } = niceScale(min, max);
      expect(domain[0]).toBeLessThanOrEqual(min);
      expect(domain[1]).toBeGreaterThanOrEqual(max);
      const step = ticks[1]! - ticks[0]!;
      const digit = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
      expect([1, 2, 5], `${min}..${max}: ${ticks.join(", ")}`).toContain(Math.round(digit * 1e6) / 1e6);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(8);
    }
  });
});

describe("daySpan", () => {
  it("spans the data, not the range it barely covers, at least a week, to the range's end", () => {
    const week = ["2026-11-19", "2026-11-21", "2026-11-25"];
    expect(daySpan(week, { from: "2026-10-27", to: "2026-11-25" })).toEqual({ first: "2026-11-19", last: "2026-11-25" });
    expect(daySpan(["2026-11-24"], { from: "2026-10-27", to: "2026-11-25" })).toEqual({ first: "2026-11-19", last: "2026-11-25" });
    expect(daySpan(["2026-10-20", "2026-11-25"], { from: "2026-10-27", to: "2026-11-25" })).toEqual({
      first: "2026-10-27",
      last: "2026-11-25",
    });
    expect(daySpan([], {})).toBeNull();
  });
});

describe("dayTicks", () => {
  it("labels the newest day and steps back by days, then weeks", () => {
    expect(dayTicks("2026-11-19", "2026-11-25")).toEqual(["2026-11-19", "2026-11-21", "2026-11-23", "2026-11-25"]);
    expect(dayTicks("2026-10-27", "2026-11-25")).toEqual(["2026-10-28", "2026-11-04", "2026-11-11", "2026-11-18", "2026-11-25"]);
    expect(dayTicks("2026-11-25", "2026-11-25")).toEqual(["2026-11-25"]);
  });
});
