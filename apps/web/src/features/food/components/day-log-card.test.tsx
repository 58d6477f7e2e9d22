import type { FoodDayResponse } from "@app/shared/food";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { entry } from "../test/fixtures";
import { DayLogCard } from "./day-log-card";

const empty: FoodDayResponse = {
  date: "2026-03-31",
  start: "2026-03-30T22:00:00.000Z",
  end: "2026-03-31T22:00:00.000Z",
  entries: [],
  totals: { kcal: 0, protein: 0, fat: 0, carbs: 0, incomplete: [] },
  eatingWindow: null,
  fasts: [],
  meals: [],
};

// Testing Library unmounts after each test by itself only with vitest's globals, which are off.

function show(onCopyPreviousDay: (() => void) | undefined) {
  render(
    <DayLogCard
      day={empty}
      isLoading={false}
      isError={false}
      onRetry={vi.fn()}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
      onCopyPreviousDay={onCopyPreviousDay}
      isCopying={false}
    />,
  );
}

describe("an empty day's log", () => {
  it("offers Copy yesterday on a day that can be copied to", () => {
    const copy = vi.fn();
    show(copy);
    fireEvent.click(screen.getByRole("button", { name: "Copy yesterday" }));
    expect(copy).toHaveBeenCalledOnce();
  });

  it("offers no copy into a day after today (the server would refuse it), and says why", () => {
    show(undefined);
    expect(screen.queryByRole("button", { name: "Copy yesterday" })).toBeNull();
    expect(screen.getByText("Meals are logged once eaten: come back on this day.")).toBeTruthy();
  });
});

describe("a day's entries", () => {
  it("show the everyday name first, USDA's description under it, and name the entry on Edit and Delete", () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const ribeye = entry({
      food: {
        ...entry().food,
        id: "23195",
        name: "Beef, rib eye steak, boneless, lip-on, cooked, grilled",
        displayName: "Ribeye, grilled",
      },
    });
    render(
      <DayLogCard
        day={{
          ...empty,
          entries: [ribeye, entry({ id: "7a1c2a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e", food: { ...entry().food, displayName: null } })],
        }}
        isLoading={false}
        isError={false}
        onRetry={vi.fn()}
        onEdit={onEdit}
        onDelete={onDelete}
        onCopyPreviousDay={undefined}
        isCopying={false}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(first!.getAttribute("aria-labelledby")).toBeTruthy();
    expect(screen.getByRole("listitem", { name: "Ribeye, grilled" })).toBe(first);
    const description = screen.getByText("Beef, rib eye steak, boneless, lip-on, cooked, grilled");
    expect(description.className).toContain("truncate");
    // A food without an everyday name shows its description alone, as the name.
    expect(screen.getByRole("listitem", { name: "Egg, whole, raw, fresh" })).toBe(second);

    fireEvent.click(screen.getByRole("button", { name: "Edit Ribeye, grilled" }));
    expect(onEdit).toHaveBeenCalledWith(ribeye);
    fireEvent.click(screen.getByRole("button", { name: "Delete Ribeye, grilled" }));
    expect(onDelete).toHaveBeenCalledWith(ribeye);
    expect(screen.getByRole("button", { name: "Delete Egg, whole, raw, fresh" })).toBeTruthy();
  });
});

describe("a meal logged as one", () => {
  it("is one item with its title, servings and totals, its ingredients behind a disclosure, edited and deleted as one", () => {
    const meal = {
      id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
      title: "Reverse-seared ribeye",
      recipeSlug: "reverse-seared-ribeye",
      servings: 1,
      eatenAt: "2026-03-31T18:00:00.000Z",
    };
    const steak = entry({
      id: "2b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
      mealId: meal.id,
      food: { ...entry().food, id: "23195", name: "Beef, rib eye steak, cooked, grilled", displayName: "Ribeye, grilled" },
      kcal: 600,
      protein: 50,
      fat: 45,
    });
    const butter = entry({ id: "3b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d", mealId: meal.id, kcal: 100, protein: 0, fat: 11 });
    const alone = entry({ id: "4b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d", food: { ...entry().food, displayName: "Egg" } });
    const onEditMeal = vi.fn();
    const onDeleteMeal = vi.fn();
    render(
      <DayLogCard
        day={{ ...empty, entries: [alone, steak, butter], meals: [meal] }}
        isLoading={false}
        isError={false}
        onRetry={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onEditMeal={onEditMeal}
        onDeleteMeal={onDeleteMeal}
        onCopyPreviousDay={undefined}
        isCopying={false}
      />,
    );
    const list = screen.getByRole("list", { name: /^Logged foods/ });
    // Two items: the egg logged alone and the meal (its ingredients hidden until asked for).
    expect(
      within(list)
        .getAllByRole("listitem")
        .filter((li) => li.parentElement === list),
    ).toHaveLength(2);
    const row = screen.getByRole("listitem", { name: "Reverse-seared ribeye · 1 serving" });
    expect(row.textContent).toContain("700kcal");
    const toggle = within(row).getByRole("button", { name: "2 ingredients" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Ingredients of Reverse-seared ribeye" })).toBeNull();
    fireEvent.click(toggle);
    const ingredients = screen.getByRole("list", { name: "Ingredients of Reverse-seared ribeye" });
    expect(within(ingredients).getAllByRole("listitem")).toHaveLength(2);
    expect(ingredients.textContent).toContain("Ribeye, grilled");

    fireEvent.click(within(row).getByRole("button", { name: "Edit Reverse-seared ribeye" }));
    expect(onEditMeal).toHaveBeenCalledWith(meal);
    fireEvent.click(within(row).getByRole("button", { name: "Delete Reverse-seared ribeye" }));
    expect(onDeleteMeal).toHaveBeenCalledWith(meal);
  });
});
