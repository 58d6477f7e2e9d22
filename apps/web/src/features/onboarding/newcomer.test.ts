import { describe, expect, it } from "vitest";
import { isNewcomer } from "./newcomer";

const now = new Date("2026-11-25T12:00:00Z");

describe("isNewcomer", () => {
  it("is an account made in the last 7 days that has never fasted", () => {
    expect(isNewcomer({ createdAt: new Date("2026-11-25T08:00:00Z"), hasFasted: false, now })).toBe(true);
    expect(isNewcomer({ createdAt: "2026-11-19T13:00:00.000Z", hasFasted: false, now })).toBe(true);
  });

  it("is not someone who has fasted, nor an older account that never fasted (a food-log user of months)", () => {
    expect(isNewcomer({ createdAt: new Date("2026-11-25T08:00:00Z"), hasFasted: true, now })).toBe(false);
    expect(isNewcomer({ createdAt: new Date("2026-08-01T08:00:00Z"), hasFasted: false, now })).toBe(false);
    expect(isNewcomer({ createdAt: "2026-11-18T11:00:00.000Z", hasFasted: false, now })).toBe(false);
  });
});
