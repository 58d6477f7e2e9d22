import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { WeightTrendCard } from "./weight-trend-card";

const { wrapper } = withQueryClient();
const TODAY = "2026-11-25";

beforeEach(() => {
  // Only the date: "Wed, Nov 25" says no year in its own year.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 9));
});
afterEach(() => vi.useRealTimers());

describe("the weigh-ins", () => {
  it("name the day each delete button acts on, and keep focus in the list after a delete", async () => {
    let deleted = false;
    serveApi({
      "GET /api/progress/weights": () => ({
        status: 200,
        body: {
          range: "1M",
          from: "2026-10-27",
          entries: deleted
            ? [{ date: "2026-11-24", weightKg: 82.9 }]
            : [
                { date: "2026-11-24", weightKg: 82.9 },
                { date: TODAY, weightKg: 82.4 },
              ],
          trend: [{ date: TODAY, trendKg: 82.6 }],
          rate: null,
          goalWeightKg: null,
        },
      }),
      [`DELETE /api/progress/weights/${TODAY}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    render(<WeightTrendCard unit="kg" today={TODAY} access="free" upgradePrompt={null} />, { wrapper });
    const remove = await screen.findByRole("button", { name: "Delete weigh-in on Wed, Nov 25" });
    expect(screen.getByRole("button", { name: "Delete weigh-in on Tue, Nov 24" })).toBeTruthy();
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete weigh-in on Wed, Nov 25" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Weigh-ins" }));
  });
});
