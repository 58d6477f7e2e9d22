import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { FUTURE_MEAL_MESSAGE } from "@app/shared/food";
import { toDateTimeLocal, todayLocal } from "@/lib/local-day";
import { EGG, entry, GRILLED_RIBEYE, RAW_RIBEYE } from "../test/fixtures";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import type { LogTarget } from "../log-form";
import { LogFoodDialog } from "./log-food-dialog";

const { wrapper } = withQueryClient();

const logged = (body: unknown) => ({
  status: 201,
  body: { entry: { ...entry(), ...(body as object), unit: "g", unitKey: "g", id: "5d0e3a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e" } },
});

function open(target: LogTarget, props: Partial<Parameters<typeof LogFoodDialog>[0]> = {}) {
  const onClose = vi.fn();
  render(<LogFoodDialog target={target} onClose={onClose} date={todayLocal()} {...props} />, { wrapper });
  return { onClose };
}

const preview = () => screen.getByRole("region", { name: /^Nutrition/ });
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, " ") ?? "";

describe("the log dialog", () => {
  it("previews what the amount brings as the user types: 200 g of egg is 286 kcal and 25.1 g protein", async () => {
    serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } } });
    open({ mode: "add", food: EGG });
    // The everyday name is the title; USDA's description is beside it.
    expect(screen.getByRole("dialog", { name: "Egg" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Egg" }).textContent).toContain(EGG.name);
    const amount = await screen.findByLabelText("Amount");
    fireEvent.change(screen.getByLabelText("Unit"), { target: { value: "g" } });
    fireEvent.change(amount, { target: { value: "200" } });
    await waitFor(() => expect(preview().getAttribute("aria-labelledby")).toBeTruthy());
    expect(text(preview())).toContain("Nutrition for 200 g");
    expect(text(preview())).toContain("Calories286kcal");
    expect(text(preview())).toContain("Protein25.1g");
    expect(text(preview())).toContain("Fat19g");

    fireEvent.change(amount, { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Unit"), { target: { value: "portion:0" } });
    await waitFor(() => expect(text(preview())).toContain("Nutrition for 100 g"));
    expect(text(preview())).toContain("Calories143kcal");
    expect(screen.getByText("1 large = 50 g")).toBeTruthy();
  });

  it("logs the food at the chosen time, and refuses more than 5,000 g at the field", async () => {
    const calls = serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } }, "POST /api/food/entries": logged });
    const { onClose } = open({ mode: "add", food: EGG });
    const amount = await screen.findByLabelText("Amount");
    fireEvent.change(screen.getByLabelText("Unit"), { target: { value: "g" } });
    fireEvent.change(amount, { target: { value: "6000" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    expect(await screen.findByText("The amount can be at most 5,000 g.")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(amount, { target: { value: "200" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: `${todayLocal()}T00:00` } });
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: " scrambled " } });
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({
      foodId: "01123",
      amount: 200,
      unit: "g",
      weighed: "as-eaten",
      eatenAt: new Date(`${todayLocal()}T00:00`).toISOString(),
      note: "scrambled",
    });
    expect(toast.success).toHaveBeenCalledWith("Added to your log", expect.anything());
  });

  it("opens a count food in its piece, a recent food as it was last logged, and Enter adds", async () => {
    const calls = serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } }, "POST /api/food/entries": logged });
    open({ mode: "add", food: EGG });
    const amount = (await screen.findByLabelText("Amount")) as HTMLInputElement;
    expect(amount.value).toBe("1");
    expect((screen.getByLabelText("Unit") as HTMLSelectElement).value).toBe("portion:0");
    // Focused, so what is typed goes in at once.
    expect(document.activeElement).toBe(amount);
    cleanup();

    open({ mode: "add", food: EGG, last: { foodId: EGG.id, amount: 4, unit: "portion:0", weighed: "as-eaten" } });
    const again = (await screen.findByLabelText("Amount")) as HTMLInputElement;
    expect(again.value).toBe("4");
    fireEvent.submit(again.form!);
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ foodId: "01123", amount: 4, unit: "portion:0" });
  });

  it("starts a new meal on a past day at that day's last meal time, not the clock's", async () => {
    serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } } });
    const past = new Date(Date.now() - 3 * 86_400_000);
    past.setHours(7, 45, 0, 0);
    open({ mode: "add", food: EGG }, { date: toDateTimeLocal(past).slice(0, 10), dayMealTime: past.toISOString() });
    await screen.findByLabelText("Amount");
    expect((screen.getByLabelText("Time") as HTMLInputElement).value).toBe(toDateTimeLocal(past));
  });

  it("gives the focus to the search box once a food is added", async () => {
    serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } }, "POST /api/food/entries": logged });
    function Page() {
      const [target, setTarget] = useState<LogTarget | null>(null);
      const search = useRef<HTMLInputElement>(null);
      return (
        <>
          <input ref={search} aria-label="Search foods" />
          <button onClick={() => setTarget({ mode: "add", food: EGG })}>Choose egg</button>
          <LogFoodDialog
            target={target}
            onClose={() => setTarget(null)}
            focusAfterAdd={() => search.current?.focus()}
            date={todayLocal()}
          />
        </>
      );
    }
    render(<Page />, { wrapper });
    const choose = screen.getByRole("button", { name: "Choose egg" });
    choose.focus();
    fireEvent.click(choose);
    fireEvent.change(await screen.findByLabelText("Amount"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Search foods")));
  });

  it("offers to end a running fast at the meal time", async () => {
    const calls = serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } }, "POST /api/food/entries": logged });
    const onEndFast = vi.fn(async () => undefined);
    const started = new Date(Date.now() - 20 * 3_600_000).toISOString();
    const { onClose } = open({ mode: "add", food: EGG }, { activeFast: { startTime: started }, onEndFast });
    fireEvent.change(await screen.findByLabelText("Amount"), { target: { value: "100" } });
    expect(screen.getByText(/You're fasting/)).toBeTruthy();
    const mealTime = (screen.getByLabelText("Time") as HTMLInputElement).value;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "End fast and add" })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onEndFast).toHaveBeenCalledWith(new Date(mealTime).toISOString());
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/food/entries")).toHaveLength(1);
  });

  it("logs a raw weight as the cooked form it became, and says so", async () => {
    const calls = serveApi({
      "GET /api/food/foods/23177": { status: 200, body: { food: RAW_RIBEYE } },
      "GET /api/food/foods/23178": { status: 200, body: { food: GRILLED_RIBEYE } },
      "POST /api/food/entries": logged,
    });
    const { onClose } = open({ mode: "add", food: RAW_RIBEYE });
    fireEvent.change(await screen.findByLabelText("Amount"), { target: { value: "300" } });
    const preparation = screen.getByLabelText("Raw or cooked");
    expect(within(preparation).getByRole("option", { name: "Eaten raw" })).toBeTruthy();
    fireEvent.change(preparation, { target: { value: "form:23178" } });
    expect(await screen.findByText(/300 g raw yields about 236 g cooked \(USDA yield 78\.6%\)/)).toBeTruthy();
    await waitFor(() => expect(text(preview())).toContain("Nutrition for 235.8 g cooked"));
    expect(text(preview())).toContain("Protein66.6g");
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ foodId: "23178", amount: 300, unit: "g", weighed: "raw" });
  });

  it("edits an entry: prefilled, saved with PATCH, the unit sent back as the portion it was", async () => {
    const calls = serveApi({
      "GET /api/food/foods/01123": { status: 200, body: { food: EGG } },
      "PATCH /api/food/entries/6f1c2a52-8d4e-4a7b-9c3e-1f2a3b4c5d6e": (body) => ({
        status: 200,
        body: { entry: { ...entry(), ...(body as object) } },
      }),
    });
    const { onClose } = open({ mode: "edit", entry: entry() });
    const amount = (await screen.findByLabelText("Amount")) as HTMLInputElement;
    expect(amount.value).toBe("3");
    expect((screen.getByLabelText("Unit") as HTMLSelectElement).value).toBe("portion:0");
    expect((screen.getByLabelText("Note") as HTMLInputElement).value).toBe("soft-boiled");
    fireEvent.change(amount, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The time was not touched: it is not sent (the field has minutes only).
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      amount: 2,
      unit: "portion:0",
      weighed: "as-eaten",
      note: "soft-boiled",
    });
  });

  it("shows the server's refusal in a toast and stays open", async () => {
    serveApi({
      "GET /api/food/foods/01123": { status: 200, body: { food: EGG } },
      "POST /api/food/entries": {
        status: 409,
        body: { error: { code: "CONFLICT", message: "This day is full." } },
      },
    });
    const { onClose } = open({ mode: "add", food: EGG });
    fireEvent.change(await screen.findByLabelText("Amount"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't add this food", { description: "This day is full." }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a time in the future at the time field, not in a toast", async () => {
    serveApi({
      "GET /api/food/foods/01123": { status: 200, body: { food: EGG } },
      "POST /api/food/entries": { status: 400, body: { error: { code: "VALIDATION_FAILED", message: `eatenAt: ${FUTURE_MEAL_MESSAGE}` } } },
    });
    const { onClose } = open({ mode: "add", food: EGG });
    fireEvent.change(await screen.findByLabelText("Amount"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    const time = screen.getByLabelText("Time");
    await waitFor(() => expect(time.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(FUTURE_MEAL_MESSAGE)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("refuses a time more than a few minutes ahead before sending it", async () => {
    const calls = serveApi({ "GET /api/food/foods/01123": { status: 200, body: { food: EGG } } });
    open({ mode: "add", food: EGG });
    fireEvent.change(await screen.findByLabelText("Amount"), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: toDateTimeLocal(new Date(Date.now() + 3_600_000)) } });
    fireEvent.click(screen.getByRole("button", { name: "Add to log" }));
    expect(await screen.findByText(FUTURE_MEAL_MESSAGE)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
