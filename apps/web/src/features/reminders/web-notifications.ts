import type { PushSubscriptionBody } from "@app/shared/reminders";

/**
 * The browser's side of reminders (decision 019): permission, the service worker's Web Push
 * subscription, and notifications shown by the service worker while the browser runs.
 */

export type NotificationPermissionState = "unsupported" | NotificationPermission;

export function notificationPermission(): NotificationPermissionState {
  if (typeof Notification === "undefined" || !("serviceWorker" in navigator)) return "unsupported";
  return Notification.permission;
}

/** Asks once, when the user turns a reminder on; resolves to what the browser now allows. */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (notificationPermission() === "unsupported") return "unsupported";
  return Notification.requestPermission();
}

/** The service worker once it is active, or null when there is none (a dev build, a blocked worker). */
async function workerRegistration(timeoutMs = 5000): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Subscribes this browser to Web Push with the server's key; null where the browser has no push
 * service (some browsers, private windows, headless ones): reminders then come only while it runs.
 */
export async function subscribeToPush(vapidPublicKey: string): Promise<PushSubscriptionBody | null> {
  const registration = await workerRegistration();
  if (!registration || !("pushManager" in registration)) return null;
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
    return {
      endpoint: json.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    };
  } catch (error) {
    console.warn("Web Push is not available in this browser", error);
    return null;
  }
}

/** Drops this browser's push subscription; resolves to its endpoint for the server to forget, if there was one. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const registration = await workerRegistration(1000);
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** Whether this browser has a push subscription: then the server's push reminds, not the page. */
export async function hasPushSubscription(): Promise<boolean> {
  const registration = await workerRegistration(1000);
  return Boolean(await registration?.pushManager?.getSubscription().catch(() => null));
}

/**
 * How long a due reminder waits for the service worker. On a first visit the worker is still
 * installing (it precaches the app after the page has loaded), on a slow phone for seconds: a
 * reminder due then is shown late rather than lost.
 */
const REMINDER_WAITS_FOR_WORKER_MS = 60_000;

/** Shows a reminder through the service worker (a page's `new Notification` is not allowed on Android). */
export async function showReminder(reminder: { title: string; body: string; tag: string; url: string }): Promise<void> {
  const registration = await workerRegistration(REMINDER_WAITS_FOR_WORKER_MS);
  if (!registration || notificationPermission() !== "granted") return;
  await registration.showNotification(reminder.title, {
    body: reminder.body,
    tag: reminder.tag,
    icon: "/icon-192.png",
    data: { url: reminder.url },
  });
}
