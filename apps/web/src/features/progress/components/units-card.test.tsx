import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { UnitsCard } from "./units-card";

const { wrapper } = withQueryClient();

const UNITS = "GET /api/progress/units";
const saved = { weightUnit: "lb", lengthUnit: "cm" } as const;

function show() {
  render(<UnitsCard />, { wrapper });
  return {
    weight: () => screen.getByLabelText("Weight unit") as HTMLSelectElement,
    length: () => screen.getByLabelText("Length unit") as HTMLSelectElement,
  };
}

describe("Settings → Units", () => {
  it("waits for the saved units, then shows them", async () => {
    serveApi({ [UNITS]: { status: 200, body: saved } });
    const { weight, length } = show();
    expect(screen.getByRole("region", { name: "Units" })).toBeTruthy();
    expect([weight().disabled, length().disabled]).toEqual([true, true]);
    await waitFor(() => expect(weight().disabled).toBe(false));
    expect([weight().value, length().value]).toEqual(["lb", "cm"]);
    expect([...weight().options].map((o) => o.text)).toEqual(["Kilograms (kg)", "Pounds (lb)"]);
    expect([...length().options].map((o) => o.text)).toEqual(["Centimetres (cm)", "Inches (in)"]);
  });

  it("saves a unit as soon as it is chosen, and says so", async () => {
    const calls = serveApi({
      [UNITS]: { status: 200, body: saved },
      "PATCH /api/progress/units": (body) => ({ status: 200, body: { ...saved, ...(body as object) } }),
    });
    const { length } = show();
    await waitFor(() => expect(length().disabled).toBe(false));
    fireEvent.change(length(), { target: { value: "in" } });
    await waitFor(() => expect(length().value).toBe("in"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Units saved."));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({ path: "/api/progress/units", body: { lengthUnit: "in" } });
  });

  it("puts the unit back and says why when saving is refused", async () => {
    const refusal = "We couldn't reach CarniTrack. Please check your connection and try again.";
    serveApi({
      [UNITS]: { status: 200, body: saved },
      "PATCH /api/progress/units": { status: 503, body: { error: { code: "UNAVAILABLE", message: refusal } } },
    });
    const { weight } = show();
    await waitFor(() => expect(weight().disabled).toBe(false));
    fireEvent.change(weight(), { target: { value: "kg" } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't save your units", { description: refusal }));
    await waitFor(() => expect(weight().value).toBe("lb"));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
