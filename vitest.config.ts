import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import SlowestTests from "./scripts/reporters/vitest-slowest.ts";

// Every project fails a test that writes to console.error without expecting it.
const setupFiles = ["scripts/test-setup/console-error.ts"];
// The unit and component tests run in worker threads, which start faster than child processes.
const pool = "threads";
const alias = { "@": new URL("./apps/web/src", import.meta.url).pathname };

// The component tests share each worker's module cache (isolate: false), which spares importing
// React, the UI kit and the other packages again for every file; the app's own modules are loaded
// afresh for each file (fresh-app-modules.ts). A file that mocks a module of its own runs apart,
// isolated, so its mock never reaches another file. The toast, which every file sees mocked, is
// mocked in a setup file.
const webSrc = "apps/web/src/";
const mocksItsOwnModule = readdirSync(webSrc, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.tsx") && readFileSync(webSrc + file, "utf8").includes("vi.mock("))
  .map((file) => webSrc + file);
const webProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
  resolve: { alias },
  test: {
    name,
    ...files,
    isolate,
    environment: "happy-dom" as const,
    pool,
    setupFiles: [
      ...setupFiles,
      "scripts/test-setup/dom-cleanup.ts",
      "scripts/test-setup/toast-mock.ts",
      "scripts/test-setup/fresh-app-modules.ts",
    ],
    // The toast's spies are shared by the files of a worker: each test starts with none of their calls.
    clearMocks: true,
  },
});

export default defineConfig({
  test: {
    // Each server test file opens its own database (PGlite ~350 MB); two at a time fit a 2-core machine.
    maxWorkers: 2,
    // Every run ends with its slowest tests and files, and those above a third of their timeout.
    reporters: ["default", new SlowestTests()],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["packages/shared/src/**/*.test.ts", "apps/web/src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          pool,
          setupFiles,
        },
      },
      // React components and hooks of the web app, in a simulated DOM.
      webProject("web", { include: [`${webSrc}**/*.test.tsx`], exclude: mocksItsOwnModule }, false),
      webProject("web-isolated", { include: mocksItsOwnModule }, true),
      {
        // Server tests talk HTTP to the real app on a real database, which each test file starts.
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          // Test files share a worker's module cache instead of importing the server (Better Auth,
          // the AWS SDK, sharp, drizzle) afresh each: each file still starts its own server and
          // database, and no test mocks a module.
          isolate: false,
          environment: "node",
          globalSetup: ["scripts/test-setup/built-server.ts", "apps/server/test/global-setup.ts"],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
