import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { dashboard } from "./dashboard";

// Reminders are shown by the service worker, blocked in the other browser tests (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The notifications the service worker is showing, by title. */
async function shownNotifications(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body}`);
  });
}

test.describe("reminders", () => {
  // Sign-in, Settings, the dashboard and two clock jumps: more than the usual 30 s on a busy machine.
  test.slow();

  test("turned on in Settings with permission granted, the target reminder shows when the fast reaches it", async ({
    signedInPage: page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.clock.install();
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

    const d = dashboard(page);
    await d.open();
    await d.start(1);
    expect(await shownNotifications(page)).toEqual([]);
    await page.clock.fastForward("00:59:00");
    expect(await shownNotifications(page)).toEqual([]);
    await page.clock.fastForward("00:01:05");
    await expect
      .poll(() => shownNotifications(page))
      .toEqual(["Fasting target reached: You reached your fasting target. End your fast when you are ready."]);
  });

  test("no reminder for a fast that ended before its target", async ({ signedInPage: page, context, baseURL }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.clock.install();
    await page.goto("/settings");
    const atTarget = page.getByRole("switch", { name: /When I reach my target/ });
    await atTarget.click();
    await expect(atTarget).toHaveAttribute("aria-checked", "true");
    const d = dashboard(page);
    await d.open();
    await d.start(1);
    await page.clock.fastForward("00:30:00");
    await d.endButton.click();
    await d.endDialog.getByRole("button", { name: "End Fast" }).click();
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toHaveCount(0);
    await page.clock.fastForward("01:00:00");
    expect(await shownNotifications(page)).toEqual([]);
  });
});
