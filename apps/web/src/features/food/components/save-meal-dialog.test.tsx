import type { SavedMeal } from "@app/shared/food";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { entry, RAW_RIBEYE } from "../test/fixtures";
import { SaveMealDialog } from "./save-meal-dialog";

const { wrapper } = withQueryClient();

const SAVE = "POST /api/food/saved-meals";
const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute).toISOString();
const ribeyeFood = {
  id: RAW_RIBEYE.id,
  name: RAW_RIBEYE.name,
  displayName: RAW_RIBEYE.displayName,
  source: "usda" as const,
  portions: RAW_RIBEYE.portions,
};
const breakfast = entry({ id: "a1111111-1111-4111-8111-111111111111", eatenAt: at(7, 30) });
const dinnerEggs = entry({ id: "a2222222-2222-4222-8222-222222222222", eatenAt: at(18, 15), note: null });
const dinnerSteak = entry({
  id: "a3333333-3333-4333-8333-333333333333",
  food: ribeyeFood,
  amount: 300,
  unit: "g",
  unitKey: "g",
  weighedGrams: 300,
  grams: 300,
  eatenAt: at(18, 15),
  note: null,
});
const day = [breakfast, dinnerEggs, dinnerSteak];

const savedFrom = (body: unknown): { status: number; body: { meal: SavedMeal } } => {
  const { name, everyDay } = body as { name: string; everyDay: boolean };
  return { status: 201, body: { meal: { id: "0b7c9a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e", name, everyDay, items: [] } } };
};

function open(entries = day) {
  const onClose = vi.fn();
  render(<SaveMealDialog entries={entries} onClose={onClose} />, { wrapper });
  const box = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
  return {
    onClose,
    name: () => screen.getByLabelText("Name") as HTMLInputElement,
    eggs: () => screen.getAllByRole("checkbox", { name: /^Egg/ }) as HTMLInputElement[],
    steak: () => box(/^Beef, rib eye/),
    save: () => fireEvent.click(screen.getByRole("button", { name: "Save meal" })),
  };
}

describe("saving the day's foods as a meal", () => {
  it("starts with the last foods eaten at one time, named for the hour they were eaten", () => {
    serveApi({});
    const { name, eggs, steak } = open();
    expect(screen.getByRole("dialog", { name: "Save as meal" })).toBeTruthy();
    expect(name().value).toBe("Dinner");
    expect(eggs().map((box) => box.checked)).toEqual([false, true]);
    expect(steak().checked).toBe(true);
    expect((screen.getByRole("switch", { name: /Every day/ }) as HTMLButtonElement).getAttribute("aria-checked")).toBe("false");
  });

  it("names a morning meal Breakfast", () => {
    serveApi({});
    const { name } = open([breakfast]);
    expect(name().value).toBe("Breakfast");
  });

  it("sends the chosen foods, the trimmed name, every day and the time of day, then says it is saved", async () => {
    const calls = serveApi({ [SAVE]: savedFrom });
    const { name, eggs, save, onClose } = open();
    fireEvent.change(name(), { target: { value: "  Steak and eggs  " } });
    fireEvent.click(screen.getByRole("switch", { name: /Every day/ }));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(eggs()).toHaveLength(2);
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/food/saved-meals",
        body: {
          name: "Steak and eggs",
          items: [
            { foodId: "01123", amount: 3, unit: "portion:0", weighed: "as-eaten" },
            { foodId: RAW_RIBEYE.id, amount: 300, unit: "g", weighed: "as-eaten" },
          ],
          everyDay: true,
          minuteOfDay: 18 * 60 + 15,
          tz: expect.any(String),
        },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith("Meal saved", { description: "Steak and eggs: log it again from the search box." });
  });

  it("asks for a name at the field and for a food, and sends nothing", async () => {
    const calls = serveApi({});
    const { name, eggs, steak, save } = open();
    fireEvent.change(name(), { target: { value: "   " } });
    fireEvent.click(eggs()[1]!);
    fireEvent.click(steak());
    save();
    expect(await screen.findByText("Give the meal a name.")).toBeTruthy();
    expect(name().getAttribute("aria-describedby")).toBe("save-meal-name-error");
    expect(screen.getByText("Choose at least one food.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("stays open with the server's reason when the meal is refused", async () => {
    const refusal = "You can keep at most 50 saved meals: delete one to save another.";
    serveApi({ [SAVE]: { status: 409, body: { error: { code: "CONFLICT", message: refusal } } } });
    const { save, onClose } = open();
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't save this meal", { description: refusal }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Save as meal" })).toBeTruthy();
  });
});
