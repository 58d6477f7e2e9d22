import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SavedMeal } from "@app/shared/food";
import { EGG, RAW_RIBEYE } from "../test/fixtures";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { FoodSearch } from "./food-search";

const { wrapper } = withQueryClient();

const BREAKFAST: SavedMeal = {
  id: "0b7c9a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e",
  name: "Breakfast",
  everyDay: true,
  items: [
    { food: EGG, amount: 4, unit: "portion:0", unitLabel: "1 large", weighed: "as-eaten" },
    { food: RAW_RIBEYE, amount: 200, unit: "g", unitLabel: "g", weighed: "as-eaten" },
  ],
};

const last = { foodId: EGG.id, amount: 4, unit: "portion:0" as const, weighed: "as-eaten" as const };

function serve() {
  return serveApi({
    "GET /api/food/suggestions": { status: 200, body: { recent: [EGG], favorites: [], lastServings: [last] } },
    "GET /api/food/saved-meals": { status: 200, body: { meals: [BREAKFAST] } },
    "GET /api/food/search": (_body, call) => ({
      status: 200,
      body: { foods: call.query?.q === "egg" ? [EGG] : [RAW_RIBEYE] },
    }),
    "GET /api/food/foods/01123": { status: 200, body: { food: EGG } },
    "GET /api/food/foods/23177": { status: 200, body: { food: RAW_RIBEYE } },
  });
}

function show() {
  const props = { onChoose: vi.fn(), onAddGroup: vi.fn(), onOpenMeal: vi.fn(), onLogMeal: vi.fn(), onCreateFood: vi.fn() };
  render(<FoodSearch {...props} />, { wrapper });
  return props;
}

describe("the food search", () => {
  it("shows the saved meals first, logs one in one tap or opens it, and finds them by name", async () => {
    serve();
    const props = show();
    const meals = await screen.findByRole("list", { name: "Your meals" });
    expect(meals.textContent).toContain("4 × 1 large Egg, 200 g Beef, rib eye");
    // Before Recent.
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings.indexOf("Your meals")).toBeLessThan(headings.indexOf("Recent"));

    fireEvent.click(within(meals).getByRole("button", { name: "Log Breakfast now" }));
    expect(props.onLogMeal).toHaveBeenCalledWith(expect.objectContaining({ id: BREAKFAST.id, name: "Breakfast" }));
    fireEvent.click(within(meals).getByRole("button", { name: /^Breakfast/ }));
    expect(props.onOpenMeal).toHaveBeenCalledWith(expect.objectContaining({ id: BREAKFAST.id }));

    fireEvent.change(screen.getByLabelText("Search foods"), { target: { value: "break" } });
    expect(screen.getByRole("list", { name: "Your meals" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search foods"), { target: { value: "steak" } });
    expect(screen.queryByRole("list", { name: "Your meals" })).toBeNull();
  });

  it("opens a recent food with the amount it was last logged in", async () => {
    serve();
    const props = show();
    const recent = await screen.findByRole("list", { name: "Recent" });
    fireEvent.click(within(recent).getByRole("button", { name: /Egg, whole, raw, fresh/ }));
    expect(props.onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: EGG.id }), last);
  });

  it("picks several foods, emptying the box for the next, and adds them with one button", async () => {
    const calls = serve();
    const props = show();
    const box = screen.getByLabelText("Search foods");
    fireEvent.change(box, { target: { value: "egg" } });
    const results = await screen.findByRole("list", { name: "Search results" });
    await waitFor(() => expect(within(results).getByRole("button", { name: "Pick Egg" })).toBeTruthy());
    fireEvent.click(within(results).getByRole("button", { name: "Pick Egg" }));
    expect((box as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(box);
    // The food's detail loads meanwhile, for the dialog.
    await waitFor(() => expect(calls.some((c) => c.path === "/api/food/foods/01123")).toBe(true));

    fireEvent.change(box, { target: { value: "ribeye" } });
    const pickRibeye = await screen.findByRole("button", { name: `Pick ${RAW_RIBEYE.name}` });
    fireEvent.click(pickRibeye);
    const tray = screen.getByRole("region", { name: "Picked foods" });
    expect(tray.textContent).toContain("Egg");
    fireEvent.click(within(tray).getByRole("button", { name: "Add 2 foods" }));
    expect(props.onAddGroup).toHaveBeenCalledWith([
      { food: expect.objectContaining({ id: EGG.id }), last },
      { food: expect.objectContaining({ id: RAW_RIBEYE.id }), last: undefined },
    ]);
    expect(screen.queryByRole("region", { name: "Picked foods" })).toBeNull();
  });
});
