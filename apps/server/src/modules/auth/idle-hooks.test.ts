import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { releaseHooksWhenIdle } from "./idle-hooks";

const GLOBAL = Symbol.for("better-auth:global");
const globals = globalThis as Record<symbol, unknown>;

/** Node 20's storages say whether they are on (and with them the process's promise hooks). */
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled?: boolean }).enabled;

describe("Better Auth's context storages while no call is in flight", () => {
  const saved = globals[GLOBAL];
  afterEach(() => {
    globals[GLOBAL] = saved;
  });

  it("are turned off once the last call settles, and each call reads its own context throughout, overlapping or not", async () => {
    const storage = new AsyncLocalStorage<string>();
    globals[GLOBAL] = { context: { requestStateAsyncStorage: storage } };
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fake = {
      handler: (request: Request) => storage.run(request.url, async () => new Response(storage.getStore())),
      api: {
        slow: (name: string) =>
          storage.run(name, async () => {
            await gate;
            await new Promise((resolve) => setTimeout(resolve, 5));
            return storage.getStore();
          }),
        quick: (name: string) =>
          storage.run(name, async () => {
            await new Promise((resolve) => setTimeout(resolve, 1));
            return storage.getStore();
          }),
        failing: (name: string) =>
          storage.run(name, async () => {
            await Promise.resolve();
            throw new Error(storage.getStore());
          }),
        version: "1",
      },
    };
    const auth = releaseHooksWhenIdle(fake);
    expect(auth.api.version).toBe("1");

    const slow = auth.api.slow("slow");
    expect(await auth.api.quick("quick")).toBe("quick");
    await expect(auth.api.failing("failing")).rejects.toThrow("failing");
    // The slow call is still in flight: its context must stay.
    if (enabled(storage) !== undefined) expect(enabled(storage)).toBe(true);
    open();
    expect(await slow).toBe("slow");
    if (enabled(storage) !== undefined) expect(enabled(storage)).toBe(false);

    // The next call turns the storage on again for itself.
    expect(await (await auth.handler(new Request("http://x/next"))).text()).toBe("http://x/next");
    if (enabled(storage) !== undefined) expect(enabled(storage)).toBe(false);
  });
});
