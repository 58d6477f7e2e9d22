import { axeOn } from "./axe";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { CHROMIUM_ARGS, findFullChromium } from "../scripts/chromium.mjs";
import { test, expect, openAccountMenu, toastWith, signIn, type TestUser } from "./fixtures";
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
    const axe = await axeOn(page).include("#reminders-title").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
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
    // again. Started and an hour skipped before that response, the target would already have passed
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

/**
 * A push service for the page: Playwright's Chromium offers none (it refuses the Push API in its
 * incognito-like contexts), so the page's PushManager hands out a subscription of its own making,
 * as a browser would, and `unsubscribe()` drops it. The service worker's PushManager stays the
 * real one; pushes reach the worker through DevTools (`deliverPush`), as its "Push" button does.
 */
function fakePushManager() {
  let current: PushSubscription | null = null;
  const w = window as unknown as { __pushUnsubscribed: number };
  w.__pushUnsubscribed = 0;
  function make(): PushSubscription {
    const endpoint = `http://127.0.0.1:9/push/e2e-${Math.random().toString(36).slice(2)}`;
    const json = { endpoint, expirationTime: null, keys: { p256dh: "B" + "A".repeat(86), auth: "A".repeat(22) } };
    const subscription = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        if (current === subscription) current = null;
        w.__pushUnsubscribed++;
        return true;
      },
    } as unknown as PushSubscription;
    return subscription;
  }
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async () => (current ??= make());
}

/** This browser's push subscription as the page sees it: its endpoint, or null. */
function pageSubscription(page: Page): Promise<string | null> {
  return page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null);
}

const TARGET_PUSH = {
  title: "Fasting target reached",
  body: "You reached your fasting target.",
  tag: "fast-e2e-target",
  url: "/dashboard",
};

/** Delivers a push with `payload` to the page's service worker, as the push service would. */
async function deliverPush(context: BrowserContext, page: Page, payload: object) {
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.push(r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.length, { message: "the service worker's registration" }).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registrations[0]!, data: JSON.stringify(payload) });
  await cdp.detach();
}

async function closeNotifications(page: Page) {
  await page.evaluate(async () => {
    for (const n of await (await navigator.serviceWorker.ready).getNotifications()) n.close();
  });
  await expect.poll(() => shownNotifications(page)).toEqual([]);
}

/**
 * Delivers `push` and waits for the service worker to show it. A failure also says what the worker
 * saw (whether it thought someone signed in here, its state and its notification permission) and
 * whether the same push delivered again was shown: whether the first was lost on its way or refused.
 */
async function expectPushShown(context: BrowserContext, page: Page, push: typeof TARGET_PUSH) {
  const expected = [`${push.title}: ${push.body}`];
  await deliverPush(context, page, push);
  try {
    await expect.poll(() => shownNotifications(page)).toEqual(expected);
  } catch (error) {
    const workers = await Promise.all(
      context.serviceWorkers().map((worker) =>
        worker.evaluate(async () => {
          const sw = self as unknown as { registration: ServiceWorkerRegistration };
          const signedIn = await caches.has("carnitrack-signed-in");
          return `${sw.registration.active?.state ?? "no active worker"}, signed in: ${signedIn}, permission: ${Notification.permission}`;
        }),
      ),
    );
    await deliverPush(context, page, push);
    const again = await expect
      .poll(() => shownNotifications(page), { timeout: 3_000 })
      .toEqual(expected)
      .then(
        () => "shown",
        () => "not shown either",
      );
    throw new Error(`${(error as Error).message}\nService workers: ${workers.join("; ") || "none"}\nThe same push again: ${again}`, {
      cause: error,
    });
  }
}

/** A push delivered now is not shown: given time to be handled, none appears. */
async function expectNotShown(context: BrowserContext, page: Page) {
  await deliverPush(context, page, TARGET_PUSH);
  await page.waitForTimeout(1500);
  expect(await shownNotifications(page)).toEqual([]);
}

/** Whether the server still keeps a subscription with this endpoint for the user (asked from a sign-in of its own). */
async function serverKeeps(api: APIRequestContext, user: TestUser, endpoint: string): Promise<boolean> {
  expect((await api.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } })).status()).toBe(200);
  // Deleting it answers 404 when there is none: the question and its clean-up in one.
  const res = await api.delete("/api/reminders/push-subscriptions", { data: { endpoint } });
  expect([200, 404]).toContain(res.status());
  return res.status() === 200;
}

test.describe("reminders end with the sign-in", () => {
  test.slow();

  test("signed out from the account menu, the browser drops its push subscription, shows no push, and saves one anew at the next sign-in", async ({
    signedInPage: page,
    context,
    baseURL,
    user,
    api,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.addInitScript(fakePushManager);
    await page.goto("/settings");
    // On a first visit the worker installs after the page has loaded; the switch subscribes through it.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/reminders/push-subscriptions") && r.request().method() === "POST");
    await page.getByRole("switch", { name: /When I reach my target/ }).click();
    expect((await saved).status()).toBe(201);
    const endpoint = await pageSubscription(page);
    expect(endpoint).toMatch(/\/push\/e2e-/);
    // Signed in: a push is shown.
    await expectPushShown(context, page, TARGET_PUSH);
    await closeNotifications(page);

    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    expect(await pageSubscription(page)).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pushUnsubscribed: number }).__pushUnsubscribed)).toBe(1);
    // The session is gone on the server, and the subscription it saved with it.
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
    expect(await serverKeeps(api, user, endpoint!)).toBe(false);
    // A push that comes anyway (a push service slow to hear of the unsubscribe) is not shown.
    await expectNotShown(context, page);

    // Signed in again with the reminder still on: the browser subscribes anew for the new session.
    const savedAgain = page.waitForResponse(
      (r) => r.url().endsWith("/api/reminders/push-subscriptions") && r.request().method() === "POST",
    );
    await signIn(page, user);
    await page.goto("/dashboard");
    expect((await savedAgain).status()).toBe(201);
    const renewed = await pageSubscription(page);
    expect(renewed).toMatch(/\/push\/e2e-/);
    expect(renewed).not.toBe(endpoint);
    await expectPushShown(context, page, TARGET_PUSH);
  });

  test("signed out offline, the browser shows no push, and the server forgets the session once back online", async ({
    signedInPage: page,
    context,
    baseURL,
    user,
    api,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await page.addInitScript(fakePushManager);
    await page.goto("/settings");
    // On a first visit the worker installs after the page has loaded; the switch subscribes through it.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/reminders/push-subscriptions") && r.request().method() === "POST");
    await page.getByRole("switch", { name: /When I reach my target/ }).click();
    expect((await saved).status()).toBe(201);
    const endpoint = (await pageSubscription(page))!;

    await context.setOffline(true);
    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(toastWith(page, "Your session on the server ends once you're back online.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await pageSubscription(page)).toBeNull();
    // The server never heard of it and may still push: the service worker shows nothing.
    await expectNotShown(context, page);

    await context.setOffline(false);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect.poll(async () => (await page.request.get("/api/auth/get-session")).json()).toBeNull();
    expect(await serverKeeps(api, user, endpoint)).toBe(false);
  });
});
