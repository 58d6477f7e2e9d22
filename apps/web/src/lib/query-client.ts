import { QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * One cache for the signed-in app's server data. Created by the signed-in layout (not at the root,
 * so TanStack Query stays out of the landing page's bundle; decision 004) and dropped at sign-out
 * with the layout, so one user's data never shows for the next.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Read again whenever a screen mounts or the tab is shown: other devices change the data.
        staleTime: 0,
        refetchOnWindowFocus: true,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A query function for reads whose failure the user must not see (spec section 8): the failure is
 * logged ("Could not load <what>") and the query keeps what it last knew, or `fallback` before any
 * answer, so a running fast or a subscription never disappears on a glitch.
 */
export function tolerantRead<T>(client: QueryClient, key: QueryKey, what: string, fallback: T, read: (signal: AbortSignal) => Promise<T>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      return await read(signal);
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn(`Could not load ${what}`, error);
      return client.getQueryData<T>(key) ?? fallback;
    }
  };
}
