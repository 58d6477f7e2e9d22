import { vi } from "vitest";

/**
 * A toast function whose every kind is a spy, for component tests to assert on. It stands in for
 * `@/lib/toast` in every component test (scripts/test-setup/toast-mock.ts).
 */
export const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() });
