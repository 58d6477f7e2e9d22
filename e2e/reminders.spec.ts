import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CHROMIUM_ARGS, findFullChromium } from "../scripts/chromium.mjs";
import { test, expect } from "./fixtures";
import { dashboard } from "./dashboard";

// Reminders are shown by the service worker, blocked in the other browser tests (playwright.config.ts),
// in the full Chromium: its headless shell refuses showNotification whatever permission was granted.
test.use({ serviceWorkers: "allow", launchOptions: { executablePath: findFullChromium() as string, args: CHROMIUM_ARGS as string[] } });
// Chromium itself logs an error when a page asks for a push subscription in an incognito-like
// context (Playwright's): "Chrome currently does not support the Push API in incognito mode".
test.use({ allowConsoleErrors: true });

/** The notifications the service worker is showing, by title. */
async function shownNotifications(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body}`);
  });
}

test.describe("reminders", () => {
  test.slow();

  test("turned on in Settings with permission granted: saved, and the card says a closed browser needs Web Push", async ({
    signedInPage: page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    const atTarget = card.getByRole("switch", { name: /When I reach my target/ });
    await expect(atTarget).toHaveAttribute("aria-checked", "false");

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/reminders") && r.request().method() === "PATCH");
    await atTarget.click();
    expect((await saved).status()).toBe(200);
    await expect(atTarget).toHaveAttribute("aria-checked", "true");
    // Headless Chromium has no push service: the card says that reminders need the browser running.
    await expect(card).toContainText("A closed browser cannot be reminded without Web Push");
    const axe = await new AxeBuilder({ page }).include("#reminders-title").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await page.reload();
    await expect(page.getByRole("switch", { name: /When I reach my target/ })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("switch", { name: /One hour before my target/ })).toHaveAttribute("aria-checked", "false");
  });

  test("the service worker shows the target reminder when the fast reaches it", async ({ signedInPage: page, context, baseURL }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.clock.install();
    await page.goto("/settings");
    await page.getByRole("switch", { name: /When I reach my target/ }).click();
    await expect(page.getByRole("switch", { name: /When I reach my target/ })).toHaveAttribute("aria-checked", "true");
    const d = dashboard(page);
    // The dashboard is a new page load: its reminders are planned once their settings are read
    // again. Started and an hour skipped before that answer, the target would already have passed
    // when they were (CI failed so, once the page's other reads got quicker).
    const settingsRead = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/reminders" && r.request().method() === "GET");
    await d.open();
    expect((await settingsRead).status()).toBe(200);
    await d.start(1);
    await page.clock.fastForward("01:00:05");
    await expect
      .poll(() => shownNotifications(page))
      .toEqual(["Fasting target reached: You reached your fasting target. End your fast when you are ready."]);
  });

  test("reminds of a planned fast at its start, in the device's zone", async ({ signedInPage: page, context, baseURL }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.clock.install();
    // Two hours from now on the page's clock, every day, in the zone the browser is in.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const start = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 3_600_000);
      return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
    });
    const plan = { fastingType: "16:8", startTime: start, weekdays: [0, 1, 2, 3, 4, 5, 6], timeZone: zone };
    expect((await page.request.put("/api/fasting/schedule", { data: plan })).status()).toBe(200);

    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    const plannedStart = card.getByRole("switch", { name: /When a planned fast starts/ });
    await plannedStart.click();
    await expect(plannedStart).toHaveAttribute("aria-checked", "true");
    await page.clock.fastForward("02:00:05");
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        `Time for your planned fast: Your 16:8 fast is planned for ${start}. Tap "Start now" on your dashboard when you are ready.`,
      ]);
  });

  test("the planned start's switch says it needs a schedule", async ({ signedInPage: page }) => {
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    await expect(card.getByRole("switch", { name: /When a planned fast starts/ })).toBeDisabled();
    await expect(card).toContainText("Plan a fast under “Fasting schedule” to use this.");
  });

  // On a first visit the worker installs after the page has loaded (it precaches the app): a
  // reminder due before it is ready waits for it. It was dropped after 1 s.
  test("a reminder due while the service worker is still installing is shown once it is ready", async ({
    signedInPage: page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    expect((await page.request.patch("/api/reminders", { data: { plannedStart: true } })).status()).toBe(200);
    await page.clock.install();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const start = await page.evaluate(() => {
      const at = new Date(Date.now() + 3_600_000);
      return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
    });
    const plan = { fastingType: "16:8", startTime: start, weekdays: [0, 1, 2, 3, 4, 5, 6], timeZone: zone };
    expect((await page.request.put("/api/fasting/schedule", { data: plan })).status()).toBe(200);
    // The worker's script comes 3 s late: the reminder is due well before the worker is ready.
    await context.route("**/sw.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    // Planned once the settings and the plan are read: both before the clock jumps.
    const read = (pathname: string) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === "GET");
    const reads = [read("/api/reminders"), read("/api/fasting/schedule")];
    await dashboard(page).open();
    for (const response of await Promise.all(reads)) expect(response.status()).toBe(200);
    await page.clock.fastForward("01:00:05");
    await expect
      .poll(() => shownNotifications(page), { timeout: 15_000 })
      .toEqual([
        `Time for your planned fast: Your 16:8 fast is planned for ${start}. Tap "Start now" on your dashboard when you are ready.`,
      ]);
  });
});
