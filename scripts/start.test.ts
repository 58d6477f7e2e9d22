import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const web = path.join(import.meta.dirname, "../apps/web");
const outDir = mkdtempSync(path.join(tmpdir(), "carnitrack-build-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// `npm start` builds the web app as here: a newcomer's first start shows no warning and no chunk list.
it("builds the web app and its service worker without a word at npm start's log level", { timeout: 180_000 }, () => {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], {
    cwd: web,
    encoding: "utf8",
  });
  expect(build.status, build.stderr).toBe(0);
  expect(build.stdout + build.stderr).toBe("");
  expect(existsSync(path.join(outDir, "index.html"))).toBe(true);
  expect(existsSync(path.join(outDir, "sw.js"))).toBe(true);
});
