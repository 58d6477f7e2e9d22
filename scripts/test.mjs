// `npm test`: every suite. Unit and server tests (Vitest), then browser tests (Playwright, Chromium).
// `npm run test:postgres` (with DATABASE_URL): CI's second pass, the tests whose outcome depends on
// the database: the server tests without the fuzzers (input checking, database-independent) and
// the browser journeys tagged @db.
import { execSync } from "node:child_process";
import { root, staleParts } from "./build-state.mjs";
import { findChromium } from "./chromium.mjs";

const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit", env: process.env });
const databaseOnly = process.argv.includes("--database-only");

if (databaseOnly && !process.env.DATABASE_URL) {
  console.error("npm run test:postgres runs the database-dependent tests on PostgreSQL: set DATABASE_URL.");
  process.exit(2);
}
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
if (databaseOnly) {
  console.log("▶ Server tests (Vitest), without the fuzzers");
  run("npx vitest run --project server --exclude 'apps/server/test/abuse/fuzz-*.test.ts'");
  console.log("▶ Browser journeys tagged @db (Playwright + Chromium)");
  // One width is enough here: what differs on a phone does not depend on the database.
  run("npx playwright test --grep @db --project desktop");
} else {
  console.log("▶ Unit and server tests (Vitest)");
  run("npx vitest run");
  console.log("▶ Browser tests (Playwright + Chromium)");
  run("npx playwright test");
}
