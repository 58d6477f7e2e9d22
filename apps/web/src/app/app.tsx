import { useEffect, useSyncExternalStore } from "react";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./app-routes";
import { RetryRoutes, takeRouteChunkFailure } from "./routes/route-error";

type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | undefined;
const listeners = new Set<() => void>();

/** The router, made at the first render (main.tsx has put the session in its store, which the loaders read). */
function currentRouter(): AppRouter {
  return (router ??= createAppRouter());
}

/**
 * A new router in place of the current one. React Router keeps a lazy route whose module failed to
 * load (offline for a moment, a deploy replaced it) as failed for the router's life, so "Try Again"
 * and the next page that loads fine after such a failure start a new one, whose routes load afresh.
 */
function renewRouter(): void {
  takeRouteChunkFailure();
  const old = router;
  router = createAppRouter();
  old?.dispose();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function App() {
  const current = useSyncExternalStore(subscribe, currentRouter);
  // After RouterProvider's own subscription (a child's layout effect): the router hands the first
  // state change to its first subscriber only when it has none, which must be RouterProvider.
  useEffect(() => {
    const settled = (state: AppRouter["state"]) => {
      if (state.navigation.state === "idle" && state.initialized && !state.errors && takeRouteChunkFailure()) queueMicrotask(renewRouter);
    };
    settled(current.state);
    return current.subscribe(settled);
  }, [current]);
  return (
    <RetryRoutes value={renewRouter}>
      <RouterProvider router={current} />
    </RetryRoutes>
  );
}
