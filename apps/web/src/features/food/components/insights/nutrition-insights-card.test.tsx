import { type ElectrolytesResponse, type TargetsResponse, DEFAULT_TARGETS } from "@app/shared/nutrition";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withFakeIntersectionObserver } from "@/testing/intersection-observer";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { NutritionInsightsCard } from "./nutrition-insights-card";

const { wrapper } = withQueryClient();
const viewport = withFakeIntersectionObserver();

const electrolytes: ElectrolytesResponse = {
  date: "2026-12-02",
  entries: 2,
  electrolytes: [
    { key: "sodium", amount: 1234, fromDrinks: 0, target: 4000, low: false, incomplete: false, noData: false },
    { key: "potassium", amount: 2100, fromDrinks: 0, target: 3400, low: false, incomplete: false, noData: false },
    { key: "magnesium", amount: 150, fromDrinks: 0, target: 400, low: true, incomplete: false, noData: false },
  ],
};

describe("the nutrition insights card on the free plan", () => {
  it("shows the user's own electrolytes against their targets above the Premium preview, and never asks for the insights", async () => {
    const calls = serveApi({
      "GET /api/food/electrolytes": { status: 200, body: electrolytes },
      "GET /api/food/targets": {
        status: 200,
        body: { targets: DEFAULT_TARGETS, profile: { sex: null, ageBand: null }, customized: [] } satisfies TargetsResponse,
      },
    });
    render(
      <NutritionInsightsCard date="2026-12-02" tz="UTC" access="preview" upgradePrompt={<a href="/premium">Upgrade to Premium</a>} />,
      {
        wrapper,
      },
    );
    // Nothing is read until the card nears the viewport.
    expect(calls.some((c) => c.path === "/api/food/electrolytes")).toBe(false);
    viewport.scrollNear();
    const sodium = await screen.findByTestId("electrolyte-sodium");
    expect(sodium.textContent).toContain("1,234");
    expect(sodium.textContent).toContain("4,000 mg");
    expect(screen.getByTestId("electrolyte-magnesium").textContent).toContain("150");
    // The locked rest is a labelled sample, with the prompt.
    const preview = screen.getByTestId("insights-preview");
    expect(within(preview).getByRole("link", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(preview.textContent).not.toMatch(/Sodium|Potassium|Magnesium/);
    expect(calls.map((c) => c.path)).toContain("/api/food/electrolytes");
    expect(calls.some((c) => /insights|trends/.test(c.path))).toBe(false);
    expect(calls.find((c) => c.path === "/api/food/electrolytes")?.query).toEqual({ date: "2026-12-02", tz: "UTC" });
  });
});
