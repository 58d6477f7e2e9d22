import { weightField, weightBoundsMessage, type WeightUnit } from "@app/shared/progress";
import { describe, expect, it } from "vitest";
import { toBody } from "./components/journal/journal-card";
import { monthGrid } from "./components/journal/month-calendar";
import { weightSummary } from "./components/weight/weight-trend-card";

/** The weight field's rule (the shared form's) as the field sees it: true, or the message under it. */
function validateWeight(value: string, unit: WeightUnit): true | string {
  const result = weightField(unit).safeParse(value);
  return result.success || result.error.issues[0]!.message;
}

describe("the weight field", () => {
  it("checks the bounds in the user's own unit", () => {
    expect(validateWeight("", "kg")).toBe("Enter your weight.");
    expect(validateWeight("abc", "kg")).toBe("Weight must be a number.");
    expect(validateWeight("19.9", "kg")).toBe("Weight must be between 20 and 400 kg.");
    expect(validateWeight("80.5", "kg")).toBe(true);
    // 44 lb is stored as 20.0 kg: the lowest pound figure that is kept.
    expect(weightBoundsMessage("lb")).toBe("Weight must be between 44 and 881.9 lb.");
    expect(validateWeight("43.9", "lb")).toBe(weightBoundsMessage("lb"));
    expect(validateWeight("44", "lb")).toBe(true);
    expect(validateWeight("881.9", "lb")).toBe(true);
    expect(validateWeight("882", "lb")).toBe(weightBoundsMessage("lb"));
  });
});

describe("the journal form", () => {
  it("sends unrated scores as null", () => {
    expect(toBody({ energy: "4", mood: "", sleep: "1", digestion: "", tags: ["cramps"], note: "ok" })).toEqual({
      energy: 4,
      mood: null,
      sleep: 1,
      digestion: null,
      tags: ["cramps"],
      note: "ok",
    });
  });
});

describe("the calendar", () => {
  it("starts weeks where the locale does and knows month lengths", () => {
    // 1 November 2026 is a Sunday: six blanks before it in a Monday-first week, none in a Sunday-first one.
    const november = monthGrid("2026-11", 1);
    expect(november.slice(0, 7)).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(november.filter(Boolean)).toHaveLength(30);
    expect(november.length % 7).toBe(0);
    expect(monthGrid("2026-11", 0)[0]).toBe("2026-11-01");
    expect(monthGrid("2028-02", 1).filter(Boolean)).toHaveLength(29);
  });
});

describe("the weight summary", () => {
  it("says in words what the chart shows", () => {
    const base = { range: "1M" as const, from: "2026-01-01", goalWeightKg: null };
    expect(weightSummary({ ...base, entries: [], trend: [], rate: null }, "kg")).toBe("No weigh-ins in this range yet.");
    expect(
      weightSummary(
        {
          ...base,
          entries: [{ date: "2026-01-20", weightKg: 80 }],
          trend: [{ date: "2026-01-20", trendKg: 80.44 }],
          rate: { kgPerWeek: -0.43, weeks: 4 },
        },
        "kg",
      ),
    ).toBe("Trend weight 80.4 kg, −0.4 kg/week over the last 4 weeks. 1 weigh-in in this range.");
  });
});
