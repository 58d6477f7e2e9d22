import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { toFastingSession } from "./to-fasting-session";

/**
 * Ends the active fast in one statement, so concurrent ends cannot both win: the second finds no
 * unfinished row and the first end_time stays.
 */
export async function endFast(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .update(fastingSessions)
    .set({
      endTime: sql`now()`,
      durationHours: sql`round((extract(epoch from (now() - ${fastingSessions.startTime})) / 3600)::numeric, 2)`,
    })
    .where(and(eq(fastingSessions.userId, userId), isNull(fastingSessions.endTime)))
    .returning();
  if (!row) throw new AppError("NO_ACTIVE_FAST", "There is no fast in progress to end.");
  return toFastingSession(row);
}
