import type { FoodDayResponse } from "@app/shared/food";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { foodKeys } from "../api/food-queries";
import { entry } from "../test/fixtures";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { useCopyPreviousDay, useDeleteEntryWithUndo, useLogSavedMealNow } from "./use-log-actions";

const { client, wrapper } = withQueryClient();

const eggs = entry();
const butter = entry({
  id: "7a1c2a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e",
  food: { id: "01001", name: "Butter, salted", displayName: "Butter", source: "usda", portions: [{ label: "1 pat", grams: 5 }] },
  amount: 1,
  unit: "oz",
  unitKey: "oz",
  weighedGrams: 28.35,
  grams: 28.35,
  eatenAt: "2026-11-23T12:00:00.000Z",
  note: null,
  kcal: 203,
  protein: 0.24,
  fat: 23,
  carbs: 0.02,
});
const day: FoodDayResponse = {
  date: "2026-11-23",
  start: "2026-11-22T23:00:00.000Z",
  end: "2026-11-23T23:00:00.000Z",
  entries: [eggs, butter],
  totals: { kcal: 417.5, protein: 19.08, fat: 37.265, carbs: 1.1, incomplete: [] },
  eatingWindow: { start: eggs.eatenAt, end: butter.eatenAt },
  fasts: [],
  meals: [],
};

describe("deleting an entry", () => {
  it("removes it at once, then offers Undo, which logs it again as it was", async () => {
    const calls = serveApi({
      [`DELETE /api/food/entries/${eggs.id}`]: { status: 204 },
      "POST /api/food/entries": { status: 201, body: { entry: eggs } },
    });
    const key = foodKeys.day("2026-11-23", "Europe/Berlin");
    client().setQueryData(key, day);
    const { result } = renderHook(() => useDeleteEntryWithUndo(), { wrapper });
    act(() => result.current(eggs));
    await waitFor(() =>
      expect(
        client()
          .getQueryData<FoodDayResponse>(key)
          ?.entries.map((e) => e.id),
      ).toEqual([butter.id]),
    );
    expect(client().getQueryData<FoodDayResponse>(key)?.totals.kcal).toBeCloseTo(203, 6);
    expect(client().getQueryData<FoodDayResponse>(key)?.eatingWindow).toEqual({ start: butter.eatenAt, end: butter.eatenAt });

    await waitFor(() => expect(toast).toHaveBeenCalledWith("Entry deleted", expect.objectContaining({ action: expect.anything() })));
    const options = vi.mocked(toast).mock.calls[0]![1] as { action: { label: string; onClick: () => void } };
    expect(options.action.label).toBe("Undo");
    act(() => options.action.onClick());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Entry restored", expect.anything()));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      foodId: "01123",
      amount: 3,
      unit: "portion:0",
      weighed: "as-eaten",
      eatenAt: eggs.eatenAt,
      note: "soft-boiled",
    });
  });

  it("puts it back and says why when the server refuses", async () => {
    const calls = serveApi({
      [`DELETE /api/food/entries/${eggs.id}`]: {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "This entry does not exist." } },
      },
    });
    const key = foodKeys.day("2026-11-23", "Europe/Berlin");
    client().setQueryData(key, day);
    const { result } = renderHook(() => useDeleteEntryWithUndo(), { wrapper });
    act(() => result.current(eggs));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't delete this entry", { description: "This entry does not exist." }),
    );
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});

describe("Copy yesterday", () => {
  it("copies the day before into the shown day, and says how many", async () => {
    const calls = serveApi({ "POST /api/food/copy-day": { status: 201, body: { copied: 2 } } });
    const { result } = renderHook(() => useCopyPreviousDay("2026-03-29", "Europe/Berlin"), { wrapper });
    act(() => result.current.copyPreviousDay!());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Copied 2 entries", expect.anything()));
    expect(calls[0]!.body).toEqual({ from: "2026-03-28", to: "2026-03-29", tz: "Europe/Berlin" });
  });

  it("says so when there is nothing to copy", async () => {
    serveApi({ "POST /api/food/copy-day": { status: 201, body: { copied: 0 } } });
    const { result } = renderHook(() => useCopyPreviousDay("2026-03-29", "Europe/Berlin"), { wrapper });
    act(() => result.current.copyPreviousDay!());
    await waitFor(() => expect(toast).toHaveBeenCalledWith("Nothing to copy", expect.anything()));
  });

  it("offers no copy into a day after today in the browser's time, which the server refuses", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // 23:30 on 29 March in the browser's time: today is the 29th.
      vi.setSystemTime(new Date(2026, 2, 29, 23, 30));
      const offered = (date: string) => renderHook(() => useCopyPreviousDay(date, "UTC"), { wrapper }).result.current.copyPreviousDay;
      expect(offered("2026-03-28")).toBeTypeOf("function");
      expect(offered("2026-03-29")).toBeTypeOf("function");
      expect(offered("2026-03-30")).toBeUndefined();
      expect(offered("2027-01-01")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("logging a saved meal in one tap", () => {
  const MEAL = {
    id: "0b7c9a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e",
    name: "Breakfast",
    everyDay: false,
    items: [],
  };

  it("logs it at the past day's last meal time, and Undo deletes what it logged", async () => {
    const calls = serveApi({
      [`POST /api/food/saved-meals/${MEAL.id}/log`]: { status: 201, body: { entries: [eggs, butter] } },
      [`DELETE /api/food/entries/${eggs.id}`]: { status: 204 },
      [`DELETE /api/food/entries/${butter.id}`]: { status: 204 },
    });
    client().setQueryData(foodKeys.day("2026-11-23", "Europe/Berlin"), day);
    const { result } = renderHook(() => useLogSavedMealNow("2026-11-23", "Europe/Berlin"), { wrapper });
    act(() => result.current(MEAL));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Added Breakfast", expect.anything()));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ eatenAt: butter.eatenAt });

    const undo = vi.mocked(toast.success).mock.calls.at(-1)![1]!.action as { onClick: (event: unknown) => void };
    act(() => undo.onClick(undefined));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toHaveLength(2));
  });
});
