import { describe, expect, it } from "vitest";
import {
  formatMonthlyEquivalent,
  formatPrice,
  planOfStoreProduct,
  PLAN_FEATURES,
  PLANS,
  tierForPlan,
  tierForStoreIdentifiers,
} from "./rules";

describe("store products", () => {
  it("maps the store's product ids to plans, the same way the app maps them to tiers", () => {
    for (const id of [PLANS.monthly.storeProductId, PLANS.yearly.storeProductId, "carni_yearly_promo", "monthly_intro"]) {
      expect(tierForPlan(planOfStoreProduct(id))).toBe(tierForStoreIdentifiers([id]));
    }
    expect(planOfStoreProduct("yearly_subscription")).toBe("yearly");
    expect(planOfStoreProduct("monthly_subscription")).toBe("monthly");
  });
});

describe("prices", () => {
  it("shows the spec's prices and the yearly plan's price per month from the same constants", () => {
    expect(formatPrice("monthly")).toBe("$2.99/mo");
    expect(formatPrice("yearly")).toBe("$19.99/yr");
    expect(formatMonthlyEquivalent("yearly")).toBe("$1.67/mo");
    expect(formatMonthlyEquivalent("monthly")).toBe("$2.99/mo");
  });
});

describe("plan features", () => {
  it("names every area once, each with what Free and Premium get", () => {
    expect(PLAN_FEATURES.map((a) => a.area)).toEqual(["Fasting", "Food", "Progress", "Recipes", "Community"]);
    for (const area of PLAN_FEATURES) {
      expect(area.free.length).toBeGreaterThan(0);
      expect(area.premium.length).toBeGreaterThan(0);
    }
  });
});
