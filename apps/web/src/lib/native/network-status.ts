import { Network } from "@capacitor/network";

/**
 * The device's connection as the native app sees it (@capacitor/network). In the WebView,
 * `navigator.onLine` and its events are unreliable (iOS often reports online regardless).
 * Native only, loaded lazily by the network guard. Returns a function that stops watching.
 */
export function watchNetwork(onChange: (connected: boolean) => void): () => void {
  let stopped = false;
  let remove: (() => Promise<void>) | undefined;
  Network.addListener("networkStatusChange", (status) => onChange(status.connected)).then(
    (handle) => {
      if (stopped) void handle.remove();
      else remove = handle.remove;
    },
    (error: unknown) => console.warn("Could not watch the network status", error),
  );
  Network.getStatus().then(
    (status) => {
      if (!stopped) onChange(status.connected);
    },
    (error: unknown) => console.warn("Could not read the network status", error),
  );
  return () => {
    stopped = true;
    void remove?.();
  };
}
