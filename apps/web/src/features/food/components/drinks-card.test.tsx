import { type DrinksDayResponse, DEFAULT_ELECTROLYTE_MIX, drinkTotals } from "@app/shared/drinks";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { DrinksCard } from "./drinks-card";

const { wrapper } = withQueryClient();

const none = { sodiumMg: 0, potassiumMg: 0, magnesiumMg: 0 };
function dayOf(drinks: DrinksDayResponse["drinks"]): DrinksDayResponse {
  return {
    date: "2026-12-02",
    drinks,
    totals: drinkTotals(drinks),
    settings: { waterTargetMl: 2000, defaultTarget: true, electrolyteMix: DEFAULT_ELECTROLYTE_MIX },
  };
}

describe("the drinks card's totals", () => {
  it("counts a glass of water, not the mug of coffee, toward the water, and shows each drink's own total", async () => {
    serveApi({
      "GET /api/food/drinks": {
        status: 200,
        body: dayOf([
          { id: "a", kind: "water", ml: 250, drunkAt: "2026-12-02T08:00:00.000Z", ...none },
          { id: "b", kind: "coffee", ml: 350, drunkAt: "2026-12-02T09:00:00.000Z", ...none },
        ]),
      },
    });
    render(<DrinksCard date="2026-12-02" tz="UTC" unit="ml" />, { wrapper });
    const byDrink = await screen.findByRole("list", { name: "Totals by drink" });
    expect(screen.getByTestId("water-total").textContent).toBe("250 ml of 2,000 ml water today");
    expect(screen.getByRole("progressbar", { name: "Water against your target" }).getAttribute("aria-valuenow")).toBe("12.5");
    expect([...byDrink.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Water 250 ml", "Black coffee 350 ml"]);
  });

  it("counts electrolyte water as water, and lists no drink that was not drunk", async () => {
    serveApi({
      "GET /api/food/drinks": {
        status: 200,
        body: dayOf([{ id: "a", kind: "electrolyte", ml: 500, drunkAt: "2026-12-02T08:00:00.000Z", ...none, sodiumMg: 393 }]),
      },
    });
    render(<DrinksCard date="2026-12-02" tz="UTC" unit="ml" />, { wrapper });
    const byDrink = await screen.findByRole("list", { name: "Totals by drink" });
    expect(screen.getByTestId("water-total").textContent).toBe("500 ml of 2,000 ml water today");
    expect([...byDrink.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Electrolyte water 500 ml"]);
  });
});
