import type { Page } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";

/**
 * Recipes (/recipes): the grid with its search, chips and sort, a recipe scaled and logged to the
 * food log, favourites, what a free user sees, and a shared link for someone signed out.
 */

const grid = (page: Page) => page.getByRole("list", { name: "Recipes" });
const card = (page: Page, title: string) => grid(page).getByRole("listitem").filter({ hasText: title });

/** A figure such as "2,671" in a text, as a number. */
const numberIn = (text: string, unit: string) => Number(new RegExp(`([\\d,.]+)\\s*${unit}`).exec(text)![1]!.replace(/,/g, ""));

test("Premium: search and filter, open a recipe, scale it to 4 servings; recipe log asks servings eaten, logs one meal, removed as one @db", async ({
  premiumPage: page,
}) => {
  await page.goto("/recipes");
  await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  // Polled: the grid fills once the recipes arrive (a count taken at once can see none yet).
  await expect.poll(() => grid(page).getByRole("listitem").count()).toBeGreaterThanOrEqual(30);

  await page.getByLabel("Search recipes").fill("rib eye");
  await expect(card(page, "The perfect pan-seared ribeye")).toBeVisible();
  await expect(card(page, "Slow scrambled eggs in butter")).toHaveCount(0);
  await page.getByLabel("Search recipes").fill("");
  const categories = page.getByRole("group", { name: "Category" });
  await categories.getByRole("button", { name: "Eggs" }).click();
  await expect(categories.getByRole("button", { name: "Eggs" })).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, "Slow scrambled eggs in butter")).toBeVisible();
  await expect(card(page, "Tallow smash burgers")).toHaveCount(0);
  await page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Beginner" }).click();
  await expect(page).toHaveURL(/category=eggs/);
  await expect(page).toHaveURL(/tags=beginner/);
  await categories.getByRole("button", { name: "All" }).click();
  await page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Beginner" }).click();
  await page.getByLabel("Sort").selectOption("protein");
  await expect(page).toHaveURL(/sort=protein/);

  await card(page, "The perfect pan-seared ribeye").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "The perfect pan-seared ribeye" })).toBeVisible();
  for (const name of ["Ingredients", "Method", "Nutrition per serving"]) await expect(page.getByRole("heading", { name })).toBeVisible();
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  await expect(page.getByTestId("servings")).toHaveText("2");
  await expect(ingredients.getByRole("listitem").first()).toContainText("600 g");
  await expect(ingredients.getByRole("listitem").first()).toContainText("about 2 steaks");
  await page.getByRole("button", { name: "More servings" }).click();
  await page.getByRole("button", { name: "More servings" }).click();
  await expect(page.getByTestId("servings")).toHaveText("4");
  await expect(ingredients.getByRole("listitem").first()).toContainText("1,200 g");
  await expect(ingredients.getByRole("listitem").first()).toContainText("about 4 steaks");
  const perServing = numberIn((await page.getByRole("region", { name: "Nutrition per serving" }).textContent())!, "kcal");

  await page.getByRole("button", { name: "Favourite The perfect pan-seared ribeye", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove favourite The perfect pan-seared ribeye" })).toBeVisible();

  // The page is scaled to 4 (what was cooked); 2 servings were eaten.
  await page.getByRole("button", { name: "Log this meal" }).click();
  const dialog = page.getByRole("dialog", { name: "Log this meal" });
  await expect(dialog.getByLabel("Servings eaten")).toHaveValue("1");
  await dialog.getByLabel("Servings eaten").fill("2");
  await dialog.getByRole("button", { name: "Add to food log" }).click();
  const added = toastWith(page, "The perfect pan-seared ribeye is in your food log");
  await expect(added).toBeVisible();
  await added.getByRole("button", { name: "Open food log" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Food Log" })).toBeVisible();
  const log = page.getByRole("list", { name: "Logged foods" });
  // One meal in the log, not four loose entries.
  await expect(log.getByRole("listitem")).toHaveCount(1);
  const meal = log.getByRole("listitem", { name: "The perfect pan-seared ribeye · 2 servings" });
  await expect(meal).toBeVisible();
  await meal.getByRole("button", { name: "4 ingredients" }).click();
  const eaten = meal.getByRole("list", { name: "Ingredients of The perfect pan-seared ribeye" });
  // The recipe's grams for 2 servings: 600 g of ribeye weighed raw, 10 g of tallow.
  await expect(eaten.getByRole("listitem").filter({ hasText: "rib eye" })).toContainText("600 g");
  await expect(eaten.getByRole("listitem").filter({ hasText: "tallow" })).toContainText("10 g");
  await expect(eaten.getByRole("listitem")).toHaveCount(4);
  const totals = page.getByRole("region", { name: "Daily totals" });
  await expect(totals).toContainText("kcal");
  const logged = numberIn((await totals.textContent())!, "kcal");
  // Two servings: the per-serving figure (rounded) times two, give or take the rounding.
  expect(Math.abs(logged - perServing * 2)).toBeLessThanOrEqual(2);

  // Removed as one, and back with Undo.
  await meal.getByRole("button", { name: "Delete The perfect pan-seared ribeye" }).click();
  const deleted = toastWith(page, "Meal deleted");
  await expect(deleted).toBeVisible();
  await expect(page.getByTestId("meal-row")).toHaveCount(0);
  await expect(page.getByText("Nothing logged for this day yet")).toBeVisible();
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(toastWith(page, "Meal restored")).toBeVisible();
  await expect(log.getByRole("listitem", { name: "The perfect pan-seared ribeye · 2 servings" })).toBeVisible();

  await page.goto("/recipes?favorites=1");
  await expect(grid(page).getByRole("listitem")).toHaveCount(1);
  await expect(card(page, "The perfect pan-seared ribeye")).toBeVisible();
});

test("a free user cooks the free recipes and sees the others locked, with what Premium adds", async ({ signedInPage: page }) => {
  await page.goto("/recipes");
  await expect(
    grid(page)
      .getByRole("listitem")
      .filter({ has: page.getByText("Free", { exact: true }) }),
  ).toHaveCount(5);
  // The five come first, before the locked cards, under any sort.
  for (const sort of ["Newest", "Quickest"]) {
    await page.getByLabel("Sort").selectOption({ label: sort });
    const cards = grid(page).getByRole("listitem");
    for (let i = 0; i < 5; i++) await expect(cards.nth(i).getByText("Free", { exact: true })).toBeVisible();
    await expect(cards.nth(5)).toContainText("Premium");
  }
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Filters" }).getByRole("button", { name: "Favourites" })).toHaveCount(0);
  const wellington = card(page, "Beef Wellington without the pastry");
  await expect(wellington).toContainText("Premium");
  await wellington.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Beef Wellington without the pastry" })).toBeVisible();
  await expect(page.getByText("This one is Premium")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Method" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Log this meal" })).toHaveCount(0);

  await page.goto("/recipes/beef-bone-broth");
  await expect(page.getByRole("heading", { name: "Method" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Favourite/ })).toHaveCount(0);
});

test("a shared link shows someone signed out the dish and the way in; an unknown recipe is the 404 page @phone", async ({ page }) => {
  const response = await page.goto("/recipes/beef-wellington-without-pastry");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Beef Wellington without the pastry" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Method" })).toHaveCount(0);
  await page.getByRole("link", { name: "Sign in to see the recipe" }).click();
  await expect(page).toHaveURL(/\/\?redirectTo=\/recipes\/beef-wellington-without-pastry$/);

  const missing = await page.goto("/recipes/no-such-recipe");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("an unknown recipe is the 404 page for someone signed in too", async ({ signedInPage: page }) => {
  const missing = await page.goto("/recipes/no-such-recipe");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("a recipe logged during a fast can end it at the meal's time, as the food log's dialog does @db", async ({ premiumPage: page }) => {
  expect((await page.request.post("/api/fasting/start", { data: { fastingType: "16:8" } })).status()).toBe(201);
  await page.goto("/recipes/perfect-ribeye");
  await page.getByRole("button", { name: "Log this meal" }).click();
  const dialog = page.getByRole("dialog", { name: "Log this meal" });
  await expect(dialog.getByText(/You're fasting/)).toBeVisible();
  await dialog.getByRole("button", { name: "End fast and add" }).click();
  await expect(toastWith(page, "The perfect pan-seared ribeye is in your food log")).toContainText(/Your fast ended at/);
  expect((await (await page.request.get("/api/fasting/active")).json()).session).toBeNull();
});
