import { vi } from "vitest";

/**
 * A toast function whose every kind is a spy, for component tests to assert on. One module stands
 * in for either `@/lib/toast` or `sonner` itself (then lib/toast's own logic runs on top):
 * `vi.mock("@/lib/toast", () => import("@/testing/toast"))`.
 */
export const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() });
