import { lazy, Suspense, type ReactNode } from "react";

// The toaster (and sonner) load right after the first render, off the landing page's critical path.
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** App-wide providers. The toaster sits beside the routes so toasts survive navigation. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
