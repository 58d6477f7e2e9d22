import { isNativePlatform } from "./platform";
import { markSignedOut } from "./signed-in-marker";

/**
 * What this device stops at a sign-out (or the account's deletion), besides forgetting the
 * session: the user's reminders. The server drops a browser's push subscription with its session,
 * but a sign-out made offline reaches it only later, so the browser also tells its service worker
 * nobody is signed in (a push arriving meanwhile is not shown) and drops the subscription itself.
 * The native app cancels the local notifications it scheduled for the user. Each step is tried
 * whatever the others do; none throws.
 */
export async function endRemindersOnDevice(): Promise<void> {
  const steps = isNativePlatform() ? [cancelNativeNotifications()] : [markSignedOut(), dropPushSubscription()];
  for (const result of await Promise.allSettled(steps)) {
    if (result.status === "rejected") console.warn("Could not stop this device's reminders", result.reason);
  }
}

async function dropPushSubscription(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  // The registration as it is now, not `ready`: with no worker there is no subscription to drop.
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

async function cancelNativeNotifications(): Promise<void> {
  const { cancelPendingNotifications } = await import("./native/pending-notifications");
  await cancelPendingNotifications();
}
