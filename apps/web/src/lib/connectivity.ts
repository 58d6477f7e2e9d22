import { apiOrigin } from "./platform";

/**
 * Whether the server can be reached (decision 016). `navigator.onLine` only says whether there is
 * a network at all (and in the iOS WebView not even that), so it is never the response: an
 * `offline` event, a request that failed on the network (`reportNetworkFailure`) or the native
 * shell's network change only start a check, which asks GET /api/health. While the server cannot
 * be reached, the check repeats with a growing pause (1 s, 2 s, 4 s … 30 s) and at once when the
 * browser reports a network again or the tab is shown.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let offline = typeof navigator !== "undefined" && navigator.onLine === false;
let checking: Promise<boolean> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs = 0;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const PROBE_TIMEOUT_MS = 8_000;

export function isOffline(): boolean {
  return offline;
}

function setOffline(next: boolean): void {
  if (next === offline) return;
  offline = next;
  for (const listener of listeners) listener();
}

/** The server responded: 200, or 503 while its database is down (it is reachable, the data is not). */
async function probe(): Promise<boolean> {
  try {
    const response = await fetch(`${apiOrigin()}/api/health`, {
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok || response.status === 503;
  } catch {
    return false;
  }
}

/** Asks the server now (one check at a time); resolves to whether it can be reached. */
export function checkConnection(): Promise<boolean> {
  checking ??= probe().then((reachable) => {
    checking = null;
    clearTimeout(retryTimer);
    setOffline(!reachable);
    if (reachable) {
      retryDelayMs = 0;
    } else {
      retryDelayMs = Math.min(retryDelayMs ? retryDelayMs * 2 : FIRST_RETRY_MS, MAX_RETRY_MS);
      retryTimer = setTimeout(() => void checkConnection(), retryDelayMs);
    }
    return reachable;
  });
  return checking;
}

/** A request failed before any response came (fetch rejected): find out whether the server is gone. */
export function reportNetworkFailure(): void {
  void checkConnection();
}

/** A fetch that failed on the network (no response at all), as opposed to a response with an error. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Check again now, with the pause between later checks starting over. */
export function recheckNow(): void {
  retryDelayMs = 0;
  void checkConnection();
}

function onVisible(): void {
  if (offline && document.visibilityState === "visible") recheckNow();
}

/** Subscribes to changes of `isOffline()`; the first subscriber starts listening to the browser. */
export function subscribeConnectivity(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener("online", recheckNow);
    window.addEventListener("offline", recheckNow);
    document.addEventListener("visibilitychange", onVisible);
    if (offline) void checkConnection();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("online", recheckNow);
    window.removeEventListener("offline", recheckNow);
    document.removeEventListener("visibilitychange", onVisible);
    clearTimeout(retryTimer);
  };
}

/*
 * Whether the screen shows data saved from before (the signed-in pages report it): offline, such a
 * screen stays up with the offline banner; any other screen gives way to No Internet Connection.
 */
let cachedContent = false;

export function hasCachedContent(): boolean {
  return cachedContent;
}

export function setCachedContent(shown: boolean): void {
  if (shown === cachedContent) return;
  cachedContent = shown;
  for (const listener of listeners) listener();
}
