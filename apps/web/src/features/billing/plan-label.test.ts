import { describe, expect, it } from "vitest";
import { planLabel } from "./plan-label";

describe("planLabel", () => {
  const periodEnd = "2027-11-25T12:00:00.000Z";
  it("names the tier while the plan renews", () => {
    expect(planLabel({ subscriptionTier: "Annual", plan: { source: "test", periodEnd, endsAtPeriodEnd: false } })).toBe("Annual");
    expect(planLabel({ subscriptionTier: "Free", plan: null })).toBe("Free");
  });
  it("adds the last day once the plan ends with its period", () => {
    expect(planLabel({ subscriptionTier: "Annual", plan: { source: "stripe", periodEnd, endsAtPeriodEnd: true } })).toBe(
      "Annual until Nov 25, 2027",
    );
  });
});
