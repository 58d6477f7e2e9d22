import type { OpenRecipe } from "@app/shared/recipes";
import { FUTURE_MEAL_MESSAGE } from "@app/shared/food";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { api, apiPath } from "@/lib/api-client";
import { toDateTimeLocal } from "@/lib/local-day";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { RecipeDetail } from "./recipe-detail";

const { wrapper } = withQueryClient();

/** Two servings as written: two steaks, a pinch of salt; per serving 1,234 kcal. */
const RIBEYE: OpenRecipe = {
  slug: "perfect-ribeye",
  title: "The perfect pan-seared ribeye",
  description: "A crust, a pink middle.",
  category: "steaks-roasts",
  tags: ["beginner"],
  free: true,
  locked: false,
  favorite: false,
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 10,
  publishedOn: "2026-01-01",
  illustrationUrl: "/illustrations/recipes/perfect-ribeye.svg",
  perServing: { kcal: 1234, protein: 80.5 },
  ingredients: [
    {
      foodId: "13097",
      foodName: "Beef, rib eye steak, boneless",
      grams: 600,
      weighed: null,
      eatenGrams: 600,
      name: "ribeye steak",
      note: null,
      pieces: { count: 2, one: "steak", many: "steaks" },
    },
    { foodId: "02047", foodName: "Salt, table", grams: 3, weighed: null, eatenGrams: 3, name: "salt", note: null, pieces: null },
  ],
  steps: ["Sear it."],
  tips: [],
  nutrition: {
    kcal: 1234,
    protein: 80.5,
    fat: 101.2,
    carbs: 0,
    sodium: 590,
    potassium: null,
    fatProteinRatio: { byGrams: 1.26, fatEnergyPercent: 74, proteinEnergyPercent: 26 },
    incomplete: ["potassium"],
  },
};

/** Where the ribeye is logged, as the fake server sees it. */
const LOG_PATH = apiPath(api.recipes[":slug"].log.$url({ param: { slug: "perfect-ribeye" } }));

function show(fasting?: Pick<Parameters<typeof RecipeDetail>[0], "activeFast" | "onEndFast">) {
  render(
    <MemoryRouter>
      <RecipeDetail recipe={RIBEYE} canFavorite={false} {...fasting} />
    </MemoryRouter>,
    { wrapper },
  );
}

const ingredientLines = () =>
  within(screen.getByRole("list", { name: /^Ingredients for/ }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);
const nutrition = () => screen.getByRole("region", { name: "Nutrition per serving" });
const figure = (label: string) => within(nutrition()).getByText(label).nextElementSibling?.textContent;
const moreServings = () => fireEvent.click(screen.getByRole("button", { name: "More servings" }));

/** What the server answers for a meal logged. */
const LOGGED = {
  meal: {
    id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
    title: "The perfect pan-seared ribeye",
    recipeSlug: "perfect-ribeye",
    servings: 2,
    eatenAt: "2026-03-04T18:30:00.000Z",
  },
  entries: [],
};

/** The time field of the open "Log this meal" dialog. */
const timeField = () => within(screen.getByRole("dialog", { name: "Log this meal" })).getByLabelText("Eaten at") as HTMLInputElement;

describe("a recipe's servings", () => {
  it("scale the ingredients' grams and pieces; the nutrition stays per serving, the food log's nutrients by name and unit", () => {
    show();
    expect(screen.getByTestId("servings").textContent).toBe("2");
    expect(ingredientLines()).toEqual(["600 gribeye steak, about 2 steaks", "3 gsalt"]);
    expect(screen.queryByTestId("scaled-note")).toBeNull();
    expect(figure("Calories")).toBe("1,234 kcal");

    moreServings();
    moreServings();
    expect(screen.getByTestId("servings").textContent).toBe("4");
    expect(screen.getByRole("list", { name: "Ingredients for 4 servings" })).toBeTruthy();
    expect(ingredientLines()).toEqual(["1,200 gribeye steak, about 4 steaks", "6 gsalt"]);
    expect(screen.getByTestId("scaled-note").textContent).toContain("Amounts for 4 servings.");

    fireEvent.click(screen.getByRole("button", { name: "Fewer servings" }));
    fireEvent.click(screen.getByRole("button", { name: "Fewer servings" }));
    fireEvent.click(screen.getByRole("button", { name: "Fewer servings" }));
    expect(ingredientLines()).toEqual(["300 gribeye steak, about 1 steak", "1.5 gsalt"]);
    expect(screen.getByRole("button", { name: "Fewer servings" })).toHaveProperty("disabled", true);

    // Per serving whatever the servings shown, in the order, names and units of the food log.
    expect(
      within(nutrition())
        .getAllByRole("term")
        .map((dt) => dt.textContent),
    ).toEqual(["Calories", "Protein", "Fat", "Carbs", "Sodium", "Potassium", "Fat : protein (by grams)"]);
    expect(figure("Calories")).toBe("1,234 kcal");
    expect(figure("Protein")).toBe("80.5 g");
    expect(figure("Sodium")).toBe("590 mg");
    expect(figure("Potassium")).toBe("no data");
  });
});

describe("logging a recipe", () => {
  it("asks how many servings were eaten (1, whatever the page is scaled to), sends them and the time chosen, and says where it went", async () => {
    const calls = serveApi({ [`POST ${LOG_PATH}`]: { status: 201, body: LOGGED } });
    show();
    moreServings();
    fireEvent.click(screen.getByRole("button", { name: "Log this meal" }));
    const dialog = screen.getByRole("dialog", { name: "Log this meal" });
    const servings = within(dialog).getByLabelText("Servings eaten") as HTMLInputElement;
    expect(servings.value).toBe("1");
    fireEvent.change(servings, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to food log" }));
    expect(await within(dialog).findByText("Enter a whole number of servings from 1 to 12.")).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(servings, { target: { value: "2" } });
    const eaten = new Date(Date.now() - 3 * 3_600_000);
    eaten.setSeconds(0, 0);
    fireEvent.change(timeField(), { target: { value: toDateTimeLocal(eaten) } });
    fireEvent.click(screen.getByRole("button", { name: "Add to food log" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "POST",
      path: LOG_PATH,
      body: { servings: 2, eatenAt: eaten.toISOString() },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(
      "The perfect pan-seared ribeye is in your food log",
      expect.objectContaining({ description: "2 servings" }),
    );
  });

  it("refuses a time in the future at the field, and sends nothing", async () => {
    const calls = serveApi({ [`POST ${LOG_PATH}`]: { status: 201, body: LOGGED } });
    show();
    fireEvent.click(screen.getByRole("button", { name: "Log this meal" }));
    fireEvent.change(timeField(), { target: { value: toDateTimeLocal(new Date(Date.now() + 3_600_000)) } });
    fireEvent.click(screen.getByRole("button", { name: "Add to food log" }));

    await waitFor(() => expect(timeField().getAttribute("aria-invalid")).toBe("true"));
    const described = timeField().getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(FUTURE_MEAL_MESSAGE);
    expect(calls).toEqual([]);

    // A meal already eaten goes.
    fireEvent.change(timeField(), { target: { value: toDateTimeLocal(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(screen.getByRole("button", { name: "Add to food log" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ servings: 1 });
  });

  it('offers to end a running fast with the meal, and "End fast and add" ends it at the meal\'s time and logs the meal', async () => {
    const calls = serveApi({ [`POST ${LOG_PATH}`]: { status: 201, body: LOGGED } });
    const onEndFast = vi.fn().mockResolvedValue({});
    show({ activeFast: { startTime: new Date(Date.now() - 16 * 3_600_000).toISOString() }, onEndFast });
    fireEvent.click(screen.getByRole("button", { name: "Log this meal" }));
    const dialog = screen.getByRole("dialog", { name: "Log this meal" });
    expect(within(dialog).getByText(/You're fasting/)).toBeTruthy();
    const eaten = new Date(Date.now() - 3_600_000);
    eaten.setSeconds(0, 0);
    fireEvent.change(timeField(), { target: { value: toDateTimeLocal(eaten) } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "End fast and add" })));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([{ method: "POST", path: LOG_PATH, body: { servings: 1, eatenAt: eaten.toISOString() } }]);
    expect(onEndFast).toHaveBeenCalledWith(eaten.toISOString());
    expect(toast.success).toHaveBeenCalledWith(
      "The perfect pan-seared ribeye is in your food log",
      expect.objectContaining({ description: expect.stringMatching(/^1 serving\. Your fast ended at /) }),
    );
  });

  it('offers nothing for a meal eaten before the fast began, and "Add to food log" leaves a running fast alone', async () => {
    const calls = serveApi({ [`POST ${LOG_PATH}`]: { status: 201, body: LOGGED } });
    const onEndFast = vi.fn().mockResolvedValue({});
    show({ activeFast: { startTime: new Date(Date.now() - 2 * 3_600_000).toISOString() }, onEndFast });
    fireEvent.click(screen.getByRole("button", { name: "Log this meal" }));
    const dialog = screen.getByRole("dialog", { name: "Log this meal" });
    expect(within(dialog).getByRole("button", { name: "End fast and add" })).toBeTruthy();
    fireEvent.change(timeField(), { target: { value: toDateTimeLocal(new Date(Date.now() - 3 * 3_600_000)) } });
    expect(within(dialog).queryByText(/You're fasting/)).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "End fast and add" })).toBeNull();
    fireEvent.change(timeField(), { target: { value: toDateTimeLocal(new Date()) } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Add to food log" })));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(onEndFast).not.toHaveBeenCalled();
  });
});
