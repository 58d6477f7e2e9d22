import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { REMINDER_KINDS, reminderDueAt, reminderMessage, reminderWanted } from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { fastingSessions, pushSubscriptions } from "../../db/schema";
import type { JobQueue } from "../../platform/jobs";
import type { Logger } from "../../platform/logger";
import type { PushTarget, SendPush } from "./push-sender";
import { getReminderSettings } from "./reminder-settings";
import { FAST_REMINDER_MAX_ATTEMPTS, FAST_REMINDER_QUEUE, rescheduleFastReminders, type FastReminderJob } from "./schedule";

const payloadSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  userId: z.string().min(1),
  fastId: z.uuid(),
  fireAt: z.iso.datetime(),
});

const HOUR_S = 3600;

/** What a fired reminder job did (the tests read it through the log; the worker ignores it). */
export type FireOutcome = "sent" | "no-subscription" | "fast-over" | "turned-off" | "moved" | "too-late";

/**
 * Defines the job that sends a fast's reminder. When it fires it reads the fast as it is now, since
 * the fast may have changed since the job was planned: nothing for a fast that ended or was deleted
 * or for a reminder turned off; a fast whose start or target moved gets its reminders planned again
 * (the job's time no longer matches) instead of a reminder at the wrong time.
 */
export function defineReminderJobs(jobs: JobQueue, { db, sendPush, logger }: { db: Db; sendPush: SendPush; logger: Logger }) {
  return jobs.define<FastReminderJob>(
    FAST_REMINDER_QUEUE,
    async (raw) => {
      const parsed = payloadSchema.safeParse(raw);
      if (!parsed.success) {
        logger.warn({ payload: raw }, "dropped a malformed reminder job");
        return;
      }
      const outcome = await fireFastReminder(db, sendPush, parsed.data);
      logger.info({ kind: parsed.data.kind, fast: parsed.data.fastId, outcome }, "fast reminder");
    },
    { maxAttempts: FAST_REMINDER_MAX_ATTEMPTS },
  );
}

async function fireFastReminder(db: Db, sendPush: SendPush, job: FastReminderJob): Promise<FireOutcome> {
  const [fast] = await db
    .select({
      id: fastingSessions.id,
      startTime: fastingSessions.startTime,
      endTime: fastingSessions.endTime,
      targetHours: fastingSessions.targetHours,
    })
    .from(fastingSessions)
    .where(and(eq(fastingSessions.id, job.fastId), eq(fastingSessions.userId, job.userId)));
  if (!fast || fast.endTime) return "fast-over";
  if (!reminderWanted(job.kind, await getReminderSettings(db, { userId: job.userId }))) return "turned-off";
  const due = reminderDueAt(job.kind, fast);
  if (!due || due.getTime() !== Date.parse(job.fireAt)) {
    await rescheduleFastReminders(db, job.userId);
    return "moved";
  }
  const target = reminderDueAt("target", fast)!.getTime();
  // "One hour to go" after the target is wrong; "target reached" stays true however late it comes.
  if (job.kind === "hour-before" && Date.now() >= target) return "too-late";

  const targets: Array<PushTarget & { id: string }> = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, job.userId));
  if (targets.length === 0) return "no-subscription";
  const message = {
    payload: reminderMessage(job.kind, job.fastId),
    // Held for an offline browser until it no longer helps: the hour before, or half a day after the target.
    ttlSeconds: job.kind === "hour-before" ? Math.max(60, Math.round((target - Date.now()) / 1000)) : 12 * HOUR_S,
  };
  const results = await Promise.allSettled(targets.map((t) => sendPush(t, message)));
  const gone = targets.filter((_, i) => {
    const r = results[i]!;
    return r.status === "fulfilled" && r.value === "gone";
  });
  for (const t of gone) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, t.id));
  // Retry only when no browser got it: a retry sends to all, and a reminder twice is worse than a late one.
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failures.length > 0 && !results.some((r) => r.status === "fulfilled" && r.value === "sent")) {
    throw failures[0]!.reason instanceof Error ? failures[0]!.reason : new Error(String(failures[0]!.reason));
  }
  return results.some((r) => r.status === "fulfilled" && r.value === "sent") ? "sent" : "no-subscription";
}
