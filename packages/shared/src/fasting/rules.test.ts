import { describe, expect, it } from "vitest";
import {
  CUSTOM_MIN_HOURS,
  DISCARDABLE_FAST_MINUTES,
  formatElapsed,
  isDiscardableFast,
  progressPercent,
  reachedTarget,
  splitHours,
  targetHours,
} from "./rules";

const HOUR = 3_600_000;

describe("targetHours", () => {
  it.each([
    ["16:8", 16],
    ["18:6", 18],
    ["20:4", 20],
    ["24:0", 24],
    ["Custom 1h", 1],
    ["Custom 36h", 36],
    ["Custom 72h", 72],
    // "contains 24" wins before the custom rule, as the spec orders them.
    ["Custom 24h", 24],
    ["Custom 240h", 24],
    // Checks are "contains", so decorated values still match.
    ["my 18:6 plan", 18],
    ["20:4 warrior", 20],
    ["OMAD 24", 24],
    ["Custom 9h", 9],
    // Anything else falls back to the default 16.
    ["", 16],
    ["Custom", 16],
    ["Custom xh", 16],
    ["12:12", 16],
  ])("%s → %i", (type, hours) => {
    expect(targetHours(type)).toBe(hours);
  });
});

describe("progressPercent", () => {
  it("is elapsed over target, rounded", () => {
    expect(progressPercent(0, "16:8")).toBe(0);
    expect(progressPercent(8 * HOUR, "16:8")).toBe(50);
    expect(progressPercent(1 * HOUR, "18:6")).toBe(6); // 5.56
    expect(progressPercent(1 * HOUR, "20:4")).toBe(5);
    expect(progressPercent(12 * HOUR, "Custom 36h")).toBe(33);
    expect(progressPercent(15.9 * HOUR, "16:8")).toBe(99);
  });
  it("is capped at 100", () => {
    expect(progressPercent(16 * HOUR, "16:8")).toBe(100);
    expect(progressPercent(500 * HOUR, "24:0")).toBe(100);
  });
  it("never goes below 0 when the clock is behind the start", () => {
    expect(progressPercent(-HOUR, "16:8")).toBe(0);
  });
});

describe("formatElapsed", () => {
  it("pads to HH:MM:SS and keeps counting past 99 hours", () => {
    expect(formatElapsed(0)).toBe("00:00:00");
    expect(formatElapsed(3_723_000)).toBe("01:02:03");
    expect(formatElapsed(99 * HOUR + 59 * 60_000 + 59_000)).toBe("99:59:59");
    expect(formatElapsed(100 * HOUR)).toBe("100:00:00");
    expect(formatElapsed(-5000)).toBe("00:00:00");
  });
});

describe("splitHours", () => {
  it("splits into whole hours and minutes", () => {
    expect(splitHours(16.5)).toEqual({ h: 16, m: 30 });
    expect(splitHours(0.01)).toEqual({ h: 0, m: 1 });
    expect(splitHours(1.999)).toEqual({ h: 2, m: 0 });
    expect(splitHours(0)).toEqual({ h: 0, m: 0 });
  });
});

describe("isDiscardableFast", () => {
  const start = "2026-11-20T08:00:00.000Z";
  const endedAfter = (ms: number) => ({ startTime: start, endTime: new Date(Date.parse(start) + ms).toISOString() });
  it("offers to discard a fast ended within 5 minutes of its start", () => {
    expect(DISCARDABLE_FAST_MINUTES).toBe(5);
    expect(isDiscardableFast(endedAfter(0))).toBe(true);
    expect(isDiscardableFast(endedAfter(22_000))).toBe(true);
    expect(isDiscardableFast(endedAfter(5 * 60_000 - 1))).toBe(true);
  });
  it("does not from 5 minutes on, nor for a running fast", () => {
    expect(isDiscardableFast(endedAfter(5 * 60_000))).toBe(false);
    expect(isDiscardableFast(endedAfter(16 * HOUR))).toBe(false);
    expect(isDiscardableFast({ startTime: start, endTime: null })).toBe(false);
  });
  it("is shorter than the smallest target, so a discardable fast can never have reached it", () => {
    expect(DISCARDABLE_FAST_MINUTES / 60).toBeLessThan(CUSTOM_MIN_HOURS);
    expect(reachedTarget(DISCARDABLE_FAST_MINUTES / 60, CUSTOM_MIN_HOURS)).toBe(false);
  });
});

describe("reachedTarget", () => {
  it("counts a fast that lasted its target hours, or longer", () => {
    expect(reachedTarget(16, 16)).toBe(true);
    expect(reachedTarget(36.02, 36)).toBe(true);
  });
  it("does not count a fast ended short of its target, nor one without a duration", () => {
    expect(reachedTarget(15.99, 16)).toBe(false);
    expect(reachedTarget(0.01, 16)).toBe(false);
    expect(reachedTarget(null, 1)).toBe(false);
  });
});
