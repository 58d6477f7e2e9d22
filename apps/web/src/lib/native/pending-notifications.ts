import { LocalNotifications } from "@capacitor/local-notifications";

/**
 * Cancels every local notification this app has pending on the device: at sign-out they are the
 * signed-out user's reminders (features/reminders/native), which would otherwise still come, with
 * their fast's words, to whoever uses the phone next. Native only, loaded lazily.
 */
export async function cancelPendingNotifications(): Promise<void> {
  const { notifications } = await LocalNotifications.getPending();
  if (notifications.length > 0) await LocalNotifications.cancel({ notifications: notifications.map((n) => ({ id: n.id })) });
}
