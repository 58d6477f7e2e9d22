import { describe, expect, it } from "vitest";
import {
  durationHoursBetween,
  FAST_TIME_MESSAGES,
  fastsOverlap,
  fastTimeFieldOf,
  fastTimesProblem,
  overlapMessage,
  formatElapsed,
  progressPercent,
  CUSTOM_MIN_HOURS,
  DISCARDABLE_FAST_MINUTES,
  isDiscardableFast,
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

describe("fastsOverlap", () => {
  it.each([
    ["disjoint", { start: 0, end: 10 }, { start: 20, end: 30 }, false],
    ["touching: one ends as the other starts", { start: 0, end: 10 }, { start: 10, end: 20 }, false],
    ["overlapping by a millisecond", { start: 0, end: 10 }, { start: 9, end: 20 }, true],
    ["one inside the other", { start: 0, end: 100 }, { start: 40, end: 50 }, true],
    ["the same", { start: 5, end: 6 }, { start: 5, end: 6 }, true],
    ["a running fast and one ending before it started", { start: 50, end: null }, { start: 0, end: 50 }, false],
    ["a running fast and one ending after it started", { start: 50, end: null }, { start: 0, end: 51 }, true],
    ["a running fast and one starting later", { start: 50, end: null }, { start: 1000, end: 2000 }, true],
    ["two running fasts", { start: 0, end: null }, { start: 1, end: null }, true],
  ])("%s: %o and %o → %s", (_label, a, b, expected) => {
    expect(fastsOverlap(a, b)).toBe(expected);
    expect(fastsOverlap(b, a)).toBe(expected);
  });
});

describe("fastTimesProblem", () => {
  const now = Date.parse("2026-11-20T12:00:00Z");
  const problem = (start: number, end: number | null) => fastTimesProblem({ start, end, now });
  it("accepts a running start up to 7 days ago and a finished fast up to 7 days long, ending by now", () => {
    expect(problem(now, null)).toBeNull();
    expect(problem(now - 168 * HOUR, null)).toBeNull();
    expect(problem(now - 200 * HOUR, now - 32 * HOUR)).toBeNull();
    expect(problem(now - HOUR, now)).toBeNull();
  });
  it("names the field and the rule of each refusal", () => {
    expect(problem(now + 1, null)).toEqual({ field: "startTime", message: FAST_TIME_MESSAGES.startInFuture });
    expect(problem(now - 168 * HOUR - 1, null)).toEqual({ field: "startTime", message: FAST_TIME_MESSAGES.startTooOld });
    expect(problem(now + 1, now + 2)).toEqual({ field: "startTime", message: FAST_TIME_MESSAGES.startInFuture });
    expect(problem(now - HOUR, now + 1)).toEqual({ field: "endTime", message: FAST_TIME_MESSAGES.endInFuture });
    expect(problem(now - HOUR, now - HOUR)).toEqual({ field: "endTime", message: FAST_TIME_MESSAGES.endNotAfterStart });
    expect(problem(now - HOUR, now - 2 * HOUR)).toEqual({ field: "endTime", message: FAST_TIME_MESSAGES.endNotAfterStart });
    expect(problem(now - 169 * HOUR - 1, now - HOUR)).toEqual({ field: "endTime", message: FAST_TIME_MESSAGES.tooLong });
  });
});

describe("fastTimeFieldOf", () => {
  it("puts each refusal at its field", () => {
    expect(fastTimeFieldOf("START_OVERLAPS", "This overlaps your 16:8 fast of …")).toBe("startTime");
    expect(fastTimeFieldOf("END_OVERLAPS", "This overlaps your 16:8 fast of …")).toBe("endTime");
    expect(fastTimeFieldOf("VALIDATION_FAILED", FAST_TIME_MESSAGES.startInFuture)).toBe("startTime");
    expect(fastTimeFieldOf("VALIDATION_FAILED", FAST_TIME_MESSAGES.tooLong)).toBe("endTime");
  });
});

describe("overlapMessage", () => {
  // ICU puts a narrow no-break space before "PM"; people read it as a space.
  const plain = (text: string) => text.replace(/\u202f/g, " ");
  const now = Date.parse("2026-11-30T12:00:00Z");
  const fast = { fastingType: "18:6", start: Date.parse("2026-11-28T01:00:00Z"), end: Date.parse("2026-11-28T19:00:00Z") };

  it("names the fast in the user's zone and language", () => {
    const message = overlapMessage(fast, "startTime", { locale: "en-US", timeZone: "America/Chicago" }, now);
    expect(plain(message)).toBe(
      "This overlaps your 18:6 fast of Fri, Nov 27, 7:00 PM – Sat, Nov 28, 1:00 PM. Choose a start after it ended.",
    );
    const berlin = overlapMessage(fast, "endTime", { locale: "de-DE", timeZone: "Europe/Berlin" }, now);
    expect(plain(berlin)).toBe(
      "This overlaps your 18:6 fast of Sa., 28. Nov., 2:00 – Sa., 28. Nov., 20:00. Choose an end before it started.",
    );
  });

  it("says a running fast runs, and gives the year of another year's fast", () => {
    const style = { locale: "en-US", timeZone: "UTC" };
    expect(plain(overlapMessage({ ...fast, end: null }, "endTime", style, now))).toBe(
      "This overlaps your 18:6 fast running since Sat, Nov 28, 1:00 AM. Choose an end before it started.",
    );
    const old = { fastingType: "Custom 20h", start: Date.parse("2025-01-02T08:00:00Z"), end: Date.parse("2025-01-03T04:00:00Z") };
    expect(plain(overlapMessage(old, "startTime", style, now))).toBe(
      "This overlaps your Custom 20h fast of Thu, Jan 2, 2025, 8:00 AM – Fri, Jan 3, 2025, 4:00 AM. Choose a start after it ended.",
    );
  });
});

describe("durationHoursBetween", () => {
  it("is the hours rounded to 2 decimals, as the server stores them", () => {
    expect(durationHoursBetween(0, 16.5 * HOUR)).toBe(16.5);
    expect(durationHoursBetween(0, HOUR / 3)).toBe(0.33);
    expect(durationHoursBetween(0, (2 * HOUR) / 3)).toBe(0.67);
    expect(durationHoursBetween(0, 16.5 * HOUR + 18_000)).toBe(16.51);
    expect(durationHoursBetween(0, 29_000)).toBe(0.01);
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
