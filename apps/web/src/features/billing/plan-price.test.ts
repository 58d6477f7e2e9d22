import { formatPrice, WEB_PRODUCTS } from "@app/shared/billing";
import { describe, expect, it } from "vitest";
import { offerFor, planPrice } from "./plan-price";

const storeOffers = [
  { id: "$rc_monthly", localizedPrice: "2,99 €", price: 2.99 },
  { id: "$rc_annual", localizedPrice: "21,99 €", price: 21.99 },
];

describe("planPrice", () => {
  it("shows our own prices on the web, exactly as formatPrice writes them", () => {
    for (const plan of ["monthly", "yearly"] as const) {
      const { amount, interval } = planPrice(plan, "web", WEB_PRODUCTS);
      expect(`${amount}/${interval}`).toBe(formatPrice(plan));
    }
  });

  it("shows the store's localized price in the native app, matched by package or product id", () => {
    expect(planPrice("yearly", "native", storeOffers)).toEqual({ amount: "21,99 €", interval: "yr" });
    expect(planPrice("monthly", "native", [{ id: "monthly_subscription", localizedPrice: "£2.49", price: 2.49 }])).toEqual({
      amount: "£2.49",
      interval: "mo",
    });
  });

  it("falls back to our price when the store offers nothing for the plan", () => {
    expect(planPrice("yearly", "native", [])).toEqual({ amount: "$19.99", interval: "yr" });
    expect(offerFor("monthly", [{ id: "$rc_weekly", localizedPrice: "$1", price: 1 }])).toBeUndefined();
  });
});
