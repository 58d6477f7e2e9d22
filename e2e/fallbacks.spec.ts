import { test, expect, toastWith } from "./fixtures";

test.describe("network guard", () => {
  test("offline shows No Internet Connection; back online returns to the page with a notice @phone", async ({ page, context }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event("offline")));
    await expect(page.getByRole("heading", { name: "No Internet Connection" })).toBeVisible();
    await expect(page.getByText("Please check your internet connection and try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(page).toHaveTitle("No Internet Connection · CarniTrack");

    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    // The page stayed under the screen and has its own title back.
    await expect(page).toHaveTitle(/^Terms of Service/);
    // The "basic" toaster (one notice at a time) says so.
    const notices = page.getByRole("region", { name: /Connection notices/ });
    await expect(notices.locator("[data-sonner-toast]")).toHaveText(/You're back online/);
    await context.setOffline(true);
    await expect(page.getByRole("heading", { name: "No Internet Connection" })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await expect(notices.locator("[data-sonner-toast]")).toHaveCount(1);
  });

  test("Retry reloads the page", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    // Offline without cutting the network, so the reload itself can succeed: the browser reports
    // it and the server's health check gets no response (decision 016).
    await page.route("**/api/health", (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
      window.dispatchEvent(new Event("offline"));
    });
    await expect(page.getByRole("heading", { name: "No Internet Connection" })).toBeVisible();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Retry" }).click()]);
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  });

  test("an unhandled rejection shows Network Error with its message; Try Again clears it", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await page.evaluate(() => {
      void Promise.reject(new Error("boom"));
    });
    await expect(page.getByRole("heading", { name: "Network Error" })).toBeVisible();
    await expect(page.getByText("Failed to load data. Please check your connection and try again.")).toBeVisible();
    const details = page.locator("details");
    await expect(details.locator("summary")).toHaveText("Error details");
    await expect(details.getByText("boom")).toBeHidden();
    await details.locator("summary").click();
    await expect(details.getByText("boom")).toBeVisible();

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Network Error" })).toHaveCount(0);
  });

  test("a rejection without a message shows Async operation failed", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await page.evaluate(() => {
      void Promise.reject();
    });
    await expect(page.getByRole("heading", { name: "Network Error" })).toBeVisible();
    await page.locator("details summary").click();
    await expect(page.locator("details pre")).toHaveText("Async operation failed");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  });
});

test.describe("error boundary", () => {
  test.use({ allowConsoleErrors: true }); // React and the boundary log the caught error

  const DASHBOARD_CHUNK = /\/assets\/dashboard-[\w-]+\.js$/;

  test("a page that fails to load shows Something went wrong; Try Again loads it", async ({ signedInPage: page }) => {
    await page.route(DASHBOARD_CHUNK, (route) => route.abort());
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("An unexpected error stopped this page from loading.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    await page.locator("details summary", { hasText: "Error details" }).click();
    await expect(page.locator("details pre")).toContainText(/Failed to fetch dynamically imported module: .*\/assets\/dashboard-/);

    await page.unroute(DASHBOARD_CHUNK);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Fast" })).toBeVisible();
    await expect(page).toHaveTitle("Dashboard · CarniTrack");
  });

  test("Refresh Page reloads; leaving for another page clears the error", async ({ signedInPage: page }) => {
    await page.route(DASHBOARD_CHUNK, (route) => route.abort());
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Refresh Page" }).click()]);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();

    await page.unroute(DASHBOARD_CHUNK);
    await page.evaluate(() => {
      window.history.pushState(null, "", "/settings");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: /go to dashboard/i }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(toastWith(page, "Error")).toHaveCount(0);
  });
});
