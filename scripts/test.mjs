// `npm test`: every suite. Unit and server tests (Vitest), then browser tests (Playwright, Chromium).
import { execSync } from "node:child_process";
import { root } from "./build-state.mjs";
import { findChromium } from "./chromium.mjs";

const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit", env: process.env });

findChromium(); // fail early, with install instructions, before the slow parts
console.log(`\n▶ Database: ${process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : "embedded PGlite"}`);
console.log("▶ Building the web app and server");
run("npm run build");
console.log("▶ Unit and server tests (Vitest)");
run("npx vitest run");
console.log("▶ Browser tests (Playwright + Chromium)");
run("npx playwright test");
