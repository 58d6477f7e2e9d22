/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";
import { toast } from "./toast";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw/sw.ts, decision 016). Loaded by main.tsx after the page
 * has loaded, in browsers only (the native app ships its files inside the app), so neither this
 * nor workbox-window is in the landing page's bundle.
 *
 * A new version waits until every tab of the old one is closed (the next visit), unless the user
 * takes it now from the "Update available" notice; the worker file itself is never cached
 * (the server sends sw.js with `Cache-Control: no-cache`), so a new version is always found.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      toast("Update available", {
        description: "A new version of CarniTrack is ready.",
        duration: Infinity,
        action: { label: "Reload", onClick: () => void update(true) },
      });
    },
    // A tab left open for days (an installed app often is) still hears of a new version.
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.warn("Could not register the service worker", error);
    },
  });
}
