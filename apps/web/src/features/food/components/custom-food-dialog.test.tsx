import type { FoodDetail } from "@app/shared/food";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { foodKeys } from "../api/food-queries";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { CustomFoodDialog } from "./custom-food-dialog";
import { FoodSearch } from "./food-search";
import { EGG } from "../test/fixtures";

const { client, wrapper } = withQueryClient();

/** What the server answers for the per-serving pemmican below: its values per 100 g, the serving as its portion. */
const PEMMICAN: FoodDetail = {
  id: "0b6f2c1e-7a4d-4c2b-9e8f-3d5a6b7c8d9e",
  name: "Grandma's pemmican",
  displayName: null,
  source: "custom",
  group: "other",
  kcal: 500,
  protein: 20,
  fat: 44,
  favorite: false,
  nutrients: { kcal: 500, protein: 20, fat: 44, carbs: 0 },
  portions: [{ label: "1 bar", grams: 50 }],
  cookedYield: null,
  yieldSource: null,
  cookedForms: [],
};

function open(initialName = "") {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(<CustomFoodDialog initialName={initialName} onClose={onClose} onCreated={onCreated} />, { wrapper });
  return { onClose, onCreated };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create food" }));

/** The message shown at a field, as its accessible description. */
function errorAt(label: string): string | undefined {
  const input = field(label);
  if (input.getAttribute("aria-invalid") !== "true") return undefined;
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((text) => text !== undefined);
}

describe("the custom food dialog", () => {
  it("starts with the name searched for, and asks for a name when there is none", async () => {
    const calls = serveApi({});
    open("pemmican");
    expect(screen.getByRole("dialog", { name: "Create a food" })).toBeTruthy();
    expect(field("Name").value).toBe("pemmican");

    type("Name", "   ");
    submit();
    await waitFor(() => expect(errorAt("Name")).toBe("Give the food a name."));
    expect(errorAt("Calories (kcal)")).toBe("Enter the calories (0 if none).");
    expect(errorAt("Sodium (mg)")).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("refuses macros that weigh more than 100 g of the food: one message, all three marked", async () => {
    const calls = serveApi({});
    open("Tallow");
    type("Calories (kcal)", "900");
    type("Protein (g)", "30");
    type("Fat (g)", "80");
    type("Carbs (g)", "0");
    submit();
    await waitFor(() =>
      expect(errorAt("Protein (g)")).toBe("Protein, fat and carbs add up to 110 g: more than the 100 g of food they're in."),
    );
    expect(field("Fat (g)").getAttribute("aria-invalid")).toBe("true");
    expect(field("Carbs (g)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(/add up to 110 g/)).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it("asks for the serving size of a food given per serving", async () => {
    const calls = serveApi({});
    open("Pemmican");
    expect(screen.queryByLabelText("Serving size (g)")).toBeNull();
    fireEvent.change(screen.getByLabelText("Values are for"), { target: { value: "serving" } });
    type("Calories (kcal)", "250");
    type("Protein (g)", "10");
    type("Fat (g)", "22");
    type("Carbs (g)", "0");
    submit();
    await waitFor(() => expect(errorAt("Serving size (g)")).toBe("Enter how many grams one serving weighs."));
    expect(calls).toEqual([]);
  });

  it("creates a food per serving: sends exactly its values, caches its detail, and hands it to the page", async () => {
    const calls = serveApi({ "POST /api/food/custom-foods": { status: 201, body: { food: PEMMICAN } } });
    const { onClose, onCreated } = open("grandma's pemmican");
    type("Name", "Grandma's pemmican ");
    fireEvent.change(screen.getByLabelText("Values are for"), { target: { value: "serving" } });
    type("Serving size (g)", "50");
    type("Serving name", "1 bar");
    type("Calories (kcal)", "250");
    type("Protein (g)", "10");
    type("Fat (g)", "22");
    type("Carbs (g)", "0");
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(PEMMICAN));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/food/custom-foods",
        body: {
          name: "Grandma's pemmican",
          basis: "serving",
          servingGrams: 50,
          servingLabel: "1 bar",
          kcal: 250,
          protein: 10,
          fat: 22,
          carbs: 0,
        },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("Food created");
    // The log dialog that opens next reads it from the cache.
    expect(client().getQueryData(foodKeys.detail(PEMMICAN.id))).toEqual(PEMMICAN);
  });

  it("shows the server's refusal in a toast and stays open", async () => {
    serveApi({
      "POST /api/food/custom-foods": {
        status: 400,
        body: { error: { code: "VALIDATION_FAILED", message: "Name can't contain line breaks or invisible control characters." } },
      },
    });
    const { onClose, onCreated } = open("Pemmican");
    type("Calories (kcal)", "500");
    type("Protein (g)", "20");
    type("Fat (g)", "44");
    type("Carbs (g)", "0");
    submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't create this food", {
        description: "Name can't contain line breaks or invisible control characters.",
      }),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Create a food" })).toBeTruthy();
  });
});

describe("the way in from search", () => {
  const search = (foods: unknown[]) => {
    serveApi({
      "GET /api/food/suggestions": { status: 200, body: { recent: [], favorites: [] } },
      "GET /api/food/search": { status: 200, body: { foods } },
    });
    const onCreateFood = vi.fn();
    render(<FoodSearch onChoose={vi.fn()} onCreateFood={onCreateFood} />, { wrapper });
    return { onCreateFood };
  };

  it("offers it plainly when a search finds nothing, with what was searched for", async () => {
    const { onCreateFood } = search([]);
    fireEvent.click(screen.getByRole("button", { name: "Create a food" }));
    expect(onCreateFood).toHaveBeenLastCalledWith("");

    fireEvent.change(screen.getByLabelText("Search foods"), { target: { value: "  grandma's   pemmican " } });
    expect(await screen.findByText(`Can't find "grandma's pemmican"?`)).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Create a food" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(onCreateFood).toHaveBeenLastCalledWith("grandma's pemmican");
  });

  it("keeps it under the results, quietly", async () => {
    const { onCreateFood } = search([EGG]);
    fireEvent.change(screen.getByLabelText("Search foods"), { target: { value: "eggs" } });
    expect(await screen.findByRole("list", { name: "Search results" })).toBeTruthy();
    expect(screen.queryByText(/Can't find "/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Create a food" }));
    expect(onCreateFood).toHaveBeenCalledWith("eggs");
  });
});
