import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Every run ends with its slowest tests, and those above a third of their timeout (decision 010).
  reporter: [["list"], ["./scripts/reporters/playwright-slowest.ts"]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A click or page load that hangs fails at its own step, like an expect, rather than using up
    // the whole test's time.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium() as string, args: CHROMIUM_ARGS as string[] },
    // The service worker serves pages and chunks from its cache and hides requests from
    // page.route; a test that wants it (e2e/offline.spec.ts) opts in (decision 016).
    serviceWorkers: "block",
  },
  projects: [
    // The desktop asks for less motion, as the system setting does: animations end at once, so a
    // test waits on no transition and Chromium paints far fewer frames. The phone keeps full motion,
    // so every animated path still runs somewhere.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, reducedMotion: "reduce" } },
    // Tests tagged @phone run again at 390 px: those whose subject looks or behaves differently on
    // a phone (layout, tab bar, taps, dialogs, the light theme's axe checks). Logic that is the same
    // at any width (clock skew, zones, errors, sync) runs once, on the desktop project.
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, grep: /@phone/ },
  ],
});
