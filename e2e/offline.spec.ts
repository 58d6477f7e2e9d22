import { axeOn } from "./axe";
import { test, expect, openAccountMenu, toastWith } from "./fixtures";
import { dashboard } from "./dashboard";

// The service worker is blocked in the other browser tests (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

const BANNER = "You're offline. Showing what was last loaded.";

/** Resolves once the service worker has cached the app shell and is active. */
async function serviceWorkerReady(page: import("@playwright/test").Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** What the app keeps in IndexedDB for offline use (lib/persisted-cache.ts, through idb-keyval). */
async function keptQueryKeys(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty, before idb-keyval sets it up.
    if (!(await indexedDB.databases()).some((db) => db.name === "keyval-store")) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open("keyval-store");
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("keyval")) return resolve([]);
        const get = db.transaction("keyval").objectStore("keyval").get("carnitrack:query-cache");
        get.onerror = () => resolve([]);
        get.onsuccess = () => {
          const kept = get.result as { clientState?: { queries?: Array<{ queryHash: string }> } } | undefined;
          resolve(kept?.clientState?.queries?.map((q) => q.queryHash) ?? []);
        };
      };
    });
  });
}

/** What this device keeps of the signed-in user: the remembered user (localStorage) and their data (IndexedDB). */
async function keptOnDevice(page: import("@playwright/test").Page): Promise<{ user: boolean; data: boolean }> {
  return page.evaluate(async () => {
    const exists = (await indexedDB.databases()).some((db) => db.name === "keyval-store");
    const data =
      exists &&
      (await new Promise<boolean>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve(false);
          const count = db.transaction("keyval").objectStore("keyval").count("carnitrack:query-cache");
          count.onerror = () => resolve(false);
          count.onsuccess = () => resolve(count.result > 0);
        };
      }));
    return { user: localStorage.getItem("carnitrack:offline-user") !== null, data };
  });
}

test.describe("offline", () => {
  test("offline reload shows the app and the ticking timer", async ({ signedInPage: page, context }) => {
    const d = dashboard(page);
    await page.clock.install();
    await d.open();
    const session = await d.start("16:8");
    await serviceWorkerReady(page);
    await expect.poll(() => keptQueryKeys(page)).toContain('["fasting","active"]');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: BANNER })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
    await expect(d.fastType).toHaveText(session.fastingType);
    // The timer counts from the fast's start time, which is all it needs.
    await page.clock.fastForward("01:00:00");
    await expect(d.elapsed).toHaveText(/^01:00:\d\d$/);
    await expect(page.getByRole("heading", { name: "No Internet Connection" })).toHaveCount(0);
    const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // A write offline is not queued: it fails with the feature's own error, and the fast runs on.
    await d.endButton.click();
    await d.endDialog.getByRole("button", { name: "End Fast" }).click();
    await expect(toastWith(page, "Failed to end fasting session. Please try again.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: BANNER })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Fasting in Progress" })).toBeVisible();
  });

  test("a page never visited offline, with nothing kept for it, shows No Internet Connection", async ({ signedInPage: page, context }) => {
    const d = dashboard(page);
    await d.open();
    await serviceWorkerReady(page);
    await expect.poll(() => keptQueryKeys(page)).toContain('["fasting","active"]');

    await context.setOffline(true);
    // Not /progress: the dashboard reads its overview too, so that page has something kept.
    await page.goto("/community");
    await expect(page.getByRole("heading", { name: "No Internet Connection" })).toBeVisible();
    await expect(page.getByText("Please check your internet connection and try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);

    // The dashboard, read before, still opens.
    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: BANNER })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
  });

  test("signing out online forgets the user and their data on this device", async ({ signedInPage: page }) => {
    await dashboard(page).open();
    await expect.poll(() => keptQueryKeys(page)).toContain('["fasting","active"]');
    expect(await keptOnDevice(page)).toEqual({ user: true, data: true });

    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => keptOnDevice(page)).toEqual({ user: false, data: false });
  });

  test("signing out offline forgets the user and their data on this device, and ends the server session once back online", async ({
    signedInPage: page,
    context,
  }) => {
    await dashboard(page).open();
    await serviceWorkerReady(page);
    await expect.poll(() => keptQueryKeys(page)).toContain('["fasting","active"]');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: BANNER })).toBeVisible();
    await (await openAccountMenu(page)).getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(toastWith(page, "Your session on the server ends once you're back online.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => keptOnDevice(page)).toEqual({ user: false, data: false });
    await context.setOffline(false);
    // The session cookie still works until the sign-out reaches the server, but nobody is signed in here.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect.poll(async () => (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  });

  test("deleting the account forgets the user and their data on this device @db", async ({ signedInPage: page, user }) => {
    await dashboard(page).open();
    await expect.poll(() => keptQueryKeys(page)).toContain('["fasting","active"]');
    await page.goto("/settings");
    expect(await keptOnDevice(page)).toEqual({ user: true, data: true });
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(/password/i).fill(user.password);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => keptOnDevice(page)).toEqual({ user: false, data: false });
  });
});
