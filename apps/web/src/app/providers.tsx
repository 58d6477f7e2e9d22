import { lazy, Suspense, type ReactNode } from "react";
import { NetworkGuard } from "@/components/network-guard";
import { SilentBoundary } from "@/components/silent-boundary";

// The toasters (and sonner) load right after the first render, off the landing page's critical path.
const Toasters = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toasters })));

/**
 * App-wide providers. The network guard swaps the screens for the offline and network-error
 * fallbacks; the toasters sit beside it so toasts survive navigation and those screens.
 * The tooltip provider is not here but at the root of the signed-in screens (AppLayout), the only
 * ones with tooltips: Radix Tooltip would add ~15 kB gzipped to the landing page's bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <NetworkGuard>{children}</NetworkGuard>
      <SilentBoundary>
        <Suspense fallback={null}>
          <Toasters />
        </Suspense>
      </SilentBoundary>
    </>
  );
}
