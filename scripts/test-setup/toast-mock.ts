import { vi } from "vitest";

// Component tests see the app's toast as spies (testing/toast.ts) and assert on what it was asked
// to say; sonner and its toasters never load. Mocked here, before any test file imports a
// component, so it holds also when test files share a worker's module cache.
vi.mock("@/lib/toast", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../apps/web/src/lib/toast")>()),
  ...(await import("../../apps/web/src/testing/toast")),
}));
