import { RefreshCw, ServerCrash, WifiOff } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { checkConnection, hasCachedContent, isNetworkFailure, isOffline, recheckNow, subscribeConnectivity } from "@/lib/connectivity";
import { isNativePlatform } from "@/lib/platform";
import { basicToast } from "@/lib/toast";
import { FallbackScreen } from "./fallback-screen";

export const ASYNC_FAILURE_FALLBACK = "Async operation failed";
export const OFFLINE_BANNER_TEXT = "You're offline. Showing what was last loaded.";

/** The rejection's message: an Error's (or error-like object's) message, a string reason, else the fallback. */
export function rejectionMessage(reason: unknown): string {
  if (typeof reason === "string" && reason.trim()) return reason;
  if (typeof reason === "object" && reason !== null && "message" in reason) {
    const { message } = reason as { message: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return ASYNC_FAILURE_FALLBACK;
}

/** In the native app, a change of the device's network (@capacitor/network) asks the server again. */
function useNativeNetworkWatch() {
  useEffect(() => {
    if (!isNativePlatform()) return;
    let active = true;
    let stop: (() => void) | undefined;
    import("@/lib/native/network-status").then(
      ({ watchNetwork }) => {
        if (active) stop = watchNetwork(() => recheckNow());
      },
      (error: unknown) => console.warn("Could not load the network status", error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);
}

/** No Internet Connection (spec section 2); the page under it gets its own title back afterwards. */
function NoInternetScreen() {
  const [titleBefore] = useState(() => document.title);
  useLayoutEffect(
    () => () => {
      document.title = titleBefore;
    },
    [titleBefore],
  );
  return (
    <FallbackScreen
      icon={WifiOff}
      title="No Internet Connection"
      text="Please check your internet connection and try again."
      actions={
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      }
    />
  );
}

function OfflineBanner() {
  return (
    <div role="status" className="border-b border-border bg-muted text-foreground print:hidden">
      <p className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2 text-sm font-medium sm:px-6">
        <WifiOff aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {OFFLINE_BANNER_TEXT}
      </p>
    </div>
  );
}

/**
 * Network guard (spec section 4, decision 016). Offline means the server cannot be reached
 * (lib/connectivity.ts asks /api/health), not just `navigator.onLine`. Offline, a page that shows
 * data saved from before stays up under the offline banner; any other page gives way to
 * "No Internet Connection". The page stays mounted under that screen, so it is there again, with
 * fresh data, once the server responds. Online with an unhandled promise rejection → "Network
 * Error" until Try Again, which mounts the app afresh so its data loads again.
 */
export function NetworkGuard({ children }: { children: ReactNode }) {
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
  const cachedContent = useSyncExternalStore(subscribeConnectivity, hasCachedContent, () => false);
  const [failure, setFailure] = useState<string | null>(null);
  const wasOffline = useRef(offline);
  useNativeNetworkWatch();

  useEffect(() => {
    function onRejection(event: PromiseRejectionEvent) {
      event.preventDefault(); // handled here: no "Uncaught (in promise)" in the console
      console.warn("Unhandled async failure", event.reason);
      const message = rejectionMessage(event.reason);
      // A request that got no response is Network Error only if the server can still be reached;
      // otherwise it is the offline case.
      if (isNetworkFailure(event.reason)) {
        void checkConnection().then((reachable) => reachable && setFailure(message));
      } else if (!isOffline()) {
        setFailure(message);
      }
    }
    window.addEventListener("unhandledrejection", onRejection);
    return () => window.removeEventListener("unhandledrejection", onRejection);
  }, []);

  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    // The reads on screen run again by themselves (TanStack Query follows lib/connectivity).
    basicToast.success("You're back online");
  }, [offline]);

  // Failures while offline were expected: going offline puts the Network Error screen away.
  if (offline && failure !== null) setFailure(null);

  if (failure !== null) {
    return (
      <FallbackScreen
        icon={ServerCrash}
        title="Network Error"
        text="Failed to load data. Please check your connection and try again."
        details={failure}
        actions={
          <Button size="lg" onClick={() => setFailure(null)}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        }
      />
    );
  }
  const noInternet = offline && !cachedContent;
  return (
    <>
      {noInternet && <NoInternetScreen />}
      <div className="contents" hidden={noInternet}>
        {offline && !noInternet && <OfflineBanner />}
        {children}
      </div>
    </>
  );
}
