// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from "vitest";
import { serveApi } from "@/testing/serve-api";
import { apiFetch } from "./api";
import { clearLocalSession } from "./auth-client";
import { startEarlyReads } from "./early-reads";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("answers a page's first read from the request sent as the app started, once", async () => {
  let count = 0;
  const calls = serveApi({ "GET /api/profile": () => ({ status: 200, body: { n: ++count } }) });
  startEarlyReads(["/api/profile"]);
  expect(calls).toHaveLength(1);

  expect(await (await apiFetch("/api/profile")).json()).toEqual({ n: 1 });
  expect(calls).toHaveLength(1);
  // Used once: the next read asks the server.
  expect(await (await apiFetch("/api/profile")).json()).toEqual({ n: 2 });
  expect(calls).toHaveLength(2);
});

it("asks again when the early request got no answer, and never uses one for a write or another query", async () => {
  let fail = true;
  const calls = serveApi({
    "GET /api/food/day": (_body, call) => {
      if (fail) throw new TypeError("Failed to fetch");
      return { status: 200, body: { date: call.query?.date } };
    },
    "POST /api/food/day": { status: 201, body: {} },
  });
  startEarlyReads(["/api/food/day?date=2026-11-25&tz=UTC"]);
  fail = false;
  expect(await (await apiFetch("/api/food/day?date=2026-11-25&tz=UTC")).json()).toEqual({ date: "2026-11-25" });
  expect(calls).toHaveLength(2);

  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  startEarlyReads(["/api/food/day?date=2026-11-25&tz=UTC"]);
  expect(await (await apiFetch("/api/food/day?date=2026-11-26&tz=UTC")).json()).toEqual({ date: "2026-11-26" });
  await apiFetch("/api/food/day", { method: "POST", body: "{}" });
  expect(calls).toHaveLength(5);
  // The page read something else than was sent for it: said, so the list gets mended.
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining("sent /api/food/day?date=2026-11-25&tz=UTC, asked /api/food/day?date=2026-11-26"),
  );
});

it("forgets the reads not taken when the user signs out here, and never answers a read already cancelled", async () => {
  let count = 0;
  const calls = serveApi({ "GET /api/profile": () => ({ status: 200, body: { n: ++count } }) });
  startEarlyReads(["/api/profile"]);
  clearLocalSession();
  // The next user's first read is their own.
  expect(await (await apiFetch("/api/profile")).json()).toEqual({ n: 2 });
  expect(calls).toHaveLength(2);

  startEarlyReads(["/api/profile"]);
  const cancelled = new AbortController();
  cancelled.abort();
  await expect(apiFetch("/api/profile", { signal: cancelled.signal })).rejects.toThrow();
});

it("drops the reads not taken at a write: an answer read before it may not hold it", async () => {
  let photos = 0;
  const calls = serveApi({
    "GET /api/progress/overview": () => ({ status: 200, body: { photos } }),
    "POST /api/progress/photos": () => ({ status: 201, body: { photos: ++photos } }),
  });
  startEarlyReads(["/api/progress/overview"]);
  await apiFetch("/api/progress/photos", { method: "POST", body: "{}" });
  expect(await (await apiFetch("/api/progress/overview")).json()).toEqual({ photos: 1 });
  expect(calls.map((call) => call.method)).toEqual(["GET", "POST", "GET"]);
});
