import { describe, expect, it } from "vitest";
import { planOfStoreProduct, PLANS, tierForPlan, tierForStoreIdentifiers } from "./rules";

describe("store products", () => {
  it("maps the store's product ids to plans, the same way the app maps them to tiers", () => {
    for (const id of [PLANS.monthly.storeProductId, PLANS.yearly.storeProductId, "carni_yearly_promo", "monthly_intro"]) {
      expect(tierForPlan(planOfStoreProduct(id))).toBe(tierForStoreIdentifiers([id]));
    }
    expect(planOfStoreProduct("yearly_subscription")).toBe("yearly");
    expect(planOfStoreProduct("monthly_subscription")).toBe("monthly");
  });
});
