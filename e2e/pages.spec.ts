import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { dashboard, trustPageClock } from "./dashboard";

/** Elements that stick out past the right edge of the viewport (what would scroll sideways). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => !el.closest("[data-sonner-toaster]"))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > width + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
  });
}

test.describe("404 and redirects", () => {
  test("an unknown path shows the 404 page with Return to Home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · CarniTrack");
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  });

  test("/index.html redirects to /", async ({ page }) => {
    const response = await page.goto("/index.html");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/index\.html$/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  test("privacy lists the data collected, processors, retention, export/delete and contact", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    for (const heading of [
      "Data we collect",
      "Why we use it",
      "Where your data is stored",
      "Who processes it",
      "How long we keep it",
      "Export or delete your data",
      "Contact",
    ]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    const collected = page.locator("#data-we-collect");
    await expect(collected).toContainText("Account information");
    await expect(collected).toContainText("Health data you track");
    await expect(collected).toContainText("Progress photos and notes");
    await expect(page.locator("#processors")).toContainText("Payment processors");
    const control = page.locator("#your-control");
    await expect(control).toContainText("“Export my data”");
    await expect(control).toContainText("“Delete account”");
    await expect(control.getByRole("link", { name: "Settings" }).first()).toHaveAttribute("href", "/settings");
    await expect(page.getByRole("link", { name: "privacy@carnitrack.app" }).first()).toHaveAttribute(
      "href",
      "mailto:privacy@carnitrack.app",
    );
    // The contents links jump to their section.
    await page.getByRole("link", { name: "How long we keep it" }).click();
    await expect(page).toHaveURL(/#retention$/);
    expect(await overflowing(page)).toEqual([]);
  });

  test("terms have every section and the subscription terms", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    for (const heading of [
      "Acceptance of these terms",
      "Medical disclaimer",
      "Subscription terms",
      "User conduct",
      "Content guidelines",
      "Limitation of liability",
      "Contact",
    ]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.locator("#medical-disclaimer")).toContainText("informational purposes only and is not medical advice");
    await expect(page.locator("#medical-disclaimer")).toContainText("Consult a doctor");
    const subscriptions = page.locator("#subscriptions");
    await expect(subscriptions).toContainText("$2.99/mo");
    await expect(subscriptions).toContainText("$19.99/yr");
    await expect(subscriptions).toContainText("44% savings");
    await expect(subscriptions).toContainText("Subscriptions auto-renew");
    await expect(subscriptions).toContainText("cancel any time in account settings");
    await expect(subscriptions).toContainText("refund within 30 days of purchase");
    await expect(page.locator("#contact").getByRole("link", { name: "support@carnitrack.app" })).toHaveAttribute(
      "href",
      "mailto:support@carnitrack.app",
    );
  });
});

test.describe("page metadata", () => {
  test("each route sets its own title and description", async ({ signedInPage: page }) => {
    const expected: [string, string | RegExp][] = [
      ["/privacy", "Privacy Policy · CarniTrack"],
      ["/terms", "Terms of Service · CarniTrack"],
      ["/settings", "Settings · CarniTrack"],
      ["/dashboard", "Dashboard · CarniTrack"],
      ["/reset-password", "Reset password · CarniTrack"],
      ["/nowhere", "Page not found · CarniTrack"],
    ];
    const descriptions = new Set<string>();
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, `${path} description`).toBeGreaterThan(40);
      descriptions.add(description!);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    }
    expect(descriptions.size).toBe(expected.length);
  });

  test("the landing page has the product title; the web app manifest and icons are served", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("CarniTrack — Carnivore Diet & Fasting Tracker");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");

    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: "CarniTrack",
      start_url: "/dashboard",
      display: "standalone",
      theme_color: "#b91c1c",
      background_color: "#faf6f1",
    });
    expect(manifest.name).toContain("CarniTrack");
    const png = manifest.icons.filter((i) => i.type === "image/png");
    expect(png.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of [...png, { src: "/apple-touch-icon.png", sizes: "180x180" }]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      const bytes = await file.body();
      const [w, h] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
  });
});

test.describe("small screens", () => {
  test("nothing scrolls sideways at 360 px @phone", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/privacy", "/terms", "/nowhere", "/settings", "/reset-password"]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await overflowing(page), path).toEqual([]);
    }
    const d = dashboard(page);
    await trustPageClock(page);
    await page.clock.install();
    await d.open();
    await d.typeSelect.selectOption("Custom");
    expect(await overflowing(page), "dashboard idle").toEqual([]);
    await d.start(72);
    await page.clock.fastForward(101 * 3_600_000);
    await expect(d.elapsed).toHaveText(/^101:00:\d\d$/);
    expect(await overflowing(page), "dashboard active").toEqual([]);
    await d.end({ early: false });
    expect(await overflowing(page), "dashboard with history").toEqual([]);
  });

  test("the landing page does not scroll sideways at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
  });
});
