import { describe, expect, it } from "vitest";
import { dateTimeSchema } from "./schemas";

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
