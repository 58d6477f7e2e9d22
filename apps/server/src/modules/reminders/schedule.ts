import { and, eq, isNull } from "drizzle-orm";
import { dueReminders, type ReminderKind } from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { fastingSessions, reminderSettings } from "../../db/schema";
import { cancelPendingJobs, scheduleJob } from "../../platform/jobs";
import { withUserLock } from "../../platform/user-lock";

/** The job queue of a running fast's reminders (defined in reminder-jobs.ts). */
export const FAST_REMINDER_QUEUE = "fast-reminder";
export const FAST_REMINDER_MAX_ATTEMPTS = 5;

/**
 * A fast reminder's job: whose fast, which reminder and when it was due as planned. The worker
 * checks the fast again when it fires (reminder-jobs.ts). A scheduled fast's "planned start" will
 * be another kind in its own payload (plan id and the planned moment).
 */
export interface FastReminderJob {
  kind: ReminderKind;
  userId: string;
  fastId: string;
  /** ISO time the reminder was planned for: start + target (− 1 h). */
  fireAt: string;
}

/** A reminder planned for a moment that has already passed by this much is not sent any more. */
const STALE_MS = 60_000;

/**
 * Plans the user's fast reminders again from what is stored now: their pending reminder jobs go and
 * one job is scheduled per reminder their settings ask for, at the running fast's start + target
 * (− 1 h). Call it whenever a fast starts, ends, is deleted or has its start or target changed, and
 * when the settings change. Takes a transaction (the caller's change and the plan commit together)
 * or the database; under the user's reminders lock, so two calls at once leave one plan.
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
      await scheduleJob(tx, { queue: FAST_REMINDER_QUEUE, payload, runAt: reminder.at, maxAttempts: FAST_REMINDER_MAX_ATTEMPTS });
    }
  });
}
