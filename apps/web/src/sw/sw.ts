/// <reference lib="webworker" />
import { isClientRoute } from "@app/shared/routes";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";

/*
 * The service worker (decision 016). It keeps the app shell (index.html, every JS and CSS chunk,
 * the font, the icons) so a reload without a connection still starts the app, which then shows
 * what it last loaded. API answers are never cached here: the app keeps its own copy of the data
 * it read (TanStack Query's persisted cache) and says when it is showing it offline.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page of the app (the patterns of ROUTES, which the server also answers with index.html) opens
// from the cached index.html. Everything else goes to the network as if there were no worker:
// /api/*, the server-rendered /checkout/* and /customer-portal, link previews' images, unknown
// paths (the server's 404).
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && isClientRoute(url.pathname),
  createHandlerBoundToURL("index.html"),
);

// "Update available — Reload": the page asks the waiting worker to take over, then reloads.
// Without that, a new version takes over once every tab of the old one is closed.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
