import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { rescheduleFastReminders } from "../reminders";
import { toFastingSession } from "./to-fasting-session";

/**
 * Ends the active fast in one statement, so concurrent ends cannot both win: the second finds no
 * unfinished row and the first end_time stays. `endTime` (e.g. the time of the meal that broke the
 * fast) defaults to now; it can't be before the start or in the future.
 */
export async function endFast(db: Db, { userId, endTime }: { userId: string; endTime?: Date }) {
  if (endTime && endTime.getTime() > Date.now()) throw new AppError("VALIDATION_FAILED", "endTime can't be in the future.");
  // The client knows the start to the millisecond, the database to the microsecond: an end at the
  // start it was told is the start, not a moment before it.
  const end = endTime ? sql`greatest(${endTime.toISOString()}::timestamptz, ${fastingSessions.startTime})` : sql`now()`;
  const [row] = await db
    .update(fastingSessions)
    .set({
      endTime: end,
      durationHours: sql`round((extract(epoch from (${end} - ${fastingSessions.startTime})) / 3600)::numeric, 2)`,
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
