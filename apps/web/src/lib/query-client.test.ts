// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { createQueryClient, tolerantRead } from "./query-client";

describe("tolerantRead", () => {
  it("keeps what it knew on a server error, but fails on a network failure so the screen can say it is offline", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const client = createQueryClient();
    const key = ["thing"];
    let fail: Error | null = null;
    const queryFn = tolerantRead(client, key, "the thing", "fallback", async () => {
      if (fail) throw fail;
      return "fresh";
    });
    await client.fetchQuery({ queryKey: key, queryFn });
    expect(client.getQueryData(key)).toBe("fresh");

    fail = new Error("Internal error");
    await expect(client.fetchQuery({ queryKey: key, queryFn, staleTime: 0 })).resolves.toBe("fresh");

    fail = new TypeError("Failed to fetch");
    await expect(client.fetchQuery({ queryKey: key, queryFn, staleTime: 0 })).rejects.toThrow("Failed to fetch");
    expect(client.getQueryData(key)).toBe("fresh");
    expect(client.getQueryState(key)?.status).toBe("error");
    vi.restoreAllMocks();
  });
});
