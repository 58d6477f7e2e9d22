import { onlineManager, QueryClient, type QueryKey } from "@tanstack/react-query";
import { localSignOuts } from "./auth-client";
import { isNetworkFailure, isOffline, subscribeConnectivity } from "./connectivity";
import { OFFLINE_MAX_AGE_MS } from "./offline-session";

// TanStack Query's idea of "online" is ours (lib/connectivity.ts, the server's health), not
// navigator.onLine: while the server cannot be reached, reads wait instead of failing one by one,
// and once it can, every read on screen runs again.
onlineManager.setEventListener((setOnline) => {
  setOnline(!isOffline());
  return subscribeConnectivity(() => setOnline(!isOffline()));
});

let current: { owner: string; client: QueryClient } | undefined;

/**
 * The signed-in user's cache, which the routes' loaders fill and the signed-in layout provides
 * (decision 029): one per user and sign-in, so one user's data never shows for the next, and a
 * sign-out here drops it even when the same user signs in again.
 */
export function userQueryClient(userId: string): QueryClient {
  const owner = `${userId}:${localSignOuts()}`;
  if (current?.owner !== owner) current = { owner, client: createQueryClient() };
  return current.client;
}

/**
 * One cache for the signed-in app's server data (userQueryClient). It is also saved on the device
 * for a day (app/shell/offline-data.tsx, decision 016), so responses stay in memory as long.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Read again whenever a screen mounts or the tab is shown: other devices change the data.
        // Not within 2 s of the last response: a page's cards mount one after another as its first
        // responses arrive, and each would request the same again.
        staleTime: 2_000,
        gcTime: OFFLINE_MAX_AGE_MS,
        refetchOnWindowFocus: true,
        retry: false,
      },
      // A write is tried even offline, and fails with the feature's own error ("We couldn't reach
      // CarniTrack…"): nothing is queued to be sent later.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

/** Every query under each of `keys` read again (those on screen at once); resolves when they are. */
export function invalidate(client: QueryClient, ...keys: QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * A mutation's `onMutate` and `onError` for a change shown at once in every cached query under
 * `queryKey` (`edit`), and put back as it was if the server refuses it.
 */
export function optimisticEdit<T, V>(client: QueryClient, queryKey: QueryKey, edit: (data: T, vars: V) => T) {
  return {
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueriesData<T>({ queryKey });
      client.setQueriesData<T>({ queryKey }, (data) => data && edit(data, vars));
      return { before };
    },
    onError: (_error: unknown, _vars: V, saved: { before: [QueryKey, T | undefined][] } | undefined) => {
      for (const [key, data] of saved?.before ?? []) client.setQueryData(key, data);
    },
  };
}

/**
 * A query function for reads whose failure the user must not see (spec section 8): the failure is
 * logged ("Could not load <what>") and the query holds what it last knew, or `fallback` before any
 * response, so a running fast or a subscription never disappears on a glitch. A failure on the
 * network is not hidden that way: the query keeps its data but fails, so it does not pass for a
 * fresh response, and with nothing cached the screen says it is offline instead of showing `fallback`
 * as if it were the user's data.
 */
export function tolerantRead<T>(client: QueryClient, key: QueryKey, what: string, fallback: T, read: (signal: AbortSignal) => Promise<T>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await read(signal);
    } catch (error) {
      if (signal.aborted || isNetworkFailure(error)) throw error;
      console.warn(`Could not load ${what}`, error);
      return client.getQueryData<T>(key) ?? fallback;
    }
  };
}
