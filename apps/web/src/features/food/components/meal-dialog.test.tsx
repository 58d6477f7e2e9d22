import type { FoodMeal } from "@app/shared/food";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { MealDialog } from "./meal-dialog";

const { wrapper } = withQueryClient();

// Only the date: a meal's time may not be after now.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0));
});
afterEach(() => vi.useRealTimers());

const meal: FoodMeal = {
  id: "55555555-5555-4555-8555-555555555555",
  title: "Pan-seared ribeye with butter",
  recipeSlug: "pan-seared-ribeye",
  servings: 2,
  eatenAt: new Date(2026, 10, 25, 8, 45, 30).toISOString(),
};
const PATCH = `PATCH /api/food/meals/${meal.id}`;
const updated = (body: unknown) => ({ status: 200, body: { meal: { ...meal, ...(body as object) }, entries: [] } });

function open() {
  const onClose = vi.fn();
  render(<MealDialog meal={meal} onClose={onClose} />, { wrapper });
  return {
    onClose,
    servings: () => screen.getByLabelText("Servings eaten") as HTMLInputElement,
    time: () => screen.getByLabelText("Eaten at") as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })),
  };
}
const errorAt = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

describe("editing a meal logged from a recipe", () => {
  it("opens with the recipe's name, its servings and time, and sends only the servings changed", async () => {
    const calls = serveApi({ [PATCH]: updated });
    const { servings, time, save, onClose } = open();
    expect(screen.getByRole("dialog", { name: "Pan-seared ribeye with butter" })).toBeTruthy();
    expect([servings().value, time().value]).toEqual(["2", "2026-11-25T08:45"]);
    fireEvent.change(servings(), { target: { value: "3" } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([expect.objectContaining({ method: "PATCH", path: `/api/food/meals/${meal.id}`, body: { servings: 3 } })]);
    expect(toast.success).toHaveBeenCalledWith("Meal updated");
  });

  it("sends a new time as an instant", async () => {
    const calls = serveApi({ [PATCH]: updated });
    const { time, save, onClose } = open();
    fireEvent.change(time(), { target: { value: "2026-11-25T07:00" } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ eatenAt: new Date(2026, 10, 25, 7, 0).toISOString() });
  });

  it.each([
    ["Servings eaten", "13", "Enter a whole number of servings from 1 to 12."],
    ["Servings eaten", "1.5", "Enter a whole number of servings from 1 to 12."],
    ["Eaten at", "2026-11-25T13:00", "A meal's time can't be in the future."],
    ["Eaten at", "", "Enter the date and time you ate it."],
  ])("refuses %s %j at the field: %s", async (label, value, message) => {
    const calls = serveApi({});
    const { save } = open();
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value } });
    save();
    await waitFor(() => expect(errorAt(field)).toBe(message));
    expect(calls).toHaveLength(0);
  });

  it("puts the server's future-time refusal at the time field", async () => {
    serveApi({
      [PATCH]: { status: 400, body: { error: { code: "VALIDATION_FAILED", message: "eatenAt: A meal's time can't be in the future." } } },
    });
    const { time, save, onClose } = open();
    fireEvent.change(time(), { target: { value: "2026-11-25T12:03" } });
    save();
    await waitFor(() => expect(errorAt(time())).toBe("A meal's time can't be in the future."));
    expect(document.activeElement).toBe(time());
    expect(toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says in a toast when the meal is gone", async () => {
    serveApi({ [PATCH]: { status: 404, body: { error: { code: "NOT_FOUND", message: "This meal does not exist." } } } });
    const { servings, save, onClose } = open();
    fireEvent.change(servings(), { target: { value: "1" } });
    save();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't save your changes", { description: "This meal does not exist." }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
