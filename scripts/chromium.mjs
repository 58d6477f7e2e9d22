import { existsSync } from "node:fs";

/**
 * Debian's Chromium (or CHROMIUM_PATH): Playwright's own browser downloads are not used. Its
 * headless shell first, the build made for automation: a new browser context there costs a
 * fraction of what it costs the full browser in its headless mode (browser tests ran in 0.6×
 * the time), and every browser test opens one.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    console.error(
      "Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or `chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  return found;
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/**
 * The full Chromium (or CHROMIUM_FULL_PATH), in its headless mode, for the few tests that need
 * what the headless shell leaves out: it refuses to show notifications, whatever was granted.
 */
export function findFullChromium() {
  const candidates = [process.env.CHROMIUM_FULL_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "The full Chromium was not found (the headless shell cannot show notifications). Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_FULL_PATH.",
    );
  }
  return found;
}
