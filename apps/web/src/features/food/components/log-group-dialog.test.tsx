import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SavedMeal } from "@app/shared/food";
import { toast } from "@/lib/toast";
import { shiftDay, todayLocal } from "@/lib/local-day";
import { EGG, entry, RAW_RIBEYE } from "../test/fixtures";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { LogGroupDialog, type LogGroup } from "./log-group-dialog";

const { wrapper } = withQueryClient();

const details = {
  "GET /api/food/foods/01123": { status: 200, body: { food: EGG } },
  "GET /api/food/foods/23177": { status: 200, body: { food: RAW_RIBEYE } },
};
const logged = { status: 201, body: { entries: [entry(), entry()] } };

function open(group: LogGroup, props: Partial<Parameters<typeof LogGroupDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(<LogGroupDialog group={group} onClose={onClose} date={todayLocal()} {...props} />, { wrapper });
  return { onClose };
}

describe("adding several foods at once", () => {
  it("starts each food at its piece or its last amount, and adds them all at one time with one request", async () => {
    const calls = serveApi({ ...details, "POST /api/food/entries/group": logged });
    const { onClose } = open({
      items: [{ food: RAW_RIBEYE, last: { foodId: RAW_RIBEYE.id, amount: 400, unit: "g", weighed: "as-eaten" } }, { food: EGG }],
    });
    const ribeye = (await screen.findByLabelText("Beef, rib eye steak, boneless, lip off, lean only, choice, raw")) as HTMLInputElement;
    expect(ribeye.value).toBe("400");
    expect(document.activeElement).toBe(ribeye);
    expect((screen.getByLabelText("Egg") as HTMLInputElement).value).toBe("1");
    expect((screen.getByLabelText("Unit of Egg") as HTMLSelectElement).value).toBe("portion:0");
    fireEvent.change(screen.getByLabelText("Egg"), { target: { value: "4" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "00:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Add 2 to log" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((c) => c.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      eatenAt: new Date(`${todayLocal()}T00:00`).toISOString(),
      items: [
        { foodId: RAW_RIBEYE.id, amount: 400, unit: "g", weighed: "as-eaten" },
        { foodId: EGG.id, amount: 4, unit: "portion:0", weighed: "as-eaten" },
      ],
    });
    expect(toast.success).toHaveBeenCalledWith("Added to your log", expect.anything());
  });

  it("refuses an amount past the limit at its field, and a food can be left out", async () => {
    const calls = serveApi({ ...details, "POST /api/food/entries/group": logged });
    open({ items: [{ food: RAW_RIBEYE }, { food: EGG }] });
    const ribeye = await screen.findByLabelText("Beef, rib eye steak, boneless, lip off, lean only, choice, raw");
    fireEvent.change(ribeye, { target: { value: "6000" } });
    fireEvent.click(screen.getByRole("button", { name: "Add 2 to log" }));
    expect(await screen.findByText("The amount can be at most 5,000 g.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Leave out Beef, rib eye steak, boneless, lip off, lean only, choice, raw" }));
    fireEvent.click(await screen.findByRole("button", { name: "Add to log" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect((calls.find((c) => c.method === "POST")!.body as { items: unknown[] }).items).toEqual([
      { foodId: EGG.id, amount: 1, unit: "portion:0", weighed: "as-eaten" },
    ]);
  });

  it("starts a past day's group at that day's last meal time", async () => {
    serveApi(details);
    const yesterday = shiftDay(todayLocal(), -1);
    open({ items: [{ food: EGG }] }, { date: yesterday, dayMealTime: new Date(`${yesterday}T07:30`).toISOString() });
    await screen.findByLabelText("Egg");
    expect((screen.getByLabelText("Time") as HTMLInputElement).value).toBe("07:30");
  });

  it("opens a saved meal with its amounts, and turns its every day on", async () => {
    const meal: SavedMeal = {
      id: "0b7c9a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e",
      name: "Breakfast",
      everyDay: false,
      items: [{ food: EGG, amount: 4, unit: "portion:0", unitLabel: "1 large", weighed: "as-eaten" }],
    };
    const calls = serveApi({
      ...details,
      [`PATCH /api/food/saved-meals/${meal.id}`]: { status: 200, body: { meal: { ...meal, everyDay: true } } },
    });
    open({ meal, items: [{ food: EGG, saved: { amount: 4, unit: "portion:0", weighed: "as-eaten" } }] });
    expect(screen.getByRole("dialog", { name: "Breakfast" })).toBeTruthy();
    expect(((await screen.findByLabelText("Egg")) as HTMLInputElement).value).toBe("4");
    fireEvent.click(screen.getByRole("switch", { name: /Every day/ }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")!.body).toMatchObject({ everyDay: true });
  });
});
