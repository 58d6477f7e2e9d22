import { test, expect } from "./fixtures";

const SECTIONS = ["Dashboard", "Food", "Progress", "Recipes", "Community"] as const;

test.describe("app shell", () => {
  // The Premium user here shows the Annual tier.
  test.use({ premiumPlan: "yearly" });

  test("the header links every section and marks the current one", async ({ signedInPage: page }) => {
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Primary" });
    for (const name of SECTIONS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Food" }).click();
    await expect(page).toHaveURL(/\/food$/);
    await expect(page.getByRole("heading", { name: "Food Log", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Food" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a deep link into a built section opens it in the shell", async ({ signedInPage: page }) => {
    const response = await page.goto("/progress/journal");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Progress", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Journal" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Progress sections" }).getByRole("link", { name: "Journal" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a recipe's deep link opens it in the shell, under Recipes", async ({ signedInPage: page }) => {
    const response = await page.goto("/recipes/perfect-ribeye");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "The perfect pan-seared ribeye", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Recipes" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the community's deep links open in the shell, under Community; an id that is no post is the 404 page", async ({
    signedInPage: page,
  }) => {
    const response = await page.goto("/community/guidelines");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Community guidelines", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Primary" }).getByRole("link", { name: "Community" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const path of ["/community/42", "/community/00000000-0000-4000-8000-000000000000"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    }
  });

  test("on a phone: a bottom tab bar, and a Premium user's plan without opening a menu @phone", async ({ premiumPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    const tabs = page.getByRole("navigation", { name: "Primary" });
    await expect(tabs).toHaveCount(1); // the header's links are hidden at this width
    const box = await tabs.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(800); // at the bottom of the screen
    for (const name of SECTIONS) await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByTestId("header-plan")).toHaveText("Annual");

    await tabs.getByRole("link", { name: "Community" }).click();
    await expect(page.getByRole("heading", { name: "Community", level: 1 })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Community" })).toHaveAttribute("aria-current", "page");
  });
});
