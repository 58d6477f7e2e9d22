import { type RemindersResponse, anyReminderOn, type ReminderSettings } from "@app/shared/reminders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isNativePlatform } from "@/lib/platform";
import { markSignedIn } from "@/lib/signed-in-marker";
import { reportFailure } from "@/lib/failed";
import { deletePushSubscription, savePushSubscription, updateReminders } from "../api/reminders-api";
import { remindersKeys } from "../api/reminders-queries";
import { askNotificationPermission, notificationPermission, subscribeToPush, unsubscribeFromPush } from "../web-notifications";

/** What this device can do with reminders, as last found out. */
export type DeliveryState =
  /** Not asked yet, or allowed: what the card says depends on push. */
  | "ready"
  /** The browser or the device refused notifications. */
  | "blocked"
  /** This browser cannot show notifications at all. */
  | "unsupported";

/**
 * Turning a reminder on asks for notification permission then, and only then (never on page load),
 * and subscribes this browser to Web Push when it can; turning the last one off drops the
 * subscription. `push`: whether this browser has one (null until known).
 */
export function useReminderSwitches(current: RemindersResponse | undefined) {
  const client = useQueryClient();
  const [delivery, setDelivery] = useState<DeliveryState>(() =>
    isNativePlatform()
      ? "ready"
      : notificationPermission() === "unsupported"
        ? "unsupported"
        : notificationPermission() === "denied"
          ? "blocked"
          : "ready",
  );
  const [push, setPush] = useState<boolean | null>(null);

  const mutation = useMutation({
    mutationFn: async (change: Partial<ReminderSettings>) => {
      const next = { ...current!.settings, ...change };
      const turningOn = Object.values(change).some(Boolean);
      if (turningOn) {
        if (!(await allowed())) return null;
        if (!isNativePlatform() && current?.vapidPublicKey) {
          const subscription = await subscribeToPush(current.vapidPublicKey);
          if (subscription) {
            // Before the server can push: the service worker shows pushes only while someone is signed in here.
            await markSignedIn();
            await savePushSubscription(subscription);
          }
          setPush(Boolean(subscription));
        }
      }
      const saved = await updateReminders(change);
      if (!anyReminderOn(next) && !isNativePlatform()) {
        const endpoint = await unsubscribeFromPush().catch(() => null);
        if (endpoint) await deletePushSubscription(endpoint).catch(() => undefined);
        setPush(false);
      }
      return saved;
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(remindersKeys.all, saved);
    },
    onError: (error) => reportFailure("Could not change your reminders", error),
  });

  async function allowed(): Promise<boolean> {
    if (isNativePlatform()) {
      const { allowLocalNotifications, loadLocalNotifications } = await import("../native/local-reminders");
      const ok = await allowLocalNotifications((await loadLocalNotifications()).plugin);
      setDelivery(ok ? "ready" : "blocked");
      return ok;
    }
    const permission = await askNotificationPermission();
    setDelivery(permission === "granted" ? "ready" : permission === "unsupported" ? "unsupported" : "blocked");
    return permission === "granted";
  }

  return { change: mutation.mutate, pending: mutation.isPending, delivery, push, setPush };
}
