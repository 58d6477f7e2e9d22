import { nextScheduledStart, targetHours, type FastingSchedule } from "@app/shared/fasting";
import {
  dueReminders,
  plannedStartMessage,
  reminderMessage,
  type ReminderKind,
  type ReminderMessage,
  type ReminderSettings,
} from "@app/shared/reminders";

export interface PlannedReminder extends ReminderMessage {
  kind: ReminderKind;
  at: Date;
}

/**
 * Planned starts reminded of ahead: a week of daily starts, so a phone reminds the user all week
 * with the app closed (the next time it opens, the plan is made again).
 */
export const PLANNED_STARTS_AHEAD = 7;

/**
 * The reminders still to come under these settings, soonest first: the running fast's, at the same
 * moments the server's push jobs use (start + target, − 1 h), with the same words and tags; with no
 * fast running, the schedule's next planned starts in the device's zone (`planned.timeZone`). None
 * of those while a fast runs: the plan is made again when it ends.
 */
export function planReminders(
  fast: { id: string; startTime: string; fastingType: string } | null,
  settings: ReminderSettings,
  now: number,
  planned?: { schedule: FastingSchedule | null; timeZone: string },
): PlannedReminder[] {
  if (fast) {
    return dueReminders({ startTime: new Date(fast.startTime), targetHours: targetHours(fast.fastingType) }, settings)
      .filter((r) => r.at.getTime() > now)
      .map((r) => ({ kind: r.kind, at: r.at, ...reminderMessage(r.kind, fast.id) }));
  }
  const schedule = planned?.schedule;
  if (!schedule || !settings.plannedStart) return [];
  const starts: PlannedReminder[] = [];
  let after = new Date(now);
  while (starts.length < PLANNED_STARTS_AHEAD) {
    const at = nextScheduledStart(schedule, after, planned.timeZone);
    if (!at) break;
    starts.push({ kind: "planned-start", at, ...plannedStartMessage(schedule, at) });
    after = at;
  }
  return starts;
}
