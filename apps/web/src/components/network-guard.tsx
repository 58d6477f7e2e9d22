import { RefreshCw, ServerCrash, WifiOff } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { isNativePlatform } from "@/lib/platform";
import { basicToast } from "@/lib/toast";
import { FallbackScreen } from "./fallback-screen";

export const ASYNC_FAILURE_FALLBACK = "Async operation failed";

/** The native app's connection (@capacitor/network); undefined in a browser or until it answers. */
let nativeConnected: boolean | undefined;

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  let active = true;
  let stopNative: (() => void) | undefined;
  if (isNativePlatform()) {
    import("@/lib/native/network-status").then(
      ({ watchNetwork }) => {
        if (!active) return;
        stopNative = watchNetwork((connected) => {
          nativeConnected = connected;
          onChange();
        });
      },
      (error: unknown) => console.warn("Could not load the network status", error),
    );
  }
  return () => {
    active = false;
    stopNative?.();
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => nativeConnected ?? navigator.onLine,
    () => true,
  );
}

/** The rejection's message: an Error's (or error-like object's) message, a string reason, else the fallback. */
export function rejectionMessage(reason: unknown): string {
  if (typeof reason === "string" && reason.trim()) return reason;
  if (typeof reason === "object" && reason !== null && "message" in reason) {
    const { message } = reason as { message: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return ASYNC_FAILURE_FALLBACK;
}

/**
 * Network guard (spec section 4): offline → "No Internet Connection"; online with an unhandled
 * promise rejection → "Network Error" until Try Again; otherwise the app. The screens replace the
 * app, so Try Again (or coming back online) mounts it afresh and its data loads again.
 */
export function NetworkGuard({ children }: { children: ReactNode }) {
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const wasOffline = useRef(!online);

  useEffect(() => {
    function onRejection(event: PromiseRejectionEvent) {
      event.preventDefault(); // handled here: no "Uncaught (in promise)" in the console
      console.warn("Unhandled async failure", event.reason);
      setFailure(rejectionMessage(event.reason));
    }
    window.addEventListener("unhandledrejection", onRejection);
    return () => window.removeEventListener("unhandledrejection", onRejection);
  }, []);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    // Failures while offline were expected; the app reloads its data as it mounts again.
    setFailure(null);
    basicToast.success("You're back online");
  }, [online]);

  if (!online) {
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
  return children;
}
