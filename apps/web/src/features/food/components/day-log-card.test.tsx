import type { FoodDayResponse } from "@app/shared/contracts/food";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DayLogCard } from "./day-log-card";

const empty: FoodDayResponse = {
  date: "2026-03-31",
  start: "2026-03-30T22:00:00.000Z",
  end: "2026-03-31T22:00:00.000Z",
  entries: [],
  totals: { kcal: 0, protein: 0, fat: 0, carbs: 0, incomplete: [] },
  eatingWindow: null,
  fasts: [],
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
