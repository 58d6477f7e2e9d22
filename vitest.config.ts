import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each server test file opens its own database (PGlite ~350 MB); two at a time fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: { "@": new URL("./apps/web/src", import.meta.url).pathname } },
        test: {
          name: "unit",
          include: ["packages/shared/src/**/*.test.ts", "apps/web/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // React components and hooks of the web app, in a simulated DOM.
        resolve: { alias: { "@": new URL("./apps/web/src", import.meta.url).pathname } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
