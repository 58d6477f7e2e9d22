import { useEffect } from "react";
import { type RemindersResponse, anyReminderOn } from "@app/shared/reminders";
import { authClient } from "@/lib/auth-client";
import { isNativePlatform } from "@/lib/platform";
import { markSignedIn } from "@/lib/signed-in-marker";
import { savePushSubscription } from "../api/reminders-api";
import { notificationPermission, subscribeToPush } from "../web-notifications";

/**
 * Keeps this browser's push subscription with the sign-in it is under (decision 019). The server
 * keeps a subscription only as long as the session that saved it, so each new session here (a
 * sign-in, the new session a password change gives) saves the browser's subscription again when a
 * reminder is on and notifications are allowed; the subscription a sign-out dropped is made anew.
 * And the service worker is told someone is signed in here, so it shows the pushes that come.
 * With the reminder settings as the signed-in app read them (useFastReminders); the web only (the
 * native app's reminders are local).
 */
export function useBrowserPushSync(reminders: RemindersResponse | undefined) {
  const sessionId = authClient.useSession().data?.session.id;
  // The server's key while a reminder is on: what a subscription is made with, and when it is wanted.
  const wanted = reminders && anyReminderOn(reminders.settings) ? reminders.vapidPublicKey : null;

  useEffect(() => {
    if (isNativePlatform() || !sessionId) return;
    void markSignedIn().catch((error: unknown) => console.warn("Could not note the sign-in for the service worker", error));
  }, [sessionId]);

  useEffect(() => {
    if (isNativePlatform() || !sessionId || !wanted || notificationPermission() !== "granted") return;
    let stopped = false;
    void (async () => {
      await markSignedIn();
      const subscription = await subscribeToPush(wanted);
      if (subscription && !stopped) await savePushSubscription(subscription);
    })().catch((error: unknown) => console.warn("Could not save this browser's push subscription", error));
    return () => {
      stopped = true;
    };
  }, [sessionId, wanted]);
}
