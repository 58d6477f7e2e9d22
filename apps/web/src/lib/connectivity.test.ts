// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Connectivity = typeof import("./connectivity");

let health: () => Promise<Response>;
let calls: string[];

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      calls.push(String(input));
      return health();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = (): Promise<Connectivity> => import("./connectivity");
const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));

describe("connectivity (decision 016)", () => {
  it("a request that got no answer asks /api/health, and only no answer there means offline", async () => {
    const c = await load();
    health = () => Promise.resolve(new Response("{}", { status: 200 }));
    c.reportNetworkFailure();
    expect(await c.checkConnection()).toBe(true);
    expect(calls.at(-1)).toMatch(/\/api\/health$/);
    expect(c.isOffline()).toBe(false);

    health = noAnswer;
    const seen: boolean[] = [];
    const stop = c.subscribeConnectivity(() => seen.push(c.isOffline()));
    expect(await c.checkConnection()).toBe(false);
    expect(c.isOffline()).toBe(true);
    expect(seen).toEqual([true]);
    stop();
  });

  it("a server whose database is down (503) can still be reached; a proxy's 502 cannot", async () => {
    const c = await load();
    health = () => Promise.resolve(new Response("{}", { status: 503 }));
    expect(await c.checkConnection()).toBe(true);
    health = () => Promise.resolve(new Response("Bad gateway", { status: 502 }));
    expect(await c.checkConnection()).toBe(false);
  });

  it("while offline it asks again with a growing pause until the server answers", async () => {
    vi.useFakeTimers();
    const c = await load();
    health = noAnswer;
    await c.checkConnection();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2); // the next pause is 2 s
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(3);
    health = () => Promise.resolve(new Response("{}", { status: 200 }));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toHaveLength(4);
    expect(c.isOffline()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4); // online: no more checks
  });

  it("tells a failure on the network from an answer with an error", async () => {
    const c = await load();
    expect(c.isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(c.isNetworkFailure(new Error("HTTP 500"))).toBe(false);
    expect(c.isNetworkFailure(new DOMException("aborted", "AbortError"))).toBe(false);
  });
});
