import { describe, expect, it } from "vitest";
import { dateTimeSchema, timeZoneSchema } from "../time/fields";

describe("date-times", () => {
  const schema = dateTimeSchema("Date");
  it("accepts dates a person could mean, and refuses valid ISO that PostgreSQL cannot store", () => {
    expect(schema.safeParse("2026-11-22T08:00:00Z").success).toBe(true);
    expect(schema.safeParse("2026-11-22T08:00:00+05:30").success).toBe(true);
    for (const bad of ["0000-01-01T00:00:00Z", "+275760-09-13T00:00:00Z", "9999-12-31T23:59:59Z", "2026-13-01T00:00:00Z", "yesterday"]) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("time zones", () => {
  const tz = timeZoneSchema("tz");
  it("takes IANA names, the same on a second look (they are remembered), and refuses the rest every time", () => {
    for (let round = 0; round < 2; round++) {
      for (const zone of ["Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+5"])
        expect(tz.safeParse(zone).success, zone).toBe(true);
      for (const zone of ["Mars/Olympus", "Europe/Berlin ", "", "Europe/Berlin;drop", "x".repeat(65)])
        expect(tz.safeParse(zone).success, zone).toBe(false);
    }
  });
});
