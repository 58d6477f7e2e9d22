import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "@/lib/auth-client";
import { rememberedUser, rememberUser } from "@/lib/offline-session";
import { serveApi } from "@/testing/serve-api";
import { useAuth } from "./use-auth";

const dana = {
  id: "u1",
  name: "Dana",
  email: "dana@example.com",
  emailVerified: true,
  image: null,
  createdAt: new Date("2026-11-01T10:00:00Z"),
  updatedAt: new Date("2026-11-02T10:00:00Z"),
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("useAuth offline (decision 016)", () => {
  it("a session check without an answer opens as the user this device remembers; an answer that nobody is signed in forgets them", async () => {
    rememberUser(dana);
    let answer: "none" | "signed out" = "none";
    serveApi({
      "GET /api/auth/get-session": () => {
        if (answer === "none") throw new TypeError("Failed to fetch");
        return { status: 200, body: null };
      },
      "GET /api/health": { status: 200, body: { ok: true } },
    });
    const { result } = renderHook(() => useAuth());
    await waitFor(() => expect(result.current.user?.id).toBe("u1"));
    expect(result.current.remembered).toBe(true);
    expect(result.current.user?.createdAt).toEqual(dana.createdAt);

    answer = "signed out";
    await act(() => refreshSession());
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.remembered).toBe(false);
    await waitFor(() => expect(rememberedUser()).toBeNull());
  });

  it("without a remembered user, or after a day, a check without an answer is signed out", async () => {
    rememberUser(dana);
    vi.spyOn(Date, "now").mockReturnValue(new Date().getTime() + 25 * 60 * 60 * 1000);
    serveApi({
      "GET /api/auth/get-session": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { result } = renderHook(() => useAuth());
    await act(() => refreshSession());
    expect(result.current.user).toBeNull();
    expect(result.current.remembered).toBe(false);
  });
});
