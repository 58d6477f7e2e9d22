import { createElement, lazy, useState, type ComponentType } from "react";

/** Routes whose chunk failed to load, with the function that gives them a fresh lazy component. */
const failed = new Set<() => void>();

/**
 * Lets every lazy route that failed to load try again on its next render. The error boundary
 * calls it for "Try Again" and when the user navigates elsewhere.
 */
export function retryFailedRoutes(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * `React.lazy` that can try again. React caches a failed import for good, so after a chunk failed
 * to load (offline for a moment, a deploy replaced it) "Try Again" would fail the same way.
 * The failed lazy component stays in place (so the error reaches the boundary instead of
 * re-importing in a loop) until `retryFailedRoutes()` swaps in a fresh one.
 */
export type LazyRoute<Props extends object> = ComponentType<Props> & {
  /** Starts loading the chunk now, so it is there (or on its way) when the route first renders. */
  preload: () => void;
};

export function lazyRoute<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyRoute<Props> {
  // The component itself once its chunk has loaded (a preload, an earlier render): rendered as it
  // is, since React.lazy suspends on its first render even then and the page waits a round of
  // Suspense (commit throttling included) before it shows.
  let loaded: ComponentType<Props> | undefined;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const create = () =>
    lazy(() =>
      loadAndKeep().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(reset);
          throw error;
        },
      ),
    );
  let current = create();
  const reset = () => {
    current = create();
  };
  function LazyRoute(props: Props) {
    // Chosen when the route mounts and kept: switching from the lazy wrapper to the component would
    // remount the page.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? current, props);
  }
  // The module loader keeps one copy of a chunk, so the render's own import finds this one. A
  // failure here is the render's to report (through the route's error boundary).
  LazyRoute.preload = () => void loadAndKeep().catch(() => undefined);
  return LazyRoute;
}
