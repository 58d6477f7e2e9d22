import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { SESSION_ELEMENT_ID } from "@app/shared/routes";
import { refreshSession, startSessionCheck } from "@/lib/auth-client";
import { serveApi } from "@/testing/serve-api";
import { useAuth } from "./use-auth";

afterEach(() => vi.unstubAllGlobals());

// As modules/web writes it: get-session's answer without the token.
const inPage = {
  session: { id: "s1", userId: "u1", expiresAt: "2026-12-03T10:00:00.000Z", createdAt: "2026-11-26T10:00:00.000Z" },
  user: { id: "u1", name: "Dana", email: "dana@example.com", emailVerified: true, image: null, createdAt: "2026-11-01T10:00:00.000Z" },
};

it("starts with the session the page came with, and still asks the server, whose answer wins", async () => {
  let answer: unknown = inPage;
  const calls = serveApi({ "GET /api/auth/get-session": () => ({ status: 200, body: answer }) });
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = SESSION_ELEMENT_ID;
  script.textContent = JSON.stringify(inPage);
  document.head.append(script);

  startSessionCheck();
  expect(document.getElementById(SESSION_ELEMENT_ID)).toBeNull();
  const { result } = renderHook(() => useAuth());
  // The first render has the user: no wait for a round trip.
  expect(result.current.user).toMatchObject({ id: "u1", name: "Dana" });
  expect(result.current.isPending).toBe(false);
  expect(result.current.user?.createdAt).toEqual(new Date("2026-11-01T10:00:00.000Z"));
  // Better Auth still checks it, by itself.
  await waitFor(() => expect(calls.filter((call) => call.path === "/api/auth/get-session")).toHaveLength(1));
  expect(result.current.user).toMatchObject({ id: "u1" });

  // Signed out elsewhere meanwhile: the server's response replaces the page's.
  answer = null;
  await act(() => refreshSession());
  await waitFor(() => expect(result.current.user).toBeNull());
});
