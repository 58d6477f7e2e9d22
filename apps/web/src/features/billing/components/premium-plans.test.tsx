import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SubscriptionContext, type Subscription } from "../hooks/use-subscription";
import { PremiumPlans } from "./premium-plans";

const FREE: Subscription = {
  subscribed: false,
  loading: false,
  subscriptionTier: "Free",
  platform: "web",
  products: [],
  previewMode: true,
  plan: null,
  purchase: async () => {},
  restorePurchases: async () => {},
  manageSubscription: async () => {},
};

/** The Premium page's body, with the subscription state the provider would give. */
function show(state: Partial<Subscription> = {}) {
  const subscription = {
    ...FREE,
    purchase: vi.fn(async () => {}),
    restorePurchases: vi.fn(async () => {}),
    manageSubscription: vi.fn(async () => {}),
    ...state,
  };
  render(
    <MemoryRouter>
      <SubscriptionContext.Provider value={subscription}>
        <PremiumPlans />
      </SubscriptionContext.Provider>
    </MemoryRouter>,
  );
  return subscription;
}
const plan = (name: "Monthly" | "Yearly") => screen.getByRole("article", { name: new RegExp(`^${name}`) });

describe("the Premium plans", () => {
  it("offers a free user both plans with their web prices, the yearly one as a monthly figure", () => {
    show();
    expect(screen.queryByRole("heading", { name: "You're on Premium" })).toBeNull();
    expect(within(plan("Monthly")).getByText("$2.99").parentElement!.textContent).toBe("$2.99/mo");
    expect(within(plan("Yearly")).getByText("$19.99").parentElement!.textContent).toBe("$19.99/yr");
    expect(within(plan("Yearly")).getByText("Save 44%")).toBeTruthy();
    expect(screen.getByTestId("yearly-per-month").textContent).toBe("That's $1.67/mo");
    expect(within(plan("Monthly")).getByText("Billed every month. Cancel any time.")).toBeTruthy();
    expect(screen.getByText(/^Secure payment by card\. .*Refunds within 30 days of purchase\./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Restore purchases" })).toBeNull();
  });

  it("starts the checkout of the plan chosen and keeps every button busy while the browser leaves", async () => {
    const subscription = show();
    const yearly = screen.getByRole("button", { name: "Subscribe yearly" }) as HTMLButtonElement;
    fireEvent.click(yearly);
    expect(subscription.purchase).toHaveBeenCalledWith("yearly");
    await waitFor(() => expect(yearly.disabled).toBe(true));
    expect((screen.getByRole("button", { name: "Subscribe monthly" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the buttons off until the first check has settled", () => {
    show({ loading: true });
    expect((screen.getByRole("button", { name: "Subscribe monthly" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a subscriber their plan as current, the way to manage it, and no Subscribe", () => {
    const subscription = show({ subscribed: true, subscriptionTier: "Annual", previewMode: false });
    expect(screen.getByRole("heading", { name: "You're on Premium" })).toBeTruthy();
    expect(screen.getByText("Annual plan. Thank you for your support!")).toBeTruthy();
    expect(within(plan("Yearly")).getByText("Current plan")).toBeTruthy();
    expect(within(plan("Monthly")).queryByText("Current plan")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Subscribe/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Manage subscription" }));
    expect(subscription.manageSubscription).toHaveBeenCalled();
  });

  it("in the native app shows the store's prices and offers to restore purchases", async () => {
    const subscription = show({
      platform: "native",
      products: [
        { id: "$rc_monthly", localizedPrice: "2,99 €", price: 2.99 },
        { id: "$rc_annual", localizedPrice: "19,99 €", price: 19.99 },
      ],
    });
    expect(within(plan("Yearly")).getByText("19,99 €")).toBeTruthy();
    expect(screen.queryByTestId("yearly-per-month")).toBeNull();
    expect(screen.getByText(/^Payment is charged to your App Store or Google Play account\./)).toBeTruthy();
    const restore = screen.getByRole("button", { name: "Restore purchases" }) as HTMLButtonElement;
    fireEvent.click(restore);
    expect(subscription.restorePurchases).toHaveBeenCalled();
    // A native purchase or restore runs in the app: the buttons work again once it is done.
    await waitFor(() => expect(restore.disabled).toBe(false));
  });
});
