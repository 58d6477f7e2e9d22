/** Reminders (decision 019), written once for the server's push, the web page's timers and native notifications. */
import type { ReminderSettings } from "./responses";

/** The reminders of a running fast: at its target, and an hour before it. */
export const FAST_REMINDER_KINDS = ["target", "hour-before"] as const;
export type FastReminderKind = (typeof FAST_REMINDER_KINDS)[number];

/** Every kind of reminder: a running fast's, and a scheduled fast's planned start (decision 021). */
export const REMINDER_KINDS = [...FAST_REMINDER_KINDS, "planned-start"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the user chose; all off until they turn one on. */
export const REMINDERS_OFF: ReminderSettings = { atTarget: false, hourBefore: false, plannedStart: false };

/** Whether any reminder is on (a browser keeps its push subscription while one is). */
export function anyReminderOn(settings: ReminderSettings): boolean {
  return settings.atTarget || settings.hourBefore || settings.plannedStart;
}

const HOUR_MS = 3_600_000;

/** When a reminder of a fast is due; null when that kind does not apply (an hour before a 1-hour fast is its start). */
export function reminderDueAt(kind: FastReminderKind, fast: { startTime: Date; targetHours: number }): Date | null {
  const target = fast.startTime.getTime() + fast.targetHours * HOUR_MS;
  if (kind === "target") return new Date(target);
  if (fast.targetHours <= 1) return null;
  return new Date(target - HOUR_MS);
}

export function reminderWanted(kind: ReminderKind, settings: ReminderSettings): boolean {
  if (kind === "target") return settings.atTarget;
  if (kind === "hour-before") return settings.hourBefore;
  return settings.plannedStart;
}

/** Every reminder a running fast should raise under these settings, soonest first. */
export function dueReminders(
  fast: { startTime: Date; targetHours: number },
  settings: ReminderSettings,
): Array<{ kind: FastReminderKind; at: Date }> {
  return FAST_REMINDER_KINDS.filter((kind) => reminderWanted(kind, settings))
    .map((kind) => ({ kind, at: reminderDueAt(kind, fast) }))
    .filter((r): r is { kind: FastReminderKind; at: Date } => r.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface ReminderMessage {
  title: string;
  body: string;
  /** Replaces an earlier notification with the same tag (the push and a page's timer never show twice). */
  tag: string;
  /** The page a tap opens. */
  url: string;
}

/** The words of a running fast's reminder. Informational, no pressure: the user may end the fast whenever they like. */
export function reminderMessage(kind: FastReminderKind, fastId: string): ReminderMessage {
  const tag = `fast-${fastId}-${kind}`;
  if (kind === "target") {
    return {
      title: "Fasting target reached",
      body: "You reached your fasting target. End your fast when you are ready.",
      tag,
      url: "/dashboard",
    };
  }
  return { title: "One hour to go", body: "Your fast reaches its target in one hour.", tag, url: "/dashboard" };
}

/** A planned start's reminder, at its clock time in whatever zone the user is in. */
export function plannedStartMessage(schedule: { fastingType: string; startTime: string }, start: Date): ReminderMessage {
  return {
    title: "Time for your planned fast",
    body: `Your ${schedule.fastingType} fast is planned for ${schedule.startTime}. Tap "Start now" on your dashboard when you are ready.`,
    tag: `planned-start-${start.toISOString()}`,
    url: "/dashboard",
  };
}

/** Push subscriptions a user may keep (one per browser they turned reminders on in). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** Longest push endpoint URL accepted (the big push services use well under 500 characters). */
export const PUSH_ENDPOINT_MAX = 1000;
