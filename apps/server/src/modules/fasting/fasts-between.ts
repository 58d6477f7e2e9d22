import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";

/** The user's fasts that overlap [start, end), oldest first (end null: still running). */
export async function fastsBetween(db: Db, { userId, start, end }: { userId: string; start: Date; end: Date }) {
  const rows = await db
    .select({ start: fastingSessions.startTime, end: fastingSessions.endTime })
    .from(fastingSessions)
    .where(
      and(
        eq(fastingSessions.userId, userId),
        lt(fastingSessions.startTime, end),
        or(isNull(fastingSessions.endTime), gt(fastingSessions.endTime, start)),
      ),
    )
    .orderBy(asc(fastingSessions.startTime));
  return rows.map((r) => ({ start: r.start.toISOString(), end: r.end ? r.end.toISOString() : null }));
}
