import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { dashboard } from "./dashboard";
import { test, expect, toastWith, openAccountMenu, type TestUser } from "./fixtures";
import {
  asNativeApp,
  nativeCalls,
  pendingNotifications,
  secureStorage,
  SESSION_TOKEN_KEY,
  WEBVIEW_ORIGIN,
  type FakeNativeOptions,
} from "./native-shell";

/*
 * The native app (Capacitor shell) in Chromium: Capacitor's real native bridge with a test double
 * of the native plugins behind it (e2e/native-shell.ts). Sessions use a bearer token from the
 * secure store; purchases go through RevenueCat's plugin, never through web checkout.
 */

/** Signs in through the API as the native app does; the bearer token and the user's id. */
async function nativeSession(api: APIRequestContext, user: TestUser) {
  // As the app does: from the WebView's origin, the only kind of caller given a token.
  const res = await api.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: WEBVIEW_ORIGIN },
  });
  expect(res.status()).toBe(200);
  const token = res.headers()["set-auth-token"];
  expect(token, "set-auth-token").toBeTruthy();
  const body = (await res.json()) as { user: { id: string } };
  return { token: token!, userId: body.user.id };
}

/** The native app, already signed in (its token saved in the secure store), on `path`. */
async function openSignedIn(page: Page, api: APIRequestContext, user: TestUser, options: FakeNativeOptions = {}, path = "/dashboard") {
  const { token, userId } = await nativeSession(api, user);
  await asNativeApp(page, { ...options, secureStorage: { [SESSION_TOKEN_KEY]: token, ...options.secureStorage } });
  await page.goto(WEBVIEW_ORIGIN + path);
  return { token, userId };
}

async function expectTier(page: Page, tier: "Free" | "Monthly" | "Annual") {
  const menu = await openAccountMenu(page);
  await expect(menu.getByTestId("subscription-tier")).toHaveText(tier);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

const subscribeButton = (page: Page, plan: "monthly" | "yearly") => page.getByRole("button", { name: `Subscribe ${plan}` });

test.describe("native app", () => {
  test("signs in with a bearer token kept in the secure store, no cookies @phone", async ({ page, user, context }) => {
    await asNativeApp(page);
    const apiRequests: { url: string; authorization: string | undefined }[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiRequests.push({ url: r.url(), authorization: r.headers().authorization });
    });
    await page.goto(`${WEBVIEW_ORIGIN}/dashboard`);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();

    const token = (await secureStorage(page))[SESSION_TOKEN_KEY];
    expect(token, "the session token in the secure store").toBeTruthy();
    expect(await context.cookies(), "no cookies in the WebView").toEqual([]);
    const fastingReads = apiRequests.filter((r) => r.url.includes("/api/fasting/active"));
    expect(fastingReads.length).toBeGreaterThan(0);
    for (const r of fastingReads) expect(r.authorization).toBe(`Bearer ${token}`);
    // The splash screen is hidden once the app is up.
    expect(await nativeCalls(page, "SplashScreen", "hide")).toHaveLength(1);

    // Restarting the app keeps the session (the token comes back from the secure store).
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // Sign Out forgets the token.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect.poll(async () => (await secureStorage(page))[SESSION_TOKEN_KEY]).toBeUndefined();
  });

  test("configures RevenueCat with our user id; buying yearly makes the user Annual", async ({ page, api, user }) => {
    const checkoutRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/checkout\/|\/customer-portal/.test(r.url())) checkoutRequests.push(r.url());
    });
    const { userId } = await openSignedIn(page, api, user, {
      yearly: { identifier: "yearly_subscription", priceString: "€21,99", price: 21.99 },
      monthly: { identifier: "monthly_subscription", priceString: "€3,49", price: 3.49 },
    });
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect.poll(() => nativeCalls(page, "Purchases", "getOfferings")).toHaveLength(1);
    const [configure] = await nativeCalls(page, "Purchases", "configure");
    expect(configure?.options.appUserID).toBe(userId);
    // The build's public key for iOS (the test build has none; apps/web/scripts/build-native.mjs requires it).
    expect(configure?.options.apiKey).toBe(process.env.VITE_REVENUECAT_IOS_KEY);
    expect(await nativeCalls(page, "Purchases", "getCustomerInfo")).toHaveLength(1);
    await expectTier(page, "Free");

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Upgrade to Premium" }).click();
    await expect(page.getByRole("heading", { name: "CarniTrack Premium", level: 1 })).toBeVisible();
    // The store's localized prices, and Restore purchases (native only).
    await expect(page.getByTestId("plan-yearly")).toContainText("€21,99/yr");
    await expect(page.getByTestId("plan-monthly")).toContainText("€3,49/mo");
    await expect(page.getByTestId("plan-yearly")).toContainText("Save 44%");
    await expect(page.getByRole("button", { name: "Restore purchases" })).toBeVisible();

    await subscribeButton(page, "yearly").click();
    await expect(toastWith(page, "Welcome to Premium!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "You're on Premium" })).toBeVisible();
    const [purchase] = await nativeCalls(page, "Purchases", "purchasePackage");
    const aPackage = purchase?.options.aPackage as { identifier: string; product: { identifier: string } };
    expect(aPackage.identifier).toBe("$rc_annual");
    expect(aPackage.product.identifier).toBe("yearly_subscription");
    await expectTier(page, "Annual");
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Manage subscription" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(checkoutRequests, "no web checkout in the app").toEqual([]);

    // Until RevenueCat's webhook reaches the server, premium data is not served yet: say so.
    await page.getByRole("link", { name: "CarniTrack, go to dashboard" }).click();
    await expect(page.getByText("We're confirming your subscription. This can take a minute.")).toBeVisible();
  });

  test("buying monthly makes the user Monthly; Manage subscription opens the store", async ({ page, api, user }) => {
    await openSignedIn(page, api, user, {}, "/premium");
    await expect(page.getByTestId("plan-monthly")).toContainText("$2.99/mo");
    await expect(subscribeButton(page, "monthly")).toBeEnabled();
    await subscribeButton(page, "monthly").click();
    await expect(page.getByRole("heading", { name: "You're on Premium" })).toBeVisible();
    await expect(page.getByText("Monthly plan.")).toBeVisible();
    const [purchase] = await nativeCalls(page, "Purchases", "purchasePackage");
    expect((purchase?.options.aPackage as { product: { identifier: string } }).product.identifier).toBe("monthly_subscription");
    await expectTier(page, "Monthly");

    // The store's own subscription management (the customer's managementURL), outside the app.
    await page.route("https://apps.apple.com/**", (route) => route.fulfill({ body: "App Store subscriptions" }));
    await page.getByRole("button", { name: "Manage subscription" }).click();
    await expect(page).toHaveURL("https://apps.apple.com/account/subscriptions");
  });

  test("Restore purchases takes the tier from the restored subscriptions", async ({ page, api, user }) => {
    await openSignedIn(page, api, user, { restorable: ["monthly_subscription"] }, "/premium");
    await expect(page.getByRole("button", { name: "Restore purchases" })).toBeEnabled();
    await page.getByRole("button", { name: "Restore purchases" }).click();
    await expect(toastWith(page, "Purchases restored")).toBeVisible();
    await expect(page.getByRole("heading", { name: "You're on Premium" })).toBeVisible();
    await expectTier(page, "Monthly");
    expect(await nativeCalls(page, "Purchases", "restorePurchases")).toHaveLength(1);
  });

  test("the first active subscription decides the tier: yearly anywhere in its id means Annual", async ({ page, api, user }) => {
    await openSignedIn(page, api, user, { activeSubscriptions: ["carni_yearly_promo", "monthly_subscription"] });
    await expectTier(page, "Annual");

    await page.evaluate(() => window.__fakeNative.pushCustomerInfo(["monthly_subscription", "yearly_subscription"]));
    await expectTier(page, "Monthly");

    // RevenueCat reports the subscription expired.
    await page.evaluate(() => window.__fakeNative.pushCustomerInfo([]));
    await expectTier(page, "Free");
  });

  test.describe("failures are logged only, the user sees nothing, loading is cleared", () => {
    test.use({ allowConsoleErrors: true });

    function consoleErrors(page: Page) {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      return errors;
    }

    test("start-up: configure fails", async ({ page, api, user }) => {
      const errors = consoleErrors(page);
      await openSignedIn(page, api, user, { failing: ["Purchases.configure"] }, "/premium");
      await expect(subscribeButton(page, "yearly")).toBeEnabled(); // loading cleared
      await expect.poll(() => errors.some((e) => e.includes("Could not read the subscription"))).toBe(true);
      await expectTier(page, "Free");
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      // The prices fall back to ours when the store's offers could not be read.
      await expect(page.getByTestId("plan-yearly")).toContainText("$19.99/yr");
    });

    test("purchase and restore fail", async ({ page, api, user }) => {
      const errors = consoleErrors(page);
      await openSignedIn(
        page,
        api,
        user,
        { failing: ["Purchases.purchasePackage", "Purchases.restorePurchases"], restorable: ["yearly_subscription"] },
        "/premium",
      );
      await subscribeButton(page, "yearly").click();
      await expect.poll(() => errors.some((e) => e.includes("Purchase failed"))).toBe(true);
      await expect(subscribeButton(page, "yearly")).toBeEnabled();

      await page.getByRole("button", { name: "Restore purchases" }).click();
      await expect.poll(() => errors.some((e) => e.includes("Restoring purchases failed"))).toBe(true);
      await expect(page.getByRole("button", { name: "Restore purchases" })).toBeEnabled();

      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "You're on Premium" })).toHaveCount(0);
      await expectTier(page, "Free");
    });

    test("a cancelled purchase is not an error", async ({ page, api, user }) => {
      const errors = consoleErrors(page);
      await openSignedIn(page, api, user, { cancelPurchases: true }, "/premium");
      await subscribeButton(page, "monthly").click();
      await expect.poll(() => nativeCalls(page, "Purchases", "purchasePackage")).toHaveLength(1);
      await expect(subscribeButton(page, "monthly")).toBeEnabled();
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });

  test("Android: the Android key, and the network plugin drives the offline state", async ({ page, api, user }) => {
    await openSignedIn(page, api, user, { platform: "android" });
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    await expect.poll(() => nativeCalls(page, "Purchases", "configure")).toHaveLength(1);
    const [configure] = await nativeCalls(page, "Purchases", "configure");
    expect(configure?.options.apiKey).toBe(process.env.VITE_REVENUECAT_ANDROID_KEY);
    await expect.poll(() => nativeCalls(page, "Network", "getStatus")).toHaveLength(1);

    // navigator.onLine stays true: only the plugin knows the device went offline, and its change
    // makes the app ask the server's health, which gets no response (decision 016).
    await page.route("**/api/health", (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => window.__fakeNative.setConnected(false));
    // The dashboard has its data, so it stays up under the offline banner.
    const banner = page.getByRole("status").filter({ hasText: "You're offline. Showing what was last loaded." });
    await expect(banner).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    await page.unroute("**/api/health");
    await page.evaluate(() => window.__fakeNative.setConnected(true));
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("reminders are the phone's local notifications: permission asked when turned on, scheduled at the target, cancelled at the end", async ({
    page,
    api,
    user,
  }) => {
    await openSignedIn(page, api, user, {}, "/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    await expect(card).toContainText("Your phone reminds you at these times, even with the app closed.");
    // Nothing asked before the user turns a reminder on.
    expect(await nativeCalls(page, "LocalNotifications", "requestPermissions")).toEqual([]);
    for (const name of [/When I reach my target/, /One hour before my target/]) {
      await card.getByRole("switch", { name }).click();
      await expect(card.getByRole("switch", { name })).toHaveAttribute("aria-checked", "true");
    }
    expect(await nativeCalls(page, "LocalNotifications", "requestPermissions")).toHaveLength(1);

    await page.getByRole("link", { name: "Dashboard" }).first().click();
    const startedAt = Date.now();
    await page.getByRole("button", { name: "Start Fasting" }).click();
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
    // The spec's default plan, 16:8: the target 16 hours after the start, the heads-up an hour before.
    await expect
      .poll(async () => (await pendingNotifications(page)).map((n) => [n.id, n.title]))
      .toEqual([
        [2401, "Fasting target reached"],
        [2402, "One hour to go"],
      ]);
    const [target, hourBefore] = await pendingNotifications(page);
    const targetAt = Date.parse(target!.schedule!.at!);
    expect(targetAt).toBeGreaterThanOrEqual(startedAt + 16 * 3_600_000 - 1000);
    expect(targetAt).toBeLessThanOrEqual(Date.now() + 16 * 3_600_000);
    expect(Date.parse(hourBefore!.schedule!.at!)).toBe(targetAt - 3_600_000);
    expect(target!.schedule!.allowWhileIdle).toBe(true);

    await dashboard(page).end();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    await expect.poll(() => pendingNotifications(page)).toEqual([]);
  });

  test("signing out cancels every notification pending on the phone: the next person gets none of them", async ({ page, api, user }) => {
    await openSignedIn(page, api, user, { notificationPermission: "granted" }, "/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    await card.getByRole("switch", { name: /When I reach my target/ }).click();
    await expect(card.getByRole("switch", { name: /When I reach my target/ })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.getByRole("button", { name: "Start Fasting" }).click();
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
    await expect.poll(async () => (await pendingNotifications(page)).map((n) => n.title)).toEqual(["Fasting target reached"]);

    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect.poll(() => pendingNotifications(page)).toEqual([]);
    expect(await nativeCalls(page, "LocalNotifications", "cancel")).toContainEqual(
      expect.objectContaining({ options: { notifications: [{ id: 2401 }] } }),
    );
  });

  test("a session ended elsewhere (the password changed on another device) cancels the phone's reminders when the app next opens", async ({
    page,
    api,
    user,
  }) => {
    await openSignedIn(page, api, user, { notificationPermission: "granted" }, "/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    await card.getByRole("switch", { name: /When I reach my target/ }).click();
    await expect(card.getByRole("switch", { name: /When I reach my target/ })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.getByRole("button", { name: "Start Fasting" }).click();
    await expect.poll(async () => (await pendingNotifications(page)).map((n) => n.id)).toEqual([2401]);

    // The password is changed on another device while the app is closed: every other session ends.
    expect((await api.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } })).status()).toBe(200);
    const changed = await api.post("/api/auth/change-password", {
      data: { currentPassword: user.password, newPassword: "slow-smoked brisket 7" },
    });
    expect(changed.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect.poll(() => pendingNotifications(page)).toEqual([]);
  });

  test("reminders: a phone that refuses notifications says where to allow them, and schedules none", async ({ page, api, user }) => {
    await openSignedIn(page, api, user, { notificationPermission: "denied" }, "/settings");
    const card = page.getByRole("region", { name: "Reminders" });
    await card.getByRole("switch", { name: /When I reach my target/ }).click();
    await expect(card).toContainText(
      "Notifications are turned off for CarniTrack on this device. Allow them in the system settings to get reminders.",
    );
    await expect(card.getByRole("switch", { name: /When I reach my target/ })).toHaveAttribute("aria-checked", "false");
    expect(await nativeCalls(page, "LocalNotifications", "schedule")).toEqual([]);
  });
});

test.describe("web build", () => {
  /** The build's chunks for native-only modules (from Vite's manifest). */
  function nativeOnlyChunks(): string[] {
    const dist = path.join(import.meta.dirname, "../apps/web/dist");
    const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
    const nativeOnly = Object.entries(manifest).filter(([key]) =>
      /@revenuecat|@capacitor\/(core|network|splash-screen|local-notifications)|capacitor-secure-storage|src\/lib\/native\/|features\/(billing|reminders)\/native\//.test(
        key,
      ),
    );
    expect(nativeOnly.length, "native-only chunks in the manifest").toBeGreaterThanOrEqual(4);
    // None of them is in the landing page's static imports.
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key]!.imports ?? []) visit(dep);
    };
    visit(entry);
    for (const [key] of nativeOnly) expect(seen.has(key), `${key} is not loaded up front`).toBe(false);
    return nativeOnly.map(([, chunk]) => chunk.file);
  }

  test("never loads the purchases SDK or other native code", async ({ signedInPage: page }) => {
    const chunks = nativeOnlyChunks();
    const loaded: string[] = [];
    page.on("request", (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Fasting History & Stats" })).toBeVisible();
    await page.goto("/premium");
    await expect(page.getByTestId("plan-yearly")).toContainText("$19.99/yr");
    await expect(page.getByRole("button", { name: "Restore purchases" })).toHaveCount(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Upgrade to Premium" })).toBeVisible();
    expect(
      loaded.some((p) => p.endsWith(".js")),
      "scripts were loaded",
    ).toBe(true);
    for (const chunk of chunks) expect(loaded, `${chunk} was requested`).not.toContain(`/${chunk}`);
    expect(await page.evaluate(() => "Capacitor" in window), "no Capacitor runtime on the web").toBe(false);
  });
});
