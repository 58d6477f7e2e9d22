import { QueryClient } from "@tanstack/react-query";

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
