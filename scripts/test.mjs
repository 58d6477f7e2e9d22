// `npm test`: every suite. Unit and server tests (Vitest), then browser tests (Playwright, Chromium).
import { execSync } from "node:child_process";
import { root, staleParts } from "./build-state.mjs";
import { findChromium } from "./chromium.mjs";

const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit", env: process.env });

findChromium(); // fail early, with install instructions, before the slow parts
console.log(`\n▶ Database: ${process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : "embedded PGlite"}`);
// The second CI pass (PostgreSQL) and a re-run after a test-only change reuse the build.
const stale = staleParts();
if (stale.length) {
  console.log(`▶ Building ${stale.join(" and ")}`);
  for (const part of stale) run(`npm run build -w @app/${part}`);
} else {
  console.log("▶ Build is up to date");
}
console.log("▶ Unit and server tests (Vitest)");
run("npx vitest run");
console.log("▶ Browser tests (Playwright + Chromium)");
run("npx playwright test");
