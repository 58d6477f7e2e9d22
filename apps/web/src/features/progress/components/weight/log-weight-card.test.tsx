import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { LogWeightCard } from "./log-weight-card";

const { wrapper } = withQueryClient();
const TODAY = "2026-11-25";

function serveWeights() {
  return serveApi({
    "GET /api/progress/weights": {
      status: 200,
      body: {
        range: "1M",
        from: "2026-10-27",
        entries: [{ date: TODAY, weightKg: 82.4 }],
        trend: [{ date: TODAY, trendKg: 82.4 }],
        rate: null,
        goalWeightKg: null,
      },
    },
    "PUT /api/progress/weights": (body) => ({ status: 200, body: { entry: body } }),
  });
}

describe("logging a weight", () => {
  it("says before saving that a day's weigh-in will be replaced, and after that it was updated", async () => {
    const calls = serveWeights();
    render(<LogWeightCard unit="kg" today={TODAY} />, { wrapper });
    const note = screen.getByTestId("weight-replace-note");
    await waitFor(() => expect(note.textContent).toBe("You already logged 82.4 kg today. Saving replaces it."));

    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-24" } });
    await waitFor(() => expect(note.textContent).toBe(""));
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: TODAY } });
    await waitFor(() => expect(note.textContent).toContain("82.4 kg today"));

    fireEvent.change(screen.getByLabelText("Weight"), { target: { value: "81.9" } });
    fireEvent.click(screen.getByRole("button", { name: "Save weight" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Weight updated"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ date: TODAY, weightKg: 81.9 });
  });

  it("says a new day's weigh-in was saved", async () => {
    serveWeights();
    render(<LogWeightCard unit="kg" today={TODAY} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId("weight-replace-note").textContent).not.toBe(""));
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("Weight"), { target: { value: "81.9" } });
    fireEvent.click(screen.getByRole("button", { name: "Save weight" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Weight saved."));
    expect(toast.success).not.toHaveBeenCalledWith("Weight updated");
  });
});
