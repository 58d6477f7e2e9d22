/// <reference lib="webworker" />
import { isClientRoute } from "@app/shared/routes";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { signedInHere } from "../lib/signed-in-marker";

/*
 * The service worker (decision 016). It keeps the app shell (index.html, every JS and CSS chunk,
 * the font, the icons) so a reload without a connection still starts the app, which then shows
 * what it last loaded. API responses are never cached here: the app saves its own copy of the data
 * it fetched (TanStack Query's persisted cache) and says when it is showing it offline.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// "/" opens from the cached index.html too (precaching's directory index): whoever has this worker
// has used the app, and its landing route sends a signed-in user on without a second page load.
// A first visit, without the worker, gets the lighter landing.html from the server.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page of the app (the patterns of ROUTES, which the server also responds with index.html) opens
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

// Reminders (decision 019). A push from our server carries the notification's words (shared
// reminderMessage); the tag makes a repeat replace the earlier one instead of stacking.
interface ReminderPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}

function isReminder(value: unknown): value is ReminderPayload {
  const v = value as Partial<ReminderPayload> | null;
  return typeof v?.title === "string" && typeof v.body === "string" && typeof v.tag === "string" && typeof v.url === "string";
}

self.addEventListener("push", (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = undefined;
  }
  if (!isReminder(payload)) return;
  event.waitUntil(
    (async () => {
      // Signed out here (lib/device-sign-out.ts), perhaps offline, so the server may still hold the
      // subscription: nothing is shown, and this browser stops listening, so the push service
      // responds to the next push with "gone" and the server forgets it. The payload names no one, by design.
      if (!(await signedInHere())) {
        const subscription = await self.registration.pushManager.getSubscription();
        await subscription?.unsubscribe().catch(() => undefined);
        return;
      }
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: "/icon-192.png",
        data: { url: payload.url },
      });
    })(),
  );
});

// A tap on a reminder brings an open tab of the app forward (on the page named), or opens one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: unknown } | null)?.url;
  // Only a path of this site: a notification never opens another origin.
  const path = typeof wanted === "string" && wanted.startsWith("/") && !wanted.startsWith("//") ? wanted : "/dashboard";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (new URL(open.url).pathname !== path) await open.navigate(path).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
