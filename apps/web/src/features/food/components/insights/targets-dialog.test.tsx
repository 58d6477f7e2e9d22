import { DEFAULT_TARGETS, type NutritionTargets } from "@app/shared/nutrition";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { TargetsDialog } from "./targets-dialog";

const { wrapper } = withQueryClient();

const PATCH = "PATCH /api/food/targets";
const saved: NutritionTargets = { ...DEFAULT_TARGETS, sodiumMg: 4000, goalWeightKg: 80 };
const answer = (body: unknown) => ({
  status: 200,
  body: { targets: { ...saved, ...(body as object) }, profile: { sex: null, ageBand: null }, customized: ["sodiumMg", "goalWeightKg"] },
});

function open(targets = saved) {
  const onOpenChange = vi.fn();
  render(<TargetsDialog open onOpenChange={onOpenChange} targets={targets} />, { wrapper });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { onOpenChange, field, save: () => fireEvent.click(screen.getByRole("button", { name: "Save targets" })) };
}
const errorAt = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent;

describe("editing the nutrition targets", () => {
  it("opens with the saved targets and their sources", () => {
    serveApi({});
    const { field } = open();
    expect(screen.getByRole("dialog", { name: "Edit targets" })).toBeTruthy();
    expect(
      ["Sodium (mg)", "Potassium (mg)", "Magnesium (mg)", "Protein (g per kg)", "Goal weight", "Fat : protein goal"].map(
        (l) => field(l).value,
      ),
    ).toEqual(["4000", "3400", "400", "1.6", "80", "1"]);
    expect(screen.getByText("Default 3,400 mg: the US adequate intake for men (NASEM, 2019).")).toBeTruthy();
  });

  it("sends only what was changed, says so and closes", async () => {
    const calls = serveApi({ [PATCH]: answer });
    const { field, save, onOpenChange } = open();
    fireEvent.change(field("Magnesium (mg)"), { target: { value: "500" } });
    fireEvent.change(field("Goal weight"), { target: { value: "" } });
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      expect.objectContaining({ method: "PATCH", path: "/api/food/targets", body: { magnesiumMg: 500, goalWeightKg: null } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith("Targets saved");
  });

  it("offers grams a day instead of per kg", async () => {
    const calls = serveApi({ [PATCH]: answer });
    const { field, save, onOpenChange } = open();
    fireEvent.change(screen.getByLabelText("Protein target"), { target: { value: "grams" } });
    expect(screen.queryByLabelText("Goal weight")).toBeNull();
    fireEvent.change(field("Protein (g a day)"), { target: { value: "150" } });
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]!.body).toEqual({ proteinMode: "grams", proteinGrams: 150 });
  });

  it.each([
    ["Sodium (mg)", "200", "The sodium target must be between 500 and 10,000."],
    ["Potassium (mg)", "", "Enter the potassium target as a number."],
    ["Goal weight", "20", "Goal weight must be between 30 and 300 kg."],
    ["Fat : protein goal", "9", "The fat:protein goal must be between 0.2 and 5."],
  ])("refuses %s %j at the field: %s", async (label, value, message) => {
    const calls = serveApi({});
    const { field, save } = open();
    fireEvent.change(field(label), { target: { value } });
    save();
    await waitFor(() => expect(errorAt(field(label))).toBe(message));
    expect(calls).toHaveLength(0);
  });

  it("puts every target back to its default on request", async () => {
    const defaults = {
      targets: { ...DEFAULT_TARGETS, goalWeightKg: 80 },
      profile: { sex: null, ageBand: null },
      customized: ["goalWeightKg"],
    };
    const calls = serveApi({ [PATCH]: { status: 200, body: defaults } });
    const { onOpenChange } = open();
    fireEvent.click(screen.getByRole("button", { name: "Reset to defaults" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]!.body).toEqual({
      sodiumMg: null,
      potassiumMg: null,
      magnesiumMg: null,
      proteinMode: null,
      proteinGrams: null,
      proteinPerKg: null,
      fatProteinRatio: null,
    });
    expect(toast.success).toHaveBeenCalledWith("Targets back to the defaults");
  });

  it("stays open with the server's reason when saving is refused", async () => {
    const refusal = "Something went wrong on our side. Please try again.";
    serveApi({ [PATCH]: { status: 500, body: { error: { code: "INTERNAL", message: refusal } } } });
    const { field, save, onOpenChange } = open();
    fireEvent.change(field("Sodium (mg)"), { target: { value: "5000" } });
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't save your targets", { description: refusal }));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
