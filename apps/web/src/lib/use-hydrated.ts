import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (the standalone landing page, src/landing), true
 * from then on and in every render that is not a hydration. A form in prerendered HTML keeps its
 * submit button disabled until then: sent by the browser itself, before the page's script runs,
 * it would reload the page with what was typed, the password too, in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
