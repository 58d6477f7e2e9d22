import { describe, expect, it } from "vitest";
import { hoursScale } from "./fasting-hours-chart";

const day = (date: string, hours: number) => ({
  date,
  hours,
  fasts: hours > 0 ? 1 : 0,
  reachedTarget: hours >= 16,
  fastsReachedTarget: hours >= 16 ? 1 : 0,
});

describe("the fasting hours chart", () => {
  it("ticks hours as a day divides them", () => {
    expect(hoursScale([day("2026-11-01", 16.5), day("2026-11-02", 19.25), day("2026-11-03", 0)]).ticks).toEqual([0, 6, 12, 18, 24]);
    expect(hoursScale([day("2026-11-01", 40)]).ticks).toEqual([0, 12, 24, 36, 48]);
    expect(hoursScale([day("2026-11-01", 0)]).domain).toEqual([0, 1]);
  });
});
