/**
 * Where the app runs: a browser ("web") or the Capacitor shell ("ios" / "android").
 *
 * Capacitor's native bridge defines `window.Capacitor` (with `isNativePlatform()` and
 * `getPlatform()`) before any page script runs, so reading it here gives the same as
 * `Capacitor.isNativePlatform()` without putting @capacitor/core into the landing
 * page's bundle. In a browser there is no bridge: the response is "web". Native-only code imports
 * @capacitor/core and the plugins lazily.
 */
export type NativePlatform = "ios" | "android";

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function capacitor(): CapacitorGlobal | undefined {
  return (window as { Capacitor?: CapacitorGlobal }).Capacitor;
}

export function isNativePlatform(): boolean {
  return capacitor()?.isNativePlatform?.() === true;
}

/** "ios" or "android" in the native shell, otherwise null. */
export function nativePlatform(): NativePlatform | null {
  if (!isNativePlatform()) return null;
  const platform = capacitor()?.getPlatform?.();
  return platform === "ios" || platform === "android" ? platform : null;
}

/**
 * Origin of our server. The web app is served by it (same origin). The native app's pages come
 * from the WebView's own origin (capacitor://localhost, https://localhost), so it calls the
 * server named at build time by VITE_API_URL.
 */
export function apiOrigin(): string {
  const configured = isNativePlatform() ? import.meta.env.VITE_API_URL?.replace(/\/+$/, "") : undefined;
  return configured || window.location.origin;
}
