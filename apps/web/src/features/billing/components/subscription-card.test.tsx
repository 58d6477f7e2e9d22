import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { toast } from "@/lib/toast";
import { SubscriptionProvider } from "./subscription-provider";
import { SubscriptionCard } from "./subscription-card";

const { wrapper: Wrapper } = withQueryClient();

const PERIOD_END = "2027-11-25T12:00:00.000Z";
const state = (cancelAtPeriodEnd: boolean) => ({
  subscribed: true,
  subscriptionTier: "Annual",
  platform: "web",
  products: [],
  previewMode: false,
  subscription: { source: "test", plan: "yearly", status: "active", currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd },
});

function renderCard() {
  render(
    <Wrapper>
      <MemoryRouter>
        <SubscriptionProvider userId="u1">
          <SubscriptionCard />
        </SubscriptionProvider>
      </MemoryRouter>
    </Wrapper>,
  );
}

describe("the subscription card", () => {
  it("cancels at the period's end only after the confirmation, then says until when", async () => {
    let cancelled = false;
    const calls = serveApi({
      "GET /api/subscription": () => ({ status: 200, body: state(cancelled) }),
      "POST /api/subscription/cancel": () => {
        cancelled = true;
        return { status: 200, body: state(true) };
      },
    });
    renderCard();
    expect(await screen.findByText("Renews on")).toBeTruthy();
    expect(screen.getByTestId("subscription-plan").textContent).toBe("Annual");
    expect(screen.getByText("$19.99/yr")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel your subscription?" });
    expect(dialog.textContent).toContain("stays active until Nov 25, 2027, then ends. You won't be charged again.");
    // Keeping it changes nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep subscription" }));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() => expect(screen.getByTestId("subscription-plan").textContent).toBe("Annual until Nov 25, 2027"));
    expect(screen.getByText("Ends on")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/api/subscription/cancel"]);
    expect(toast.success).toHaveBeenCalledWith("Your subscription is cancelled", {
      description: "Premium stays until Nov 25, 2027. You won't be charged again.",
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    serveApi({
      "GET /api/subscription": { status: 200, body: state(false) },
      "POST /api/subscription/cancel": {
        status: 503,
        body: { error: { code: "SERVICE_UNAVAILABLE", message: "We couldn't reach our payment provider just now." } },
      },
    });
    renderCard();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't cancel your subscription", {
        description: "We couldn't reach our payment provider just now.",
      }),
    );
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(screen.getByTestId("subscription-plan").textContent).toBe("Annual");
  });
});
