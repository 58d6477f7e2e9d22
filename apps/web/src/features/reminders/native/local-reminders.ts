import type { LocalNotificationsPlugin } from "@capacitor/local-notifications";
import { REMINDER_KINDS, type ReminderKind } from "@app/shared/reminders";
import type { PlannedReminder } from "../reminder-plan";

/**
 * Reminders in the native app (decision 019): Capacitor's local notifications, scheduled on the
 * device at the fast's target (and an hour before), so they come with the app closed and no
 * network. The part of the plugin used here, so a test can hand in a fake.
 */
export type LocalNotificationsApi = Pick<
  LocalNotificationsPlugin,
  "checkPermissions" | "requestPermissions" | "getPending" | "cancel" | "schedule"
>;

/**
 * The plugin, loaded only in the native app (the web bundle never downloads it). Handed out inside
 * an object: a Capacitor plugin is a proxy that answers every property, `then` included, so a
 * promise resolved with the plugin itself would call a native "then" that no platform implements
 * (an unhandled rejection, the app's Network Error screen).
 */
export async function loadLocalNotifications(): Promise<{ plugin: LocalNotificationsApi }> {
  const { LocalNotifications } = await import("@capacitor/local-notifications");
  return { plugin: LocalNotifications };
}

/**
 * The plugin wants numeric ids. One fixed id per kind: scheduling a kind again replaces it, and
 * our ids are told apart from any other notification's. A planned start takes the next id.
 */
const NOTIFICATION_IDS: Record<ReminderKind, number> = { target: 2401, "hour-before": 2402 };
const OUR_IDS = new Set(REMINDER_KINDS.map((kind) => NOTIFICATION_IDS[kind]));

/** Asks for permission when the user turns a reminder on; true if notifications may be shown. */
export async function allowLocalNotifications(plugin: LocalNotificationsApi): Promise<boolean> {
  const current = await plugin.checkPermissions();
  if (current.display === "granted") return true;
  if (current.display === "denied") return false;
  return (await plugin.requestPermissions()).display === "granted";
}

/**
 * Makes the device's pending reminders the plan: ours that are pending go, then the plan's are
 * scheduled. An empty plan (the fast ended, reminders off) leaves none.
 */
export async function syncLocalReminders(plugin: LocalNotificationsApi, plan: PlannedReminder[]): Promise<void> {
  const pending = (await plugin.getPending()).notifications.filter((n) => OUR_IDS.has(n.id));
  if (pending.length > 0) await plugin.cancel({ notifications: pending.map((n) => ({ id: n.id })) });
  if (plan.length === 0) return;
  if ((await plugin.checkPermissions()).display !== "granted") return;
  await plugin.schedule({
    notifications: plan.map((r) => ({
      id: NOTIFICATION_IDS[r.kind],
      title: r.title,
      body: r.body,
      schedule: { at: r.at, allowWhileIdle: true },
      extra: { url: r.url, tag: r.tag },
    })),
  });
}
