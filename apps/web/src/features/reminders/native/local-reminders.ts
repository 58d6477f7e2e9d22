import type { LocalNotificationsPlugin } from "@capacitor/local-notifications";
import { PLANNED_STARTS_AHEAD, type PlannedReminder } from "../reminder-plan";

/**
 * Reminders in the native app (decision 019): Capacitor's local notifications, scheduled on the
 * device at the fast's target (and an hour before) or at the schedule's planned starts, so they
 * come with the app closed and no network. The part of the plugin used here, so a test can hand in a fake.
 */
export type LocalNotificationsApi = Pick<
  LocalNotificationsPlugin,
  "checkPermissions" | "requestPermissions" | "getPending" | "cancel" | "schedule"
>;

/**
 * The plugin, loaded only in the native app (the web bundle never downloads it). Handed out inside
 * an object: a Capacitor plugin is a proxy that responses every property, `then` included, so a
 * promise resolved with the plugin itself would call a native "then" that no platform implements
 * (an unhandled rejection, the app's Network Error screen).
 */
export async function loadLocalNotifications(): Promise<{ plugin: LocalNotificationsApi }> {
  const { LocalNotifications } = await import("@capacitor/local-notifications");
  return { plugin: LocalNotifications };
}

/**
 * The plugin wants numeric ids. Fixed ids, so scheduling again replaces, and ours are told apart
 * from any other notification's: one per kind of a running fast, then one per planned start ahead.
 */
const FAST_IDS = { target: 2401, "hour-before": 2402 } as const;
const FIRST_PLANNED_START_ID = 2403;
const OUR_IDS = new Set([
  ...Object.values(FAST_IDS),
  ...Array.from({ length: PLANNED_STARTS_AHEAD }, (_, i) => FIRST_PLANNED_START_ID + i),
]);

function notificationIds(plan: PlannedReminder[]): number[] {
  let plannedStarts = 0;
  return plan.map((r) => (r.kind === "planned-start" ? FIRST_PLANNED_START_ID + plannedStarts++ : FAST_IDS[r.kind]));
}

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
  const ids = notificationIds(plan);
  await plugin.schedule({
    notifications: plan.map((r, i) => ({
      id: ids[i]!,
      title: r.title,
      body: r.body,
      schedule: { at: r.at, allowWhileIdle: true },
      extra: { url: r.url, tag: r.tag },
    })),
  });
}
