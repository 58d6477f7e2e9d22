import type { FoodDayResponse } from "@app/shared/contracts/food";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
afterEach(cleanup);

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
