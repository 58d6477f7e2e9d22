import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import { FAST_TIME_MESSAGES, fastsOverlap, fastTimesProblem } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";

/**
 * Every change to a user's fasts (start, end, edit, delete, restore) takes its turn under one lock
 * per user, on every server process sharing the database: the neighbours an edit checked for
 * overlaps are still its neighbours when it writes. An advisory lock, because it works the same on
 * PGlite and PostgreSQL (an exclusion constraint would need btree_gist on both).
 */
export function withFastsLock<T>(db: Db, userId: string, change: (tx: Db) => Promise<T>): Promise<T> {
  return withUserLock(db, "fasts", userId, change);
}

/**
 * duration_hours of a fast from `start` to `end` (columns or values): the elapsed hours rounded to
 * 2 decimals (spec section 4), computed by the database to the microsecond. The one formula every
 * end and edit stores.
 */
export function durationHoursSql(start: Moment, end: Moment) {
  return sql`round((extract(epoch from (${moment(end)} - ${moment(start)})) / 3600)::numeric, 2)`;
}

type Moment = Date | SQL | typeof fastingSessions.startTime | typeof fastingSessions.endTime;
const moment = (m: Moment) => (m instanceof Date ? sql`${m.toISOString()}::timestamptz` : m);

/** A moment as the database compares it with our millisecond times (it stores microseconds). */
const ms = (column: typeof fastingSessions.startTime | typeof fastingSessions.endTime) => sql`date_trunc('milliseconds', ${column})`;

/** Refuses times an edit may not give a fast (fastTimesProblem) or that overlap another of the user's fasts. */
export async function checkFastTimes(tx: Db, fast: { userId: string; id: string; start: Date; end: Date | null }) {
  const problem = fastTimesProblem({ start: fast.start.getTime(), end: fast.end?.getTime() ?? null, now: Date.now() });
  if (problem) throw new AppError("VALIDATION_FAILED", problem.message);
  await refuseOverlaps(tx, fast);
}

/**
 * Refuses times that overlap another of the user's fasts: 409 START_OVERLAPS / END_OVERLAPS, by
 * the side the other fast is on. Call it under withFastsLock. Fasts never overlap one another, so
 * only two can: the last to start before `start` (it has the latest end of those) and the first to
 * start at or after it.
 */
export async function refuseOverlaps(tx: Db, { userId, id, start, end }: { userId: string; id: string; start: Date; end: Date | null }) {
  const others = and(eq(fastingSessions.userId, userId), ne(fastingSessions.id, id));
  const neighbour = async (side: SQL | undefined, order: SQL) => {
    const [row] = await tx
      .select({ start: fastingSessions.startTime, end: fastingSessions.endTime })
      .from(fastingSessions)
      .where(and(others, side))
      .orderBy(order)
      .limit(1);
    return row && { start: row.start.getTime(), end: row.end?.getTime() ?? null };
  };
  const self = { start: start.getTime(), end: end?.getTime() ?? null };
  const before = await neighbour(lt(ms(fastingSessions.startTime), start), desc(fastingSessions.startTime));
  if (before && fastsOverlap(before, self)) throw new AppError("START_OVERLAPS", FAST_TIME_MESSAGES.startOverlaps);
  const after = await neighbour(gte(ms(fastingSessions.startTime), start), asc(fastingSessions.startTime));
  // A running fast has no end to move: only its start can make room.
  if (after && fastsOverlap(after, self)) {
    throw end
      ? new AppError("END_OVERLAPS", FAST_TIME_MESSAGES.endOverlaps)
      : new AppError("START_OVERLAPS", FAST_TIME_MESSAGES.startOverlaps);
  }
}
