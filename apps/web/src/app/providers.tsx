import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { NetworkGuard } from "@/components/network-guard";
import { SilentBoundary } from "@/components/silent-boundary";
import { subscribeToastRequests, toastsRequested } from "@/lib/toast";

// The toasters (and sonner) load with the first toast: most visits show none, and sonner replays
// the toasts made before its toaster subscribed.
const Toasters = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toasters })));

/**
 * App-wide providers, for the app and the standalone landing page alike. The network guard swaps
 * the screens for the offline and network-error fallbacks; the toasters sit beside it so toasts
 * survive navigation and those screens.
 * The tooltip provider is not here but at the root of the signed-in screens (AppLayout), the only
 * ones with tooltips: Radix Tooltip would grow the landing page's bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasts = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  return (
    <>
      <NetworkGuard>{children}</NetworkGuard>
      {toasts && (
        <SilentBoundary>
          <Suspense fallback={null}>
            <Toasters />
          </Suspense>
        </SilentBoundary>
      )}
    </>
  );
}
