import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { rescheduleFastReminders } from "../reminders";
import { durationHoursSql, withFastsLock } from "./fast-times";
import { toFastingSession } from "./to-fasting-session";

/**
 * Ends the active fast in one statement, so concurrent ends cannot both win. `endTime` (the time of
 * the meal that broke the fast, or "End at…") defaults to now; it can't be before the start or in
 * the future. It is not held to the 7 days of an edit: it only ever shortens a fast that has run.
 */
export async function endFast(db: Db, { userId, endTime }: { userId: string; endTime?: Date }) {
  return withFastsLock(db, userId, (tx) => endLocked(tx, { userId, ...(endTime && { endTime }) }));
}

async function endLocked(db: Db, { userId, endTime }: { userId: string; endTime?: Date }) {
  if (endTime && endTime.getTime() > Date.now()) throw new AppError("VALIDATION_FAILED", "endTime can't be in the future.");
  // The client knows the start to the millisecond, the database to the microsecond: an end at the
  // start it was told is the start, not a moment before it.
  // Without a time, the statement's own moment: now() is the transaction's start, taken before it
  // waited for the lock, and a start committed while it waited would begin after that end.
  const end = endTime ? sql`greatest(${endTime.toISOString()}::timestamptz, ${fastingSessions.startTime})` : sql`statement_timestamp()`;
  const [row] = await db
    .update(fastingSessions)
    .set({
      endTime: end,
      durationHours: durationHoursSql(fastingSessions.startTime, end),
    })
    .where(
      and(
        eq(fastingSessions.userId, userId),
        isNull(fastingSessions.endTime),
        ...(endTime ? [lte(sql`date_trunc('milliseconds', ${fastingSessions.startTime})`, endTime)] : []),
      ),
    )
    .returning();
  if (row) {
    await rescheduleFastReminders(db, userId);
    return toFastingSession(row);
  }
  if (endTime) {
    const [active] = await db
      .select({ id: fastingSessions.id })
      .from(fastingSessions)
      .where(and(eq(fastingSessions.userId, userId), isNull(fastingSessions.endTime)));
    if (active) throw new AppError("VALIDATION_FAILED", "endTime can't be before the fast started.");
  }
  throw new AppError("NO_ACTIVE_FAST", "There is no fast in progress to end.");
}
