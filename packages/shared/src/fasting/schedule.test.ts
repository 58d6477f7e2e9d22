import { describe, expect, it } from "vitest";
import { nextScheduledStart, scheduledStartAround, type FastingSchedule, type Weekday } from "./schedule";

const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const plan = (startTime: string, weekdays: Weekday[] = EVERY_DAY): FastingSchedule => ({ fastingType: "16:8", startTime, weekdays });
const next = (schedule: FastingSchedule, after: string, timeZone: string) =>
  nextScheduledStart(schedule, new Date(after), timeZone)?.toISOString();

describe("nextScheduledStart", () => {
  it("finds today's start, or tomorrow's once it has passed", () => {
    expect(next(plan("20:00"), "2026-11-25T12:00:00Z", "Europe/Berlin")).toBe("2026-11-25T19:00:00.000Z");
    expect(next(plan("20:00"), "2026-11-25T19:00:00Z", "Europe/Berlin")).toBe("2026-11-26T19:00:00.000Z");
    expect(next(plan("00:00"), "2026-11-25T22:59:59Z", "Europe/Berlin")).toBe("2026-11-25T23:00:00.000Z");
  });

  it("keeps the local clock time in each zone: 20:00 is 20:00 wherever the user is", () => {
    const after = "2026-11-25T00:00:00Z";
    expect(next(plan("20:00"), after, "America/New_York")).toBe("2026-11-25T01:00:00.000Z");
    expect(next(plan("20:00"), after, "Asia/Tokyo")).toBe("2026-11-25T11:00:00.000Z");
    expect(next(plan("20:00"), after, "UTC")).toBe("2026-11-25T20:00:00.000Z");
  });

  it("takes only the chosen weekdays (0 is Sunday), a week ahead at most", () => {
    // 2026-11-25 is a Wednesday.
    expect(next(plan("18:30", [1]), "2026-11-25T12:00:00Z", "Asia/Kolkata")).toBe("2026-11-30T13:00:00.000Z");
    expect(next(plan("18:30", [3]), "2026-11-25T14:00:00Z", "Asia/Kolkata")).toBe("2026-12-02T13:00:00.000Z");
    expect(next(plan("18:30", [0, 6]), "2026-11-25T14:00:00Z", "Asia/Kolkata")).toBe("2026-11-28T13:00:00.000Z");
  });

  it("has no start without a day or with a malformed time", () => {
    expect(next(plan("20:00", []), "2026-11-25T12:00:00Z", "UTC")).toBeUndefined();
    expect(next(plan("24:00"), "2026-11-25T12:00:00Z", "UTC")).toBeUndefined();
  });

  it("in a zone without DST (Asia/Kolkata, +05:30) every day is alike", () => {
    let after = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 400; i++) {
      const start = nextScheduledStart(plan("07:15"), after, "Asia/Kolkata")!;
      expect(start.toISOString().slice(11)).toBe("01:45:00.000Z");
      after = start;
    }
  });

  describe("America/New_York (spring forward 2026-03-08 02:00→03:00, fall back 2026-11-01 02:00→01:00)", () => {
    const tz = "America/New_York";
    it("keeps 20:00 across both changes", () => {
      expect(next(plan("20:00"), "2026-03-07T12:00:00Z", tz)).toBe("2026-03-08T01:00:00.000Z"); // EST
      expect(next(plan("20:00"), "2026-03-08T12:00:00Z", tz)).toBe("2026-03-09T00:00:00.000Z"); // EDT
      expect(next(plan("20:00"), "2026-10-31T12:00:00Z", tz)).toBe("2026-11-01T00:00:00.000Z"); // EDT
      expect(next(plan("20:00"), "2026-11-01T12:00:00Z", tz)).toBe("2026-11-02T01:00:00.000Z"); // EST
    });
    it("moves a skipped 02:30 forward by the gap, to 03:30 EDT, and is back at 02:30 the next day", () => {
      expect(next(plan("02:30"), "2026-03-08T05:00:00Z", tz)).toBe("2026-03-08T07:30:00.000Z");
      expect(next(plan("02:30"), "2026-03-08T07:30:00Z", tz)).toBe("2026-03-09T06:30:00.000Z");
    });
    it("takes the first of a repeated 01:30 (EDT), once", () => {
      expect(next(plan("01:30"), "2026-11-01T04:00:00Z", tz)).toBe("2026-11-01T05:30:00.000Z");
      expect(next(plan("01:30"), "2026-11-01T05:30:00Z", tz)).toBe("2026-11-02T06:30:00.000Z");
    });
  });

  describe("Europe/Berlin (2026-03-29 02:00→03:00, 2026-10-25 03:00→02:00)", () => {
    const tz = "Europe/Berlin";
    it("moves a skipped 02:15 to 03:15 CEST", () => {
      expect(next(plan("02:15"), "2026-03-28T23:00:00Z", tz)).toBe("2026-03-29T01:15:00.000Z");
    });
    it("takes the first 02:15 (CEST) on fall-back day", () => {
      expect(next(plan("02:15"), "2026-10-24T23:00:00Z", tz)).toBe("2026-10-25T00:15:00.000Z");
      expect(next(plan("02:15"), "2026-10-25T00:15:00Z", tz)).toBe("2026-10-26T01:15:00.000Z");
    });
    it("keeps 20:00 the week around each change", () => {
      expect(next(plan("20:00", [0]), "2026-03-23T00:00:00Z", tz)).toBe("2026-03-29T18:00:00.000Z");
      expect(next(plan("20:00", [6]), "2026-10-19T00:00:00Z", tz)).toBe("2026-10-24T18:00:00.000Z");
      expect(next(plan("20:00", [0]), "2026-10-19T00:00:00Z", tz)).toBe("2026-10-25T19:00:00.000Z");
    });
  });

  describe("Australia/Sydney (southern: 2026-04-05 03:00→02:00, 2026-10-04 02:00→03:00)", () => {
    const tz = "Australia/Sydney";
    it("takes the first 02:30 (AEDT, +11) on fall-back day in April", () => {
      expect(next(plan("02:30"), "2026-04-04T12:00:00Z", tz)).toBe("2026-04-04T15:30:00.000Z");
      expect(next(plan("02:30"), "2026-04-04T15:30:00Z", tz)).toBe("2026-04-05T16:30:00.000Z");
    });
    it("moves a skipped 02:30 to 03:30 AEDT in October", () => {
      expect(next(plan("02:30"), "2026-10-03T12:00:00Z", tz)).toBe("2026-10-03T16:30:00.000Z");
    });
    it("keeps 20:00 across both changes", () => {
      expect(next(plan("20:00"), "2026-04-05T00:00:00Z", tz)).toBe("2026-04-05T10:00:00.000Z"); // AEST +10
      expect(next(plan("20:00"), "2026-04-04T00:00:00Z", tz)).toBe("2026-04-04T09:00:00.000Z"); // AEDT +11
      expect(next(plan("20:00"), "2026-10-04T00:00:00Z", tz)).toBe("2026-10-04T09:00:00.000Z"); // AEDT
    });
  });
});

describe("scheduledStartAround", () => {
  const tz = "Europe/Berlin";
  const around = (now: string) => {
    const found = scheduledStartAround(plan("20:00"), new Date(now), tz);
    return found && { kind: found.kind, start: found.start.toISOString() };
  };
  it("offers the start from 30 minutes before to 2 hours after, else tells the next", () => {
    expect(around("2026-11-25T18:29:59Z")).toEqual({ kind: "next", start: "2026-11-25T19:00:00.000Z" });
    expect(around("2026-11-25T18:30:00Z")).toEqual({ kind: "due", start: "2026-11-25T19:00:00.000Z" });
    expect(around("2026-11-25T20:59:59Z")).toEqual({ kind: "due", start: "2026-11-25T19:00:00.000Z" });
    expect(around("2026-11-25T21:00:00Z")).toEqual({ kind: "next", start: "2026-11-26T19:00:00.000Z" });
  });
});
