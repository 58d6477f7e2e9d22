import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import {
  fastingKeys,
  useDeleteFastMutation,
  useEndFastMutation,
  useFastingMonthStats,
  useFastingSessions,
  useStartFastMutation,
} from "./fasting-queries";

const session = (id: string, end: string | null = null) => ({
  id,
  fastingType: "16:8",
  startTime: "2026-11-21T20:00:00.000Z",
  endTime: end,
  durationHours: end ? 16 : null,
});

const { client: queryClient, wrapper } = withQueryClient();
let client: ReturnType<typeof queryClient>;

beforeEach(() => {
  client = queryClient();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("fasting data", () => {
  it("reads the active and recent fasts", async () => {
    serveApi({
      "GET /api/fasting/active": () => ({ status: 200, body: { session: session("a") } }),
      "GET /api/fasting/recent": () => ({ status: 200, body: { sessions: [session("r", "2026-11-21T12:00:00.000Z")] } }),
    });
    const { result } = renderHook(() => useFastingSessions(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.active?.id).toBe("a");
    expect(result.current.recent.map((s) => s.id)).toEqual(["r"]);
  });

  it("treats a failed or malformed read as none, and logs it (spec section 8)", async () => {
    serveApi({
      "GET /api/fasting/active": () => ({ status: 500, body: { error: { code: "INTERNAL", message: "x" } } }),
      // A proxy's error page, not our JSON.
      "GET /api/fasting/recent": () => ({ status: 200, raw: "<html>not json</html>", contentType: "text/html" }),
    });
    const { result } = renderHook(() => useFastingSessions(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.active).toBeNull();
    expect(result.current.recent).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith("Could not load the active fast", expect.anything());
    expect(console.warn).toHaveBeenCalledWith("Could not load recent fasts", expect.anything());
    expect(console.warn).toHaveBeenCalledWith(
      "Could not load recent fasts",
      expect.objectContaining({ name: "UnexpectedResponseError", message: expect.stringContaining("not JSON") }),
    );
  });

  it("keeps what it knew when a later read fails", async () => {
    let up = true;
    serveApi({
      "GET /api/fasting/active": () =>
        up
          ? { status: 200, body: { session: session("a") } }
          : { status: 503, body: { error: { code: "SERVICE_UNAVAILABLE", message: "x" } } },
      "GET /api/fasting/recent": () => ({ status: 200, body: { sessions: [] } }),
    });
    const { result } = renderHook(() => useFastingSessions(), { wrapper });
    await waitFor(() => expect(result.current.active?.id).toBe("a"));
    up = false;
    await act(() => client.refetchQueries({ queryKey: fastingKeys.all }));
    // The cache, not the last render: TanStack Query tells the component in a later task.
    expect(client.getQueryData<{ id: string }>(fastingKeys.active())?.id).toBe("a");
    expect(result.current.active?.id).toBe("a");
  });

  it("ending a fast moves it to the recent list at once, then reads everything again", async () => {
    let active: unknown = session("a");
    const ended = session("a", "2026-11-22T12:00:00.000Z");
    const calls = serveApi({
      "GET /api/fasting/active": () => ({ status: 200, body: { session: active } }),
      "GET /api/fasting/recent": () => ({ status: 200, body: { sessions: active ? [] : [ended] } }),
      "POST /api/fasting/end": () => {
        active = null;
        return { status: 200, body: { session: ended } };
      },
    });
    const { result } = renderHook(() => ({ data: useFastingSessions(), end: useEndFastMutation() }), { wrapper });
    await waitFor(() => expect(result.current.data.active?.id).toBe("a"));
    await act(() => result.current.end.mutateAsync());
    await waitFor(() => expect(result.current.data.active).toBeNull());
    expect(result.current.data.recent.map((s) => s.endTime)).toEqual([ended.endTime]);
    expect(calls.filter((call) => call.path === "/api/fasting/active").length).toBeGreaterThanOrEqual(2);
  });

  it("discarding a fast takes it off the recent list at once, then reads everything again", async () => {
    const kept = session("k", "2026-11-20T12:00:00.000Z");
    const discarded = session("m", "2026-11-21T20:00:20.000Z");
    let recent = [discarded, kept];
    const calls = serveApi({
      "GET /api/fasting/active": () => ({ status: 200, body: { session: null } }),
      "GET /api/fasting/recent": () => ({ status: 200, body: { sessions: recent } }),
      "DELETE /api/fasting/m": () => {
        recent = [kept];
        return { status: 200, body: { session: discarded } };
      },
    });
    const { result } = renderHook(() => ({ data: useFastingSessions(), discard: useDeleteFastMutation() }), { wrapper });
    await waitFor(() => expect(result.current.data.recent.map((s) => s.id)).toEqual(["m", "k"]));
    await act(() => result.current.discard.mutateAsync(discarded));
    await waitFor(() => expect(result.current.data.recent.map((s) => s.id)).toEqual(["k"]));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/api/fasting/m"]);
    expect(calls.filter((call) => call.path === "/api/fasting/recent").length).toBeGreaterThanOrEqual(2);
  });

  it("a start refused because a fast already runs reads the running fast before the error is told", async () => {
    let active: unknown = null;
    serveApi({
      "GET /api/fasting/active": () => ({ status: 200, body: { session: active } }),
      "GET /api/fasting/recent": () => ({ status: 200, body: { sessions: [] } }),
      "POST /api/fasting/start": () => ({
        status: 409,
        body: { error: { code: "ACTIVE_FAST_EXISTS", message: "A fast is already in progress." } },
      }),
    });
    const { result } = renderHook(() => ({ data: useFastingSessions(), start: useStartFastMutation() }), { wrapper });
    await waitFor(() => expect(result.current.data.isLoading).toBe(false));
    expect(result.current.data.active).toBeNull();

    // Another tab started one meanwhile.
    active = session("other");
    let seenOnError: unknown = "not called";
    await act(async () => {
      await new Promise<void>((resolve) =>
        result.current.start.mutate("16:8", {
          onError: () => {
            seenOnError = client.getQueryData(fastingKeys.active());
            resolve();
          },
        }),
      );
    });
    expect(seenOnError).toMatchObject({ id: "other" });
    await waitFor(() => expect(result.current.data.active?.id).toBe("other"));
  });

  it("refuses an answer that breaks the contract", async () => {
    serveApi({
      "GET /api/fasting/active": () => ({ status: 200, body: { session: { id: 1, fastingType: "16:8" } } }),
      "GET /api/fasting/recent": () => ({ status: 200, body: { sessions: [] } }),
    });
    const { result } = renderHook(() => useFastingSessions(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.active).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      "Could not load the active fast",
      expect.objectContaining({ name: "UnexpectedResponseError" }),
    );
  });

  it("reads the month stats only when enabled, and again after a fast starts or ends", async () => {
    const empty = { fasts: 0, fastsReachedTarget: 0, totalHours: 0, averageHours: 0 };
    const stats = {
      month: "2026-11",
      today: "2026-11-23",
      days: [{ date: "2026-11-01", fasts: 0, hours: 0, reachedTarget: false, fastsReachedTarget: 0 }],
      currentStreak: 0,
      longestStreak: 0,
      longestFast: null,
      lastSevenDays: empty,
      monthTotals: empty,
    };
    const calls = serveApi({
      "GET /api/fasting/stats": () => ({ status: 200, body: stats }),
      "POST /api/fasting/start": () => ({ status: 201, body: { session: session("s") } }),
      "POST /api/fasting/end": () => ({ status: 200, body: { session: session("s", "2026-11-22T12:00:00.000Z") } }),
    });
    const statsCalls = () => calls.filter((call) => call.path === "/api/fasting/stats");

    const { result, rerender } = renderHook(
      ({ enabled }) => ({
        stats: useFastingMonthStats("2026-11", "Europe/Berlin", enabled),
        start: useStartFastMutation(),
        end: useEndFastMutation(),
      }),
      { wrapper, initialProps: { enabled: false } },
    );
    await act(() => result.current.start.mutateAsync("16:8"));
    expect(statsCalls()).toEqual([]);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.stats.data?.month).toBe("2026-11"));
    expect(statsCalls()[0]?.query).toEqual({ month: "2026-11", tz: "Europe/Berlin" });
    await act(() => result.current.start.mutateAsync("16:8"));
    await waitFor(() => expect(statsCalls()).toHaveLength(2));
    await act(() => result.current.end.mutateAsync());
    await waitFor(() => expect(statsCalls()).toHaveLength(3));
  });
});
