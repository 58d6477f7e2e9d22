import { and, eq, isNull } from "drizzle-orm";
import { dueReminders, type FastReminderKind } from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { fastingSessions, reminderSettings } from "../../db/schema";
import { cancelPendingJobs, scheduleJob } from "../../platform/jobs";
import { withUserLock } from "../../platform/user-lock";
import { plannedStart } from "./planned-start";

/** The job queue of a running fast's reminders (defined in reminder-jobs.ts). */
export const FAST_REMINDER_QUEUE = "fast-reminder";
export const FAST_REMINDER_MAX_ATTEMPTS = 5;

/**
 * A fast reminder's job: whose fast, which reminder and when it was due as planned. The worker
 * checks the fast again when it fires (reminder-jobs.ts).
 */
export interface FastReminderJob {
  kind: FastReminderKind;
  userId: string;
  fastId: string;
  /** ISO time the reminder was planned for: start + target (− 1 h). */
  fireAt: string;
}

/** A reminder planned for a moment that has already passed by this much is not sent any more. */
const STALE_MS = 60_000;

/**
 * Plans the user's fast reminders again from what is stored now: their pending reminder jobs go and
 * one job is scheduled per reminder their settings ask for. Call it whenever a fast or the settings
 * change, with the caller's transaction so both commit together; under the user's reminders lock,
 * so two calls at once leave one plan.
 */
export async function rescheduleFastReminders(db: Db, userId: string): Promise<void> {
  await withUserLock(db, "reminders", userId, async (tx) => {
    await cancelPendingJobs(tx, FAST_REMINDER_QUEUE, { userId });
    const [settings] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
    if (!settings || (!settings.atTarget && !settings.hourBefore)) return;
    const [fast] = await tx
      .select({ id: fastingSessions.id, startTime: fastingSessions.startTime, targetHours: fastingSessions.targetHours })
      .from(fastingSessions)
      .where(and(eq(fastingSessions.userId, userId), isNull(fastingSessions.endTime)));
    if (!fast) return;
    const now = Date.now();
    for (const reminder of dueReminders(fast, settings)) {
      // A start moved far back puts the target in the past: no reminder of a moment long gone.
      if (reminder.at.getTime() < now - STALE_MS) continue;
      const payload: FastReminderJob = { kind: reminder.kind, userId, fastId: fast.id, fireAt: reminder.at.toISOString() };
      await scheduleJob(tx, { queue: FAST_REMINDER_QUEUE, userId, payload, runAt: reminder.at, maxAttempts: FAST_REMINDER_MAX_ATTEMPTS });
    }
  });
}

/** The job queue of a schedule's "planned start" reminder: one pending job per user, the next start. */
export const PLANNED_START_QUEUE = "planned-start-reminder";

/** A planned start's job: whose schedule and the start it reminds of. */
export interface PlannedStartJob {
  userId: string;
  /** ISO time of the planned start, in the zone the user's device last reported. */
  fireAt: string;
}

/**
 * Plans the user's next "planned start" reminder from what is stored now: their pending one goes,
 * and the schedule's next start after `after` (default now) gets one if the switch is on. Under
 * the user's reminders lock.
 */
export async function reschedulePlannedStart(db: Db, userId: string, after = new Date()): Promise<void> {
  await withUserLock(db, "reminders", userId, async (tx) => {
    await cancelPendingJobs(tx, PLANNED_START_QUEUE, { userId });
    const [settings] = await tx
      .select({ plannedStart: reminderSettings.plannedStart })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    if (!settings?.plannedStart) return;
    const next = (await plannedStart(tx, { userId, after }))?.nextStart;
    if (!next) return;
    const payload: PlannedStartJob = { userId, fireAt: next.toISOString() };
    await scheduleJob(tx, { queue: PLANNED_START_QUEUE, userId, payload, runAt: next, maxAttempts: FAST_REMINDER_MAX_ATTEMPTS });
  });
}
