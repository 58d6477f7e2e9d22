import type { ConsoleMessage, Request } from "@playwright/test";
import { test, expect, createUser, PASSWORD, signIn, uniqueEmail } from "./fixtures";

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

  // The routes' loaders: the first render has the responses, so no response re-renders the page.
  test("the food log opened with a session renders with its first answers: no loading placeholder in the search or the log", async ({
    premiumPage: page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { busySections: string[] }).busySections = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const busy of [node, ...node.querySelectorAll("*")].filter((e) => e.getAttribute("aria-busy") === "true")) {
              const heading = busy.closest("section")?.querySelector("h2")?.textContent ?? "";
              if (/Add food|Logged foods/.test(heading)) seen.push(heading);
            }
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/food");
    await expect(page.getByRole("heading", { name: "Food Log", level: 1 })).toBeVisible();
    await expect(page.getByText("Recent", { exact: false }).or(page.getByText("Star a food to keep it here."))).not.toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { busySections: string[] }).busySections)).toEqual([]);
  });

  test("a page opened with a session starts with it: the page's reads go out with the session check, each once", async ({
    premiumPage: page,
  }) => {
    const pages = [
      ["/dashboard", "Dashboard", "/api/progress/overview"],
      ["/food", "Food Log", "/api/food/day"],
      ["/progress", "Progress", "/api/progress/overview"],
      ["/recipes", "Recipes", "/api/recipes"],
      ["/community", "Community", "/api/community/posts"],
      // Another page of the layout: the layout's own reads.
      ["/settings", "Settings", "/api/subscription"],
    ] as const;
    for (const [path, heading, read] of pages) {
      const reads: string[] = [];
      const warnings: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (request.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
      };
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "warning") warnings.push(message.text());
      };
      page.on("request", onRequest);
      page.on("console", onConsole);
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      page.off("console", onConsole);

      // The session came in the page: read, and gone from it.
      await expect(page.locator("#carnitrack-session")).toHaveCount(0);
      expect(reads, path).toContain("/api/auth/get-session");
      expect(
        reads.findIndex((r) => r.split("?")[0] === read),
        `${path}: ${reads.join(", ")}`,
      ).toBeGreaterThanOrEqual(0);
      expect(
        reads.filter((r, i) => reads.indexOf(r) !== i),
        path,
      ).toEqual([]);
      // No first query failed quietly (a tolerant read logs its failure).
      expect(
        warnings.filter((w) => w.startsWith("Could not load")),
        path,
      ).toEqual([]);
    }
  });
});

test.describe("theme", () => {
  const isDark = (page: import("@playwright/test").Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
  const background = (page: import("@playwright/test").Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const LIGHT_BG = "rgb(250, 246, 241)";
  const DARK_BG = "rgb(21, 17, 15)";

  test("the Settings switch changes the theme at once and keeps it after a reload @phone", async ({ signedInPage: page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/settings");
    const appearance = page.getByRole("region", { name: "Appearance" });
    await expect(appearance.getByRole("radio", { name: "System" })).toBeChecked();
    expect(await background(page)).toBe(LIGHT_BG);

    await appearance.getByRole("radio", { name: "Dark" }).check();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await background(page)).toBe(DARK_BG);
    await page.reload();
    await expect(appearance.getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(await isDark(page)).toBe(true);

    // Light wins over a dark system, and System gives the choice back to it.
    await page.emulateMedia({ colorScheme: "dark" });
    await appearance.getByRole("radio", { name: "Light" }).check();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.reload();
    await expect(appearance.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(await background(page)).toBe(LIGHT_BG);
    await appearance.getByRole("radio", { name: "System" }).check();
    await expect.poll(() => isDark(page)).toBe(true);
  });

  test("the system's colour scheme is followed, also when it changes while the page is open", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    expect(await isDark(page)).toBe(true);
    expect(await background(page)).toBe(DARK_BG);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test("a chosen theme is on the page from its first frame (no flash of the other)", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => {
      localStorage.setItem("carnitrack-theme", "dark");
      // The first animation frame runs before the first paint: what it sees is what is painted first.
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameDark: boolean }).firstFrameDark = document.documentElement.classList.contains("dark");
      });
    });
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstFrameDark?: boolean }).firstFrameDark)).toBe(true);
  });
});

test.describe("visual system", () => {
  test("the body font is Inter, self-hosted and preloaded", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute("href", /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  });

  test("a skip link is the first thing Tab reaches, and moves focus into the main content @phone", async ({ signedInPage: page }) => {
    for (const path of ["/dashboard", "/"]) {
      await page.goto(path);
      await expect(page.locator("main#main")).toBeVisible();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
      await expect(skip).not.toBeInViewport();
    }
  });

  test("on a phone a toast sits clear of the header and the tab bar @phone", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" }); // measured where it rests, not sliding in
    await page.goto("/settings");
    await page.getByLabel("Weight unit").selectOption("lb");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Units saved." });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-mounted", "true");
    const header = (await page.locator("header").first().boundingBox())!;
    const tabs = (await page.getByRole("navigation", { name: "Primary" }).boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(tabs.y);
  });
});

test.describe("header on tablets", () => {
  const LONG_NAME = "Maximiliana Bartholomew-Featherstonehaugh";
  // What a helper measured before: the section links, a long name and a cancelled plan's end date
  // made the page scroll sideways by hundreds of pixels between 768 and 1024 px.
  test("a Premium user with a long name and a cancelled plan: nothing scrolls sideways at 768 and 1024 px", async ({ page, api }) => {
    const user = await createUser(api, { email: uniqueEmail("long"), password: PASSWORD, name: LONG_NAME, plan: "yearly" });
    await signIn(page, user);
    expect((await page.request.post("/api/subscription/cancel", { data: {} })).status()).toBe(200);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/dashboard", "/community"]) {
        await page.goto(path);
        await expect(page.getByTestId("header-plan")).toHaveText(/^Annual until /);
        await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBe(0);
      }
      // Below lg the sections are in the bottom tab bar; from lg in the header.
      const nav = page.getByRole("navigation", { name: "Primary" });
      await expect(nav).toHaveCount(1);
      const box = (await nav.boundingBox())!;
      expect(box.y > 800, `the sections at ${width} px are at the bottom`).toBe(width < 1024);
    }
  });
});
