// `npm test`: every suite. Unit and server tests (Vitest) and browser tests (Playwright, Chromium),
// side by side: neither runner alone keeps both cores busy (decision 037).
// `npm run test:postgres` (with DATABASE_URL): CI's second pass, the tests whose outcome depends on
// the database: the server tests without the fuzzers (input checking, database-independent) and
// the browser journeys tagged @db.
import { execSync, spawn } from "node:child_process";
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
const [vitest, playwright] = databaseOnly
  ? [
      {
        title: "Server tests (Vitest), without the fuzzers",
        args: ["vitest", "run", "--project", "server", "--exclude", "apps/server/test/abuse/fuzz-*.test.ts"],
      },
      // One width is enough here: what differs on a phone does not depend on the database.
      {
        title: "Browser journeys tagged @db (Playwright + Chromium)",
        args: ["playwright", "test", "--grep", "@db", "--project", "desktop"],
      },
    ]
  : [
      { title: "Unit and server tests (Vitest)", args: ["vitest", "run"] },
      { title: "Browser tests (Playwright + Chromium)", args: ["playwright", "test"] },
    ];
process.exit(await sideBySide(vitest, playwright));

/**
 * Runs both commands at once and shows their output one after the other: the first's as it comes,
 * the second's held until the first ends, then as it comes. Fails if either fails.
 */
async function sideBySide(first, second) {
  const colour = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
  const started = Date.now();
  const secondRun = spawn("npx", second.args, { cwd: root, env: { ...process.env, ...colour }, stdio: ["ignore", "pipe", "pipe"] });
  let held = [];
  for (const [stream, out] of [
    [secondRun.stdout, process.stdout],
    [secondRun.stderr, process.stderr],
  ]) {
    stream.on("data", (chunk) => (held ? held.push([out, chunk]) : out.write(chunk)));
  }
  const secondEnded = exitOf(secondRun);
  console.log(`▶ ${first.title}, while ${second.title.replace(/ \(.*/, "").toLowerCase()} run beside it`);
  const firstStatus = await exitOf(spawn("npx", first.args, { cwd: root, env: process.env, stdio: "inherit" }));
  console.log(`▶ ${second.title}${secondRun.exitCode === null ? "" : " (already finished)"}`);
  for (const [out, chunk] of held) out.write(chunk);
  held = undefined;
  const secondStatus = await secondEnded;
  console.log(`▶ Both runners done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (firstStatus !== 0) console.error(`✘ ${first.title} failed (exit ${firstStatus}); its output is above the browser tests'.`);
  return firstStatus || secondStatus;
}

function exitOf(child) {
  return new Promise((resolve) => child.once("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
