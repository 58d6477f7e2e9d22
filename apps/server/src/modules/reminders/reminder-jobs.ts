import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { SCHEDULE_LATE_MS } from "@app/shared/fasting";
import {
  FAST_REMINDER_KINDS,
  plannedStartMessage,
  reminderDueAt,
  reminderMessage,
  reminderWanted,
  type ReminderMessage,
} from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { fastingSessions, pushSubscriptions, sessions } from "../../db/schema";
import type { JobQueue } from "../../platform/jobs";
import type { Logger } from "../../platform/logger";
import type { PushTarget, SendPush } from "./push-sender";
import { getReminderSettings } from "./reminder-settings";
import { plannedStart } from "./planned-start";
import {
  FAST_REMINDER_MAX_ATTEMPTS,
  FAST_REMINDER_QUEUE,
  PLANNED_START_QUEUE,
  rescheduleFastReminders,
  reschedulePlannedStart,
  type FastReminderJob,
  type PlannedStartJob,
} from "./schedule";

const payloadSchema = z.object({
  kind: z.enum(FAST_REMINDER_KINDS),
  userId: z.string().min(1),
  fastId: z.uuid(),
  fireAt: z.iso.datetime(),
});

const plannedStartPayloadSchema = z.object({ userId: z.string().min(1), fireAt: z.iso.datetime() });

const HOUR_S = 3600;

/** What a fired reminder job did (the tests read it through the log; the worker ignores it). */
export type FireOutcome = "sent" | "no-subscription" | "fast-over" | "turned-off" | "moved" | "too-late" | "no-schedule" | "fasting";

/**
 * Defines the reminder jobs: a running fast's (target, hour before) and a schedule's planned start.
 * Each reads what it reminds of as it is now when it fires, since it may have changed since the job
 * was planned: nothing for a fast that ended or was deleted or for a reminder turned off; a fast or
 * plan whose time moved gets its reminders planned again instead of a reminder at the wrong time.
 */
export function defineReminderJobs(jobs: JobQueue, { db, sendPush, logger }: { db: Db; sendPush: SendPush; logger: Logger }) {
  /** A queue whose payload is checked before it fires; what it did is logged. */
  function define<P>(queue: string, schema: z.ZodType<P>, fire: (job: P) => Promise<FireOutcome>, about: (job: P) => object, what: string) {
    jobs.define<P>(
      queue,
      async (raw) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          logger.warn({ payload: raw }, `dropped a malformed ${what} job`);
          return;
        }
        const outcome = await fire(parsed.data);
        logger.info({ ...about(parsed.data), outcome }, what);
      },
      { maxAttempts: FAST_REMINDER_MAX_ATTEMPTS },
    );
  }
  define<PlannedStartJob>(
    PLANNED_START_QUEUE,
    plannedStartPayloadSchema,
    (job) => firePlannedStart(db, sendPush, job),
    (job) => ({ kind: "planned-start", at: job.fireAt }),
    "planned start reminder",
  );
  define<FastReminderJob>(
    FAST_REMINDER_QUEUE,
    payloadSchema,
    (job) => fireFastReminder(db, sendPush, job),
    (job) => ({ kind: job.kind, fast: job.fastId }),
    "fast reminder",
  );
}

/**
 * Reminds of a planned start, reading the schedule as it is now: nothing when the switch is off or
 * the schedule gone, and the start planned again when the schedule or its zone moved it. The next
 * start is planned before this one is sent, so a failed send (retried) never ends the chain; and no
 * reminder to start a fast that is already running.
 */
async function firePlannedStart(db: Db, sendPush: SendPush, job: PlannedStartJob): Promise<FireOutcome> {
  if (!reminderWanted("planned-start", await getReminderSettings(db, { userId: job.userId }))) return "turned-off";
  const fireAt = new Date(job.fireAt);
  const planned = await plannedStart(db, { userId: job.userId, after: new Date(fireAt.getTime() - 1) });
  if (!planned) return "no-schedule";
  if (planned.nextStart?.getTime() !== fireAt.getTime()) {
    await reschedulePlannedStart(db, job.userId);
    return "moved";
  }
  await reschedulePlannedStart(db, job.userId, new Date(Math.max(Date.now(), fireAt.getTime())));
  // The dashboard offers "Start now" until SCHEDULE_LATE_MS after the start: later, the reminder is stale.
  const late = Date.now() - fireAt.getTime();
  if (late >= SCHEDULE_LATE_MS) return "too-late";
  const [running] = await db
    .select({ id: fastingSessions.id })
    .from(fastingSessions)
    .where(and(eq(fastingSessions.userId, job.userId), isNull(fastingSessions.endTime)));
  if (running) return "fasting";
  return sendToUser(db, sendPush, job.userId, {
    payload: plannedStartMessage(planned.schedule, fireAt),
    ttlSeconds: Math.max(60, Math.round((SCHEDULE_LATE_MS - late) / 1000)),
  });
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

  return sendToUser(db, sendPush, job.userId, {
    payload: reminderMessage(job.kind, job.fastId),
    // Held for an offline browser until it no longer helps: the hour before, or half a day after the target.
    ttlSeconds: job.kind === "hour-before" ? Math.max(60, Math.round((target - Date.now()) / 1000)) : 12 * HOUR_S,
  });
}

/**
 * Pushes a message to every browser the user subscribed while signed in there and is still signed
 * in on; drops the subscriptions their push service says are gone. Throws (the job is retried)
 * only when no browser got it: a retry sends to all, and a reminder twice is worse than a late one.
 */
async function sendToUser(
  db: Db,
  sendPush: SendPush,
  userId: string,
  message: { payload: ReminderMessage; ttlSeconds: number },
): Promise<FireOutcome> {
  // A sign-out deletes the session and its subscriptions with it; a session that merely ran out
  // stays in its table, and a browser nobody is signed in on any more must not hear of the user's
  // fasts: its subscriptions go now.
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      inArray(
        pushSubscriptions.sessionId,
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`))),
      ),
    ),
  );
  const targets: Array<PushTarget & { id: string }> = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    // The join holds on its own: a session expiring between the two statements is not pushed to.
    .innerJoin(sessions, and(eq(sessions.id, pushSubscriptions.sessionId), eq(sessions.userId, userId)))
    .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
  if (targets.length === 0) return "no-subscription";
  const results = await Promise.allSettled(targets.map((t) => sendPush(t, message)));
  const gone = targets.filter((_, i) => {
    const r = results[i]!;
    return r.status === "fulfilled" && r.value === "gone";
  });
  for (const t of gone) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, t.id));
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failures.length > 0 && !results.some((r) => r.status === "fulfilled" && r.value === "sent")) {
    throw failures[0]!.reason instanceof Error ? failures[0]!.reason : new Error(String(failures[0]!.reason));
  }
  return results.some((r) => r.status === "fulfilled" && r.value === "sent") ? "sent" : "no-subscription";
}
