import type { RecipeListResponse } from "@app/shared/recipes";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { RecipeBrowser } from "./recipe-browser";

const { wrapper: queries } = withQueryClient();

function wrapper({ children }: { children: ReactNode }) {
  return queries({ children: <MemoryRouter initialEntries={["/recipes"]}>{children}</MemoryRouter> });
}

const RIBEYE = {
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
} as RecipeListResponse["recipes"][number];

function show(props: { subscribed: boolean; planKnown: boolean }) {
  serveApi({ "GET /api/recipes": { status: 200, body: { recipes: [RIBEYE] } } });
  return render(<RecipeBrowser {...props} upgradePrompt={<a href="/premium">Upgrade to Premium</a>} />, { wrapper });
}

describe("the recipe browser before and after the plan is known", () => {
  it("draws nothing that depends on the plan until it is known, holding the Favourites chip's place unseen", async () => {
    const { rerender } = show({ subscribed: false, planKnown: false });
    expect(screen.getByRole("searchbox", { name: "Search recipes" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Favourites" })).toBeNull();
    expect(screen.getByText("Favourites").closest("[aria-hidden='true']")?.className).toContain("invisible");
    // Long enough for the recipes to arrive: still nothing below the filters.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/recipes are yours to cook, free/)).toBeNull();
    expect(screen.queryByTestId("recipe-count")).toBeNull();

    rerender(<RecipeBrowser subscribed planKnown upgradePrompt={<a href="/premium">Upgrade to Premium</a>} />);
    expect(await screen.findByTestId("recipe-count")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Favourites" })).toBeTruthy();
    expect(screen.queryByText(/recipes are yours to cook, free/)).toBeNull();
  });

  it("shows the free plan its banner and no Favourites once it is known", async () => {
    show({ subscribed: false, planKnown: true });
    expect(await screen.findByTestId("recipe-count")).toBeTruthy();
    expect(screen.getByText(/recipes are yours to cook, free/)).toBeTruthy();
    expect(screen.queryByText("Favourites")).toBeNull();
  });
});
