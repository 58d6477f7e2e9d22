// `npm run screenshots`: phone (390×844) and desktop (1280×800) screenshots of every screen into
// docs/screenshots/. Builds first if the build is missing or stale, then starts the real server
// (with the browser tests' own setup: a fresh database and a local SMTP capture), signs up and
// confirms a user through the API, and drives Chromium.
import { execSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, request, type Browser, type BrowserContext, type Page } from "@playwright/test";
import globalSetup from "../e2e/global-setup";
import { parseMail } from "@app/test-support";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { root, staleParts } from "./build-state.mjs";

const outDir = path.join(root as string, "docs/screenshots");
const PASSWORD = "grass-fed ribeye 42";
const HOUR = 3_600_000;

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

const stale = (staleParts as () => string[])();
if (stale.length) {
  console.log(`Building ${stale.join(" and ")}...`);
  execSync("npm run build", { cwd: root as string, stdio: "inherit" });
}

mkdirSync(outDir, { recursive: true });
const teardown = await globalSetup();
const baseURL = process.env.E2E_BASE_URL!;
const mailDir = process.env.E2E_MAIL_DIR!;

async function waitForMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const file = readdirSync(mailDir).find((f) => f.endsWith(`-${to}.eml`));
    if (file) return parseMail(readFileSync(path.join(mailDir, file), "utf8"));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

/** A confirmed account, created through the API like a real sign-up. */
async function createUser(name: string) {
  const email = `screenshots-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post("/api/auth/sign-up/email", { data: { name, email, password: PASSWORD, callbackURL: "/" } });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const link = (await waitForMail(email)).links.find((l) => l.includes("/verify-email"));
  if (!link) throw new Error("no confirmation link in the mail");
  const url = new URL(link);
  await api.get(url.pathname + url.search, { maxRedirects: 0 });
  await api.dispose();
  return { email, password: PASSWORD };
}

async function newContext(browser: Browser, name: ViewportName, user?: { email: string; password: string }) {
  const context = await browser.newContext({
    ...VIEWPORTS[name],
    baseURL,
    reducedMotion: "reduce",
    locale: "en-US",
    timezoneId: "America/Chicago",
  });
  if (user) {
    const res = await context.request.post("/api/auth/sign-in/email", { data: user, headers: { origin: baseURL } });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  return context;
}

async function shoot(page: Page, name: string, viewport: ViewportName, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250); // let entrance animations settle
  const file = path.join(outDir, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`  ${path.relative(root as string, file)}`);
}

/** Sample history for the dashboard shots (a fresh account has none that lasted hours). */
function sampleRecent(now: number) {
  const day = 24 * HOUR;
  const finished = (id: string, fastingType: string, startAgo: number, hours: number | null) => ({
    id,
    fastingType,
    startTime: new Date(now - startAgo).toISOString(),
    endTime: new Date(now - startAgo + (hours ?? 16) * HOUR).toISOString(),
    durationHours: hours,
  });
  return {
    sessions: [
      finished("s1", "18:6", 1 * day + 2 * HOUR, 18.25),
      finished("s2", "16:8", 2 * day + 1 * HOUR, 16.5),
      finished("s3", "Custom 36h", 4 * day, 36.02),
      finished("s4", "20:4", 6 * day, 19.75),
      finished("s5", "16:8", 7 * day, null),
    ],
  };
}

async function withRecentHistory(context: BrowserContext) {
  await context.route("**/api/fasting/recent", (route) => route.fulfill({ json: sampleRecent(Date.now()) }));
  // Premium history: the same fasts and their statistics (the server answers only subscribers).
  await context.route("**/api/fasting/history*", async (route) => {
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const { sessions } = sampleRecent(Date.now());
    const stats = { totalFasts: 38, totalHours: 689.5, averageHours: 18.14, longestHours: 36.02, completedFasts: 31 };
    return route.fulfill({ json: { sessions, nextCursor: "more", stats } });
  });
}

/** A carnivore day for the food shots: eggs and butter, liver, a steak weighed raw, salt. */
async function logSampleDay(context: BrowserContext) {
  const now = Date.now();
  const entries = [
    // Close together, so the whole day lands on today at most hours of the night too.
    { foodId: "01123", amount: 3, unit: "portion:0", eatenAt: now - 4 * HOUR },
    { foodId: "01001", amount: 14, unit: "g", eatenAt: now - 4 * HOUR },
    { foodId: "13325", amount: 70, unit: "g", eatenAt: now - 3 * HOUR },
    { foodId: "23195", amount: 300, unit: "g", weighed: "raw", eatenAt: now - HOUR },
    { foodId: "99001", amount: 2, unit: "g", eatenAt: now - HOUR },
  ];
  for (const { eatenAt, ...entry } of entries) {
    const res = await context.request.post("/api/food/entries", {
      data: { ...entry, eatenAt: new Date(eatenAt).toISOString() },
      headers: { origin: baseURL },
    });
    if (!res.ok()) throw new Error(`logging ${entry.foodId} failed: ${res.status()} ${await res.text()}`);
  }
}

const browser = await chromium.launch({ executablePath: findChromium() as string, args: CHROMIUM_ARGS as string[] });
try {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    console.log(`${viewport}:`);
    const user = await createUser("Casey Carnivore");

    // Signed out: landing, legal pages, 404.
    const visitor = await newContext(browser, viewport);
    const page = await visitor.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    await shoot(page, "landing", viewport);
    await page.goto("/privacy");
    await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
    // Long text pages: the first screen on phones (the desktop shot shows the whole page).
    await shoot(page, "privacy", viewport, viewport === "desktop");
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
    await shoot(page, "terms", viewport, viewport === "desktop");
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await shoot(page, "404", viewport);
    // A confirmation link opened in another browser: the password prompt, then the wrong password.
    await page.goto("/confirm-email#token=screenshot-token-0123456789abcdef");
    await page.getByRole("heading", { name: "Confirm your email" }).waitFor();
    await shoot(page, "confirm-email", viewport);
    await page.getByLabel("Password").fill("not the one");
    await page.getByRole("button", { name: "Confirm email" }).click();
    await page.getByRole("heading", { name: "This confirmation link doesn't work" }).waitFor();
    await shoot(page, "confirm-email-invalid", viewport);
    await page.goto("/confirm-email?confirmed=1");
    await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await shoot(page, "confirm-email-confirmed", viewport);

    // Network Error: an unhandled rejection.
    await page.goto("/terms");
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
    await page.evaluate(() => {
      void Promise.reject(new Error("Failed to fetch"));
    });
    await page.getByRole("heading", { name: "Network Error" }).waitFor();
    await page.locator("details summary").click();
    await shoot(page, "network-error", viewport, false);

    // Offline.
    await page.getByRole("button", { name: "Try Again" }).click();
    await visitor.setOffline(true);
    await page.getByRole("heading", { name: "No Internet Connection" }).waitFor();
    await shoot(page, "offline", viewport, false);
    await visitor.setOffline(false);
    await visitor.close();

    // Signed in.
    const signedIn = await newContext(browser, viewport, user);
    await withRecentHistory(signedIn);
    const dash = await signedIn.newPage();
    await dash.clock.install();
    await dash.goto("/dashboard");
    await dash.getByRole("heading", { name: "Ready to Fast" }).waitFor();
    await shoot(dash, "dashboard-idle", viewport);

    await dash.getByLabel("Choose Fasting Type").selectOption("16:8");
    await dash.getByRole("button", { name: "Start Fasting" }).click();
    await dash.getByRole("heading", { name: "Fasting in Progress" }).waitFor();
    await dash.clock.fastForward("06:42:17");
    await dash
      .locator("[data-sonner-toast]")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await shoot(dash, "dashboard-active", viewport);

    await dash.getByRole("button", { name: "End Fast" }).click();
    await dash.getByRole("alertdialog").waitFor();
    await shoot(dash, "dashboard-end-early", viewport, false);
    await dash.getByRole("button", { name: "Keep Fasting" }).click();

    await dash.goto("/settings");
    await dash.getByRole("heading", { name: "Settings" }).waitFor();
    await shoot(dash, "settings", viewport);
    await dash.goto("/progress");
    await dash.getByRole("heading", { name: "Coming soon" }).waitFor();
    await shoot(dash, "coming-soon-progress", viewport);

    // The food log (its own page: the dashboard's clock is hours ahead), a sample day, free.
    await logSampleDay(signedIn);
    const food = await signedIn.newPage();
    await food.goto("/food");
    await food.getByRole("list", { name: "Logged foods" }).waitFor();
    await food.getByTestId("insights-preview").waitFor();
    await shoot(food, "food", viewport);
    await food.getByLabel("Search foods").fill("ribeye");
    await food
      .getByRole("button", { name: /^Beef, rib eye/ })
      .first()
      .click();
    // The grilled ribeye of the sample day ranks first now (history): log it by raw weight.
    await food.getByLabel("Weighed raw (before cooking)").check();
    await food.getByLabel("Amount").fill("300");
    await shoot(food, "food-log-dialog", viewport, false);
    await food.keyboard.press("Escape");
    await food.getByLabel("Search foods").fill("grandma's pemmican");
    await food.getByRole("button", { name: "Create a food" }).first().click();
    await food.getByRole("dialog", { name: "Create a food" }).waitFor();
    await shoot(food, "food-create-food", viewport, false);
    await food.keyboard.press("Escape");

    // Premium: the plans, and the account menu with the tier, before and after subscribing.
    await dash.goto("/premium");
    await dash.getByRole("heading", { name: "CarniTrack Premium" }).waitFor();
    await shoot(dash, "premium", viewport);
    await dash.getByRole("button", { name: "Account menu" }).click();
    await dash.getByRole("menu").waitFor();
    await shoot(dash, "account-menu-free", viewport, false);
    await dash.keyboard.press("Escape");
    await dash.getByRole("button", { name: "Subscribe yearly" }).click();
    await dash.getByRole("button", { name: "Subscribe" }).click(); // the server's test-mode checkout
    await dash.waitForURL(/\/dashboard$/);
    await dash.getByRole("heading", { name: "Fasting History & Stats" }).waitFor();
    await dash.getByRole("list", { name: "All fasting sessions" }).waitFor();
    await dash
      .locator("[data-sonner-toast]")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await shoot(dash, "dashboard-premium", viewport);
    await dash.getByRole("button", { name: "Account menu" }).click();
    await dash.getByRole("menu").waitFor();
    await shoot(dash, "account-menu-annual", viewport, false);
    await dash.keyboard.press("Escape");
    await dash.goto("/premium");
    await dash.getByRole("heading", { name: "You're on Premium" }).waitFor();
    await shoot(dash, "premium-subscribed", viewport);
    await food.goto("/food");
    await food.getByRole("figure", { name: "Calories" }).waitFor();
    await food.getByTestId("warning-vitaminA").waitFor();
    await shoot(food, "food-premium", viewport);
    await food.getByRole("button", { name: "Edit targets" }).click();
    await food.getByRole("dialog", { name: "Edit targets" }).waitFor();
    await shoot(food, "food-targets-dialog", viewport, false);
    await food.keyboard.press("Escape");
    await signedIn.close();

    // Something went wrong: the dashboard's code fails to load.
    const broken = await newContext(browser, viewport, user);
    await broken.route(/\/assets\/dashboard-[\w-]+\.js$/, (route) => route.abort());
    const crash = await broken.newPage();
    await crash.goto("/dashboard");
    await crash.getByRole("heading", { name: "Something went wrong" }).waitFor();
    await crash.locator("details summary").click();
    await shoot(crash, "error-boundary", viewport, false);
    await broken.close();
  }
} finally {
  await browser.close();
  await teardown();
}
