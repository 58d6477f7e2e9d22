/**
 * Better Auth keeps each call's context (the request, the endpoint, the database adapter) in
 * AsyncLocalStorage. On Node 20 the first `run` turns on promise hooks for the whole process, and
 * they stay on: every promise of every request then pays for them, Better Auth's or not (15 % of a
 * signed-in read's CPU, issue 25; Node 24's AsyncContextFrame makes them free). This wrapper counts
 * the calls into Better Auth (`handler` and every `api` endpoint) and, when the last one has
 * settled, disables its storages, which turns the hooks off until the next call's `run` turns them
 * on again. Better Auth reads its context only inside such a call (its background tasks are awaited
 * in the call: no `backgroundTasks` handler is configured), so no reader is ever left without it.
 */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");
const STORAGES = ["requestStateAsyncStorage", "adapterAsyncStorage", "endpointContextAsyncStorage"] as const;

interface Disableable {
  disable(): void;
}

export function releaseHooksWhenIdle<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A): A {
  let inFlight = 0;
  const settle = () => {
    if (--inFlight > 0) return;
    const context = (globalThis as Record<symbol, { context?: Partial<Record<(typeof STORAGES)[number], Disableable>> } | undefined>)[
      BETTER_AUTH_GLOBAL
    ]?.context;
    for (const key of STORAGES) context?.[key]?.disable();
  };
  const counted = <F extends (...args: never[]) => unknown>(fn: F): F =>
    new Proxy(fn, {
      apply(target, thisArg, args) {
        inFlight++;
        let result: unknown;
        try {
          result = Reflect.apply(target, thisArg, args);
        } catch (error) {
          settle();
          throw error;
        }
        if (result instanceof Promise)
          return result.then(
            (value: unknown) => {
              settle();
              return value;
            },
            (error: unknown) => {
              settle();
              throw error;
            },
          );
        settle();
        return result;
      },
    });
  const endpoints = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      let wrapped = endpoints.get(key);
      if (!wrapped) endpoints.set(key, (wrapped = counted(value as (...args: never[]) => unknown)));
      return wrapped;
    },
  });
  return { ...auth, handler: counted(auth.handler), api };
}
