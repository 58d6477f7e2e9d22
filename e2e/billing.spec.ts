import { axeOn } from "./axe";
import type { Page } from "@playwright/test";
import { test, expect, toastWith, openAccountMenu } from "./fixtures";

/*
 * Web subscriptions: the Premium page, the account menu's tier, the dashboard's premium history
 * card, and the full-page trips to the server's checkout and billing portal (test mode: the
 * e2e server runs without Stripe keys).
 */

const historyCard = (page: Page) => page.locator("section[aria-labelledby='fasting-history-title']");

/** A figure of the history card's statistics, by its label. */
function stat(page: Page, label: string) {
  return historyCard(page)
    .locator("dl[aria-label='Fasting statistics'] div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

/** Finished fasts through the API (they last a moment: about 0 hours). */
async function finishFasts(page: Page, types: string[]) {
  for (const fastingType of types) {
    expect((await page.request.post("/api/fasting/start", { data: { fastingType } })).status()).toBe(201);
    expect((await page.request.post("/api/fasting/end", { data: {} })).status()).toBe(200);
  }
}

test.describe("free user", () => {
  test("sees Free, a preview of the history with an upgrade prompt, and the plans @phone", async ({ signedInPage: page }) => {
    await page.goto("/dashboard");
    const card = historyCard(page);
    await expect(card.getByRole("heading", { name: "Fasting History & Stats" })).toBeVisible();
    await expect(card.getByText("See every fast you've done")).toBeVisible();
    // The preview behind the prompt is decoration only.
    await expect(card.getByRole("list", { name: "All fasting sessions" })).toHaveCount(0);

    const menu = await openAccountMenu(page);
    await expect(menu.getByTestId("subscription-tier")).toHaveText("Free");
    await expect(menu.getByRole("menuitem", { name: "Manage subscription" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await card.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page).toHaveTitle("Premium · CarniTrack");
    await expect(page.getByRole("heading", { name: "CarniTrack Premium", level: 1 })).toBeVisible();
    await expect(page.getByTestId("plan-monthly")).toContainText("$2.99/mo");
    await expect(page.getByTestId("plan-yearly")).toContainText("$19.99/yr");
    await expect(page.getByTestId("plan-yearly")).toContainText("Save 44%");
    await expect(page.getByTestId("plan-monthly")).not.toContainText("Save");
    await expect(page.getByTestId("yearly-per-month")).toHaveText("That's $1.67/mo");
    // Free next to Premium, by area: the timer and the food log are free, not sold as Premium.
    const comparison = page.getByTestId("plan-comparison");
    const freeColumn = comparison.locator("td:nth-child(1)");
    const premiumColumn = comparison.locator("td:nth-child(2)");
    for (const feature of ["Fasting timer", "Food search and logging", "Weight log and trend for 30 days", "5 recipes fully open"]) {
      await expect(freeColumn.getByText(feature, { exact: true })).toBeVisible();
      await expect(premiumColumn.getByText(feature, { exact: true })).toHaveCount(0);
    }
    for (const feature of [
      "Full fasting history",
      "Full nutrient panel",
      "Progress photos and compare",
      "All recipes (30+)",
      "Post, comment and react",
    ]) {
      await expect(premiumColumn.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Restore purchases" })).toHaveCount(0); // native only
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the server refuses premium data with 403: the same upgrade prompt", async ({ signedInPage: page }) => {
    // The app believes the user subscribed (e.g. the subscription ended a moment ago); the server knows better.
    await page.route("**/api/subscription", (route) =>
      route.fulfill({
        json: { subscribed: true, subscriptionTier: "Annual", platform: "web", products: [], previewMode: false, subscription: null },
      }),
    );
    const history = page.waitForResponse((r) => r.url().includes("/api/fasting/history"));
    await page.goto("/dashboard");
    expect((await history).status()).toBe(403);
    await expect(historyCard(page).getByText("See every fast you've done")).toBeVisible();
    await expect(historyCard(page).getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
  });
});

test("subscribe yearly through checkout, see the history, manage in the portal @db", async ({ signedInPage: page }) => {
  await finishFasts(page, ["16:8", "18:6"]);
  await page.goto("/premium");
  await page.getByRole("button", { name: "Subscribe yearly" }).click();

  // The server's checkout page (full navigation; test mode on the embedded default).
  await expect(page).toHaveURL(/\/checkout\/yearly$/);
  await expect(page.getByText("Test mode — no real charge")).toBeVisible();
  await page.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/dashboard$/); // ?checkout=success is dropped once handled
  // A tour of what was unlocked, each area a link.
  const tour = page.getByRole("dialog", { name: "Welcome to Premium!" });
  await expect(tour).toContainText("Your subscription is active.");
  const unlocked = tour.getByRole("list", { name: "Unlocked with Premium" });
  await expect(unlocked.getByRole("link", { name: "Food" })).toHaveAttribute("href", "/food");
  await expect(unlocked.getByText("Full fasting history")).toBeVisible();
  await tour.getByRole("button", { name: "Start exploring" }).click();
  await expect(tour).toHaveCount(0);

  const menu = await openAccountMenu(page);
  await expect(menu.getByTestId("subscription-tier")).toHaveText("Annual");
  await expect(menu.getByRole("menuitem", { name: "Upgrade to Premium" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  const card = historyCard(page);
  await expect(stat(page, "Fasts ended")).toHaveText("2");
  await expect(stat(page, "Total hours")).toHaveText("0 min");
  await expect(stat(page, "Average")).toHaveText("0 min");
  await expect(stat(page, "Longest")).toHaveText("0 min");
  await expect(stat(page, "Reached target")).toHaveText("0");
  await expect(card.getByRole("list", { name: "All fasting sessions" }).getByRole("listitem")).toHaveCount(2);
  await expect(card.getByText("See every fast you've done")).toHaveCount(0);

  // Manage subscription: the server's billing portal.
  await (await openAccountMenu(page)).getByRole("menuitem", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(/\/customer-portal$/);
  await expect(page.getByRole("heading", { name: "Manage subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByText("Cancels at period end")).toBeVisible();

  // Still Annual until the period ends, and the app says until when.
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect((await openAccountMenu(page)).getByTestId("subscription-tier")).toHaveText(`Annual until ${await periodEndOf(page)}`);
});

test("a history longer than a page loads more on demand", async ({ signedInPage: page }) => {
  await finishFasts(
    page,
    Array.from({ length: 11 }, (_, i) => (i % 2 ? "16:8" : "20:4")),
  );
  await page.goto("/checkout/monthly");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("dialog", { name: "Welcome to Premium!" }).getByRole("button", { name: "Close" }).click();
  const rows = historyCard(page).getByRole("list", { name: "All fasting sessions" }).getByRole("listitem");
  await expect(rows).toHaveCount(10);
  await expect(stat(page, "Fasts ended")).toHaveText("11");
  await historyCard(page).getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(11);
  await expect(historyCard(page).getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect((await openAccountMenu(page)).getByTestId("subscription-tier")).toHaveText("Monthly");
});

test("a cancelled checkout says so and changes nothing", async ({ signedInPage: page }) => {
  await page.goto("/dashboard?checkout=cancelled");
  await expect(toastWith(page, "Checkout cancelled")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect((await openAccountMenu(page)).getByTestId("subscription-tier")).toHaveText("Free");
});

test("signed out, checkout asks to sign in first and then continues to it (full page load)", async ({ page, user }) => {
  await page.goto("/checkout/monthly");
  await expect(page).toHaveURL(/\/\?redirectTo=%2Fcheckout%2Fmonthly$/);
  await expect(page.getByText("Please sign in to continue.")).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  const checkoutLoad = page.waitForResponse((r) => new URL(r.url()).pathname === "/checkout/monthly" && r.request().isNavigationRequest());
  await page.getByRole("button", { name: "Sign In" }).click();
  expect((await checkoutLoad).status()).toBe(200);
  await expect(page).toHaveURL(/\/checkout\/monthly$/);
  await expect(page.getByText("Test mode — no real charge")).toBeVisible();
});

/** No serious or critical axe violations (WCAG 2.x A and AA), in the system's light and dark schemes. */
async function expectAxeClean(page: Page, label: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious, `${label} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** "Nov 25, 2027": the user's plan's period end, as the app writes it (en-US, the tests' locale). */
async function periodEndOf(page: Page): Promise<string> {
  const state = (await (await page.request.get("/api/subscription")).json()) as { subscription: { currentPeriodEnd: string } };
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(
    new Date(state.subscription.currentPeriodEnd),
  );
}

test("cancel shows the end date @db @phone", async ({ signedInPage: page }) => {
  // Buy yearly in test mode.
  await page.goto("/checkout/yearly");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByRole("dialog", { name: "Welcome to Premium!" }).getByRole("button", { name: "Start exploring" }).click();
  const end = await periodEndOf(page);

  await page.goto("/settings");
  const card = page.getByTestId("subscription-card");
  await expect(card.getByTestId("subscription-plan")).toHaveText("Annual");
  await expect(card).toContainText("$19.99/yr");
  await expect(card).toContainText(`Renews on${end}`);
  await expect(page.getByTestId("header-plan")).toHaveText("Annual");

  // Cancel, after a confirmation that says what happens.
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
  await expect(confirm).toContainText(`stays active until ${end}, then ends. You won't be charged again.`);
  await confirm.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(confirm).toHaveCount(0);

  await expect(card.getByTestId("subscription-plan")).toHaveText(`Annual until ${end}`);
  await expect(card).toContainText(`Ends on${end}`);
  await expect(card.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await expect(page.getByTestId("header-plan")).toHaveText(`Annual until ${end}`);
  // The longer plan fits the header on a phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect((await openAccountMenu(page)).getByTestId("subscription-tier")).toHaveText(`Annual until ${end}`);
  await page.keyboard.press("Escape");

  // The server agrees, after a reload too: still Premium until then.
  await page.reload();
  await expect(page.getByTestId("header-plan")).toHaveText(`Annual until ${end}`);
});

test("the test-mode checkout is axe-clean in both themes @phone", async ({ signedInPage: page }) => {
  await page.goto("/checkout/yearly");
  await expect(page.getByText("Test mode — no real charge")).toBeVisible();
  await expectAxeClean(page, "test-mode checkout");
});

test.describe("an account with a yearly plan", () => {
  test.use({ premiumPlan: "yearly" });

  test("Settings with a cancelled plan is axe-clean in both themes @phone", async ({ premiumPage: page }) => {
    expect((await page.request.post("/api/subscription/cancel", { data: {} })).status()).toBe(200);
    await page.goto("/settings");
    await expect(page.getByTestId("subscription-card").getByTestId("subscription-plan")).toHaveText(/^Annual until /);
    await expectAxeClean(page, "settings with a cancelled plan");
  });

  test("deletion with an active plan cancels it @db", async ({ premiumPage: page, premiumUser, api }) => {
    const rows = async () =>
      ((await (await api.get(`/api/testing/subscriptions/${premiumUser.userId}`)).json()) as { subscriptions: { status: string }[] })
        .subscriptions;
    expect(await rows()).toEqual([{ source: "test", plan: "yearly", status: "active" }]);

    await page.goto("/settings");
    const notice = "Your Annual plan will be cancelled at once; you won't be charged again.";
    await expect(page.getByTestId("deletion-billing-notice")).toHaveText(notice);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toContainText(notice);
    await dialog.getByLabel("Password").fill(premiumUser.password);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastWith(page, "Your account and all its data have been deleted.")).toBeVisible();

    // The account is gone, and no subscription of it is left to charge.
    expect(await rows()).toEqual([]);
    const signInAgain = await page.request.post("/api/auth/sign-in/email", {
      data: { email: premiumUser.email, password: premiumUser.password },
    });
    expect(signInAgain.status()).toBe(401);
  });
});
