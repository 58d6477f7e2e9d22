import type { DrinkSettingsResponse } from "@app/shared/drinks";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { DrinkSettingsDialog } from "./drink-settings-dialog";

const { wrapper } = withQueryClient();

const PATCH = "PATCH /api/food/drink-settings";
const settings: DrinkSettingsResponse = {
  waterTargetMl: 2_500,
  defaultTarget: false,
  electrolyteMix: { servingMl: 750, saltG: 1.5, potassiumMg: 200, magnesiumMg: 0 },
};
const echo = (body: unknown) => ({ status: 200, body: { ...settings, ...(body as object), defaultTarget: false } });

function open(unit: "ml" | "fl oz" = "ml") {
  const onOpenChange = vi.fn();
  render(<DrinkSettingsDialog open onOpenChange={onOpenChange} settings={settings} unit={unit} />, { wrapper });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { onOpenChange, field, save: () => fireEvent.click(screen.getByRole("button", { name: "Save" })) };
}
const errorAt = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent;

describe("water and electrolyte settings", () => {
  it("opens with what is saved, in the user's unit", () => {
    serveApi({});
    const { field } = open("fl oz");
    expect(screen.getByRole("dialog", { name: "Water and electrolytes" })).toBeTruthy();
    expect(field("Water target (fl oz a day)").value).toBe("84.5");
    expect(field("Serving (fl oz)").value).toBe("25.4");
    expect([field("Salt (g)").value, field("Potassium (mg)").value, field("Magnesium (mg)").value]).toEqual(["1.5", "200", "0"]);
    expect(screen.getByText(/^Default 67\.6 fl oz\./)).toBeTruthy();
  });

  it("saves the target and the mix in ml, says so and closes", async () => {
    const calls = serveApi({ [PATCH]: echo });
    const { field, save, onOpenChange } = open("fl oz");
    fireEvent.change(field("Water target (fl oz a day)"), { target: { value: "100" } });
    fireEvent.change(field("Magnesium (mg)"), { target: { value: "120" } });
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      expect.objectContaining({
        method: "PATCH",
        path: "/api/food/drink-settings",
        body: { waterTargetMl: 2957, electrolyteMix: { servingMl: 751, saltG: 1.5, potassiumMg: 200, magnesiumMg: 120 } },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith("Drink settings saved");
  });

  it.each([
    ["Water target (ml a day)", "400", "Your water target must be between 500 and 6,000 ml."],
    ["Water target (ml a day)", "", "Enter your water target."],
    ["Salt (g)", "lots", "Enter the salt as a number."],
    ["Potassium (mg)", "2500", "The potassium must be between 0 and 2,000 mg."],
  ])("refuses %s %j at the field: %s", async (label, value, message) => {
    const calls = serveApi({});
    const { field, save } = open("ml");
    fireEvent.change(field(label), { target: { value } });
    save();
    await waitFor(() => expect(errorAt(field(label))).toBe(message));
    expect(field(label).getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("stays open with the server's reason when saving is refused", async () => {
    const refusal = "Something went wrong on our side. Please try again.";
    serveApi({ [PATCH]: { status: 500, body: { error: { code: "INTERNAL", message: refusal } } } });
    const { save, onOpenChange } = open("ml");
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't save your drink settings", { description: refusal }));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
