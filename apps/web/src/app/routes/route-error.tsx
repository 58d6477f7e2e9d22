import { RefreshCw, TriangleAlert } from "lucide-react";
import { createContext, use, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { FallbackScreen } from "@/components/fallback-screen";
import { Button } from "@/components/ui/button";

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return String(error);
}

let chunkFailed = false;

/** A route's module failed to load: the router that tried is to be replaced (app.tsx). */
export function routeChunkFailed(): void {
  chunkFailed = true;
}

/** Whether a route's module failed to load since the last call. */
export function takeRouteChunkFailure(): boolean {
  const failed = chunkFailed;
  chunkFailed = false;
  return failed;
}

/** Loads the routes again (a new router, app.tsx); a reload of the page where none is given. */
export const RetryRoutes = createContext<() => void>(() => window.location.reload());

/**
 * "Something went wrong" (spec section 2): last-resort screen for a render error or a page chunk
 * that failed to load, as the router's error boundary. Try Again loads the routes again.
 */
export function RouteError() {
  const error: unknown = useRouteError();
  const retry = use(RetryRoutes);
  useEffect(() => {
    console.error("Unhandled render error", error);
  }, [error]);
  return (
    <FallbackScreen
      icon={TriangleAlert}
      title="Something went wrong"
      text="An unexpected error stopped this page from loading. Your data is safe. Please try again."
      details={messageOf(error ?? new Error("Unknown error"))}
      actions={
        <>
          <Button size="lg" onClick={retry}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
          <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </>
      }
    />
  );
}
