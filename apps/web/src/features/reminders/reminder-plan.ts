import { targetHours } from "@app/shared/fasting";
import { dueReminders, reminderMessage, type ReminderKind, type ReminderMessage, type ReminderSettings } from "@app/shared/reminders";

export interface PlannedReminder extends ReminderMessage {
  kind: ReminderKind;
  at: Date;
}

/**
 * The reminders still to come for the running fast under these settings, soonest first: the same
 * moments the server's push jobs use (start + target, − 1 h), with the same words and tags.
 */
export function planReminders(
  fast: { id: string; startTime: string; fastingType: string } | null,
  settings: ReminderSettings,
  now: number,
): PlannedReminder[] {
  if (!fast) return [];
  return dueReminders({ startTime: new Date(fast.startTime), targetHours: targetHours(fast.fastingType) }, settings)
    .filter((r) => r.at.getTime() > now)
    .map((r) => ({ kind: r.kind, at: r.at, ...reminderMessage(r.kind, fast.id) }));
}
