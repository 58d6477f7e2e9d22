/**
 * Reminders (decision 019): what a user can be reminded of during a fast, and the words of each
 * notification, written once for the server's push, the web page's own timers and the native
 * app's local notifications.
 */

/**
 * The kinds of reminder. "target" and "hour-before" belong to a running fast; a scheduled fast's
 * "planned start" joins this list with its own due time and words.
 */
export const REMINDER_KINDS = ["target", "hour-before"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What the user chose; both off until they turn one on. */
export interface ReminderSettings {
  /** Notify when the fast reaches its target. */
  atTarget: boolean;
  /** Notify one hour before the target too. */
  hourBefore: boolean;
}

export const REMINDERS_OFF: ReminderSettings = { atTarget: false, hourBefore: false };

const HOUR_MS = 3_600_000;

/** When a reminder of a fast is due; null when that kind does not apply (an hour before a 1-hour fast is its start). */
export function reminderDueAt(kind: ReminderKind, fast: { startTime: Date; targetHours: number }): Date | null {
  const target = fast.startTime.getTime() + fast.targetHours * HOUR_MS;
  if (kind === "target") return new Date(target);
  if (fast.targetHours <= 1) return null;
  return new Date(target - HOUR_MS);
}

/** Whether the user's settings ask for this kind of reminder. */
export function reminderWanted(kind: ReminderKind, settings: ReminderSettings): boolean {
  return kind === "target" ? settings.atTarget : settings.hourBefore;
}

/** Every reminder a running fast should raise under these settings, soonest first. */
export function dueReminders(
  fast: { startTime: Date; targetHours: number },
  settings: ReminderSettings,
): Array<{ kind: ReminderKind; at: Date }> {
  return REMINDER_KINDS.filter((kind) => reminderWanted(kind, settings))
    .map((kind) => ({ kind, at: reminderDueAt(kind, fast) }))
    .filter((r): r is { kind: ReminderKind; at: Date } => r.at !== null)
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

/** The words of a reminder. Informational, no pressure: the user may end the fast whenever they like. */
export function reminderMessage(kind: ReminderKind, fastId: string): ReminderMessage {
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

/** Push subscriptions a user may keep (one per browser they turned reminders on in). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** Longest push endpoint URL accepted (the big push services use well under 500 characters). */
export const PUSH_ENDPOINT_MAX = 1000;
