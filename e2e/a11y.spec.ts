import { axeOn } from "./axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dashboard } from "./dashboard";

const THEMES = ["light", "dark"] as const;

/**
 * Runs axe on the page in each theme and fails on serious or critical violations. The page follows
 * the system's scheme, so switching the emulated scheme re-colours it in place, without a reload.
 * Light runs every WCAG 2.x A and AA rule; dark, where only the colour tokens change, runs the rules
 * that look at colours: the rest would give the same result again. What a phone changes is the
 * layout, which the light theme's full run sees there; the dark tokens are checked on the desktop.
 */
async function expectNoSeriousViolations(page: Page, label: string) {
  const themes = test.info().project.name === "phone" ? THEMES.slice(0, 1) : THEMES;
  // Each check is up to two axe runs: it brings its own time rather than sharing the test's default.
  test.info().setTimeout(test.info().timeout + 10_000);
  // Colours switch at once, also in parts drawn later (content-visibility): axe judges them at rest,
  // never half-way through a transition to the other theme.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    const html = expect(page.locator("html"));
    await (theme === "dark" ? html : html.not).toHaveClass(/\bdark\b/);
    const axe = axeOn(page);
    if (theme === "light") axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
    else axe.withRules(["color-contrast", "link-in-text-block"]);
    const results = await axe.analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
    expect(serious, `${label} (${theme}): serious or critical axe violations`).toEqual([]);
  }
  // Back to light: the next step of the test (a click, a dialog) starts where it began.
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * The screens of fasting that fits real life, for a Premium user: the planned fast's
 * "Start now", the running fast with its zone timeline, the "Edit start" and "End at…" dialogs,
 * and a finished fast's edit dialog.
 */
async function fastingInRealLife(page: Page) {
  // Five pages and dialogs under axe: more than one check's time.
  test.slow();
  await page.clock.install();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const now = await page.evaluate(() => new Date().toTimeString().slice(0, 5));
  const plan = { fastingType: "18:6", startTime: now, weekdays: [0, 1, 2, 3, 4, 5, 6], timeZone: zone };
  expect((await page.request.put("/api/fasting/schedule", { data: plan })).status()).toBe(200);
  const d = dashboard(page);
  await d.open();
  await expect(page.getByRole("region", { name: "Your planned fast" }).getByRole("button", { name: "Start now" })).toBeVisible();
  await expectNoSeriousViolations(page, `planned fast's Start now`);
  await d.start(20);
  await page.clock.fastForward("05:00:00");
  await expect(page.getByRole("list", { name: "Zone timeline" })).toBeVisible();
  await expectNoSeriousViolations(page, `zone timeline`);
  for (const [button, dialog] of [
    ["Edit start", "Edit start time"],
    ["End at…", "End your fast at…"],
  ] as const) {
    await d.statusCard.getByRole("button", { name: button }).click();
    await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
    await expectNoSeriousViolations(page, `${dialog} dialog`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: dialog })).toHaveCount(0);
  }
  await d.end();
  await d.recentRows
    .first()
    .getByRole("button", { name: /^Edit the Custom 20h fast of/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Edit fast" })).toBeVisible();
  await expectNoSeriousViolations(page, `a finished fast's edit dialog`);
}

// Every check runs in the light theme at both widths, and in the dark theme on the desktop (expectNoSeriousViolations).
test.describe("accessibility (axe)", () => {
  // Judge colours at rest: mid-animation (a toast fading in) axe measures a half-transparent text.
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  // One test a page: each is a page load and an axe run, and they run side by side.
  const publicPages: [string, string][] = [
    ["/", "Welcome Back"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/no-such-page", "Oops! Page not found"],
    ["/reset-password", "This reset link doesn't work"],
    ["/reset-password?token=abc", "Choose a new password"],
    ["/confirm-email#token=abc", "Confirm your email"],
    ["/confirm-email?confirmed=1", "Email confirmed"],
    ["/confirm-email", "This confirmation link doesn't work"],
  ];
  for (const [path, heading] of publicPages) {
    test(`public page ${path} @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expectNoSeriousViolations(page, path);
    });
  }

  test("dashboard idle and custom @phone", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await d.open();
    await expectNoSeriousViolations(page, "dashboard idle");
    await d.typeSelect.selectOption("Custom");
    await expectNoSeriousViolations(page, "dashboard custom");
  });

  test("dashboard active, the end-early dialog, and with history @phone", async ({ signedInPage: page }) => {
    const d = dashboard(page);
    await page.clock.install();
    await d.open();
    await d.start(20);
    await page.clock.fastForward("03:00:00");
    await expectNoSeriousViolations(page, "dashboard active");
    await d.endButton.click();
    await expect(d.endDialog).toBeVisible();
    await expectNoSeriousViolations(page, "end early dialog");
    await d.endDialog.getByRole("button", { name: "End Fast" }).click();
    await expect(d.recentRows).toHaveCount(1);
    await expectNoSeriousViolations(page, "dashboard with history");
  });

  test("fasting in real life: planned start, zone timeline, edit and end-at dialogs @phone", async ({ premiumPage: page }) => {
    await fastingInRealLife(page);
  });

  test("settings @phone", async ({ signedInPage: page }) => {
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, "settings");
  });

  test("premium page and the history preview @phone", async ({ signedInPage: page }) => {
    await page.goto("/dashboard");
    await expect(page.getByText("See every fast you've done")).toBeVisible();
    await expectNoSeriousViolations(page, "dashboard with the premium preview");
    await page.goto("/premium");
    await expect(page.getByRole("heading", { name: "CarniTrack Premium", level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, "premium");
  });

  test("food log with an entry, the log dialog and the insights preview @phone", async ({ signedInPage: page }) => {
    const eatenAt = new Date().toISOString();
    expect((await page.request.post("/api/food/entries", { data: { foodId: "01123", amount: 100, unit: "g", eatenAt } })).status()).toBe(
      201,
    );
    await page.goto("/food");
    await expect(page.getByRole("list", { name: "Logged foods" }).getByText("Egg, whole, raw, fresh")).toBeVisible();
    await expect(page.getByTestId("insights-preview")).toBeVisible();
    await expectNoSeriousViolations(page, "food log");
    await page.getByLabel("Search foods").fill("ribeye");
    await page
      .getByRole("button", { name: /Beef, rib eye/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousViolations(page, "log food dialog");
  });

  // One page (or dialog) a test: an axe run takes seconds of CPU on a small machine.
  test.describe("progress", () => {
    test.beforeEach(async ({ signedInPage: page }) => {
      const today = new Date().toLocaleDateString("en-CA");
      expect((await page.request.put("/api/progress/weights", { data: { date: today, weightKg: 82.4 } })).status()).toBe(200);
      expect((await page.request.put(`/api/progress/journal/${today}`, { data: { mood: 4, note: "Good day." } })).status()).toBe(200);
    });
    test("progress overview @phone", async ({ signedInPage: page }) => {
      await page.goto("/progress");
      await expect(page.getByTestId("overview-trend")).toHaveText("82.4 kg");
      await expectNoSeriousViolations(page, "progress overview");
    });
    test("progress weight with its chart @phone", async ({ signedInPage: page }) => {
      await page.goto("/progress/weight");
      await expect(page.locator(".recharts-surface")).toBeVisible();
      await expectNoSeriousViolations(page, "progress weight");
    });
    test("progress journal @phone", async ({ signedInPage: page }) => {
      await page.goto("/progress/journal");
      await expect(page.getByLabel("Note")).toHaveValue("Good day.");
      await expectNoSeriousViolations(page, "progress journal");
    });
  });

  test("recipes: the grid with a locked card @phone", async ({ signedInPage: page }) => {
    await page.goto("/recipes");
    await expect(page.getByRole("list", { name: "Recipes" }).getByRole("listitem").first()).toBeVisible();
    await expectNoSeriousViolations(page, "recipes grid");
  });

  test("recipes: a recipe page and its log dialog @phone", async ({ signedInPage: page }) => {
    await page.goto("/recipes/perfect-ribeye");
    await expect(page.getByRole("heading", { name: "Method" })).toBeVisible();
    await expectNoSeriousViolations(page, "recipe page");
    await page.getByRole("button", { name: "Log this meal" }).click();
    await expect(page.getByRole("dialog", { name: "Log this meal" })).toBeVisible();
    await expectNoSeriousViolations(page, "log this meal dialog");
  });

  test.describe("community", () => {
    // A week old: old enough to post a link.
    test.use({ premiumAgeDays: 7 });

    /** The signed-in Premium member wrote a post with Markdown, a comment and a reply. */
    async function conversation(page: Page) {
      expect((await page.request.post("/api/community/me/guidelines", { data: {} })).status()).toBe(200);
      const created = await page.request.post("/api/community/posts", {
        data: {
          category: "questions",
          title: "Salt or magnesium?",
          body: "Cramps in **week two**:\n\n- salt\n- [magnesium](https://example.com)",
        },
      });
      const { post } = (await created.json()) as { post: { id: string } };
      const comment = await page.request.post(`/api/community/posts/${post.id}/comments`, { data: { body: "Magnesium *glycinate*." } });
      const parentId = ((await comment.json()) as { comment: { id: string } }).comment.id;
      await page.request.post(`/api/community/posts/${post.id}/comments`, { data: { body: "Thanks!", parentId } });
      return post.id;
    }

    test("community feed @phone", async ({ premiumPage: page }) => {
      await conversation(page);
      await page.goto("/community");
      await expect(page.getByRole("link", { name: "Salt or magnesium?" }).first()).toBeVisible();
      await expectNoSeriousViolations(page, "community feed");
    });

    test("community: a post with a comment and a reply @phone", async ({ premiumPage: page }) => {
      const postId = await conversation(page);
      await page.goto(`/community/${postId}`);
      await expect(page.getByRole("heading", { name: "Comments (2)" })).toBeVisible();
      await expectNoSeriousViolations(page, "community post");
    });

    test("community: the composer @phone", async ({ premiumPage: page }) => {
      await conversation(page);
      await page.goto("/community");
      await page.getByRole("button", { name: "New post" }).click();
      await expect(page.getByRole("dialog").getByLabel("Title")).toBeVisible();
      await expectNoSeriousViolations(page, "post composer");
    });
  });

  test.describe("Premium nutrition insights", () => {
    test.beforeEach(async ({ premiumPage: page }) => {
      const eatenAt = new Date().toISOString();
      expect((await page.request.post("/api/food/entries", { data: { foodId: "13325", amount: 80, unit: "g", eatenAt } })).status()).toBe(
        201,
      );
      await page.goto("/food");
      await expect(page.getByRole("region", { name: "Nutrition insights" }).getByTestId("warning-vitaminA")).toBeVisible();
    });

    test("the insights card", async ({ premiumPage: page }) => {
      await expect(page.getByRole("region", { name: "Nutrition insights" }).getByRole("figure", { name: "Calories" })).toBeVisible();
      await expectNoSeriousViolations(page, "nutrition insights");
    });

    test("the targets dialog", async ({ premiumPage: page }) => {
      await page.getByRole("region", { name: "Nutrition insights" }).getByRole("button", { name: "Edit targets" }).click();
      await expect(page.getByRole("dialog", { name: "Edit targets" })).toBeVisible();
      await expectNoSeriousViolations(page, "targets dialog");
    });
  });

  test("fallback screens", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await page.evaluate(() => {
      void Promise.reject(new Error("boom"));
    });
    await expect(page.getByRole("heading", { name: "Network Error" })).toBeVisible();
    await expectNoSeriousViolations(page, "network error");
    // Offline is the browser saying so and the server's health check going unanswered (decision 016).
    await page.route("**/api/health", (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
      window.dispatchEvent(new Event("offline"));
    });
    await expect(page.getByRole("heading", { name: "No Internet Connection" })).toBeVisible();
    await expectNoSeriousViolations(page, "offline");
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: true });
    test("error boundary", async ({ signedInPage: page }) => {
      await page.route(/\/assets\/dashboard-[\w-]+\.js$/, (route) => route.abort());
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
      await expectNoSeriousViolations(page, "error boundary");
    });
  });
});
