import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import { fastsOverlap, fastTimesProblem, overlapMessage, type MomentStyle } from "@app/shared/fasting";
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

/** duration_hours of a fast from `start` to `end` (columns or values): the elapsed hours to 2 decimals, by the database. */
export function durationHoursSql(start: Moment, end: Moment) {
  return sql`round((extract(epoch from (${moment(end)} - ${moment(start)})) / 3600)::numeric, 2)`;
}

type Moment = Date | SQL | typeof fastingSessions.startTime | typeof fastingSessions.endTime;
const moment = (m: Moment) => (m instanceof Date ? sql`${m.toISOString()}::timestamptz` : m);

/** A moment as the database compares it with our millisecond times (it stores microseconds). */
const ms = (column: typeof fastingSessions.startTime | typeof fastingSessions.endTime) => sql`date_trunc('milliseconds', ${column})`;

/**
 * The zone and language a refusal names another fast in: the device's zone the request sent (UTC
 * without one) and the first language of its Accept-Language that Intl knows (else en-US).
 */
export function momentStyleOf(acceptLanguage: string | undefined, timeZone: string | undefined): MomentStyle {
  const wanted = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim())
    .filter((tag) => tag !== "" && tag !== "*");
  let locale = "en-US";
  for (const tag of wanted) {
    try {
      const [known] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (known) {
        locale = known;
        break;
      }
    } catch {
      // Not a language tag: the next one, or the default.
    }
  }
  return { locale, timeZone: timeZone ?? "UTC" };
}

/** Refuses times an edit may not give a fast (fastTimesProblem) or that overlap another of the user's fasts. */
export async function checkFastTimes(tx: Db, fast: { userId: string; id?: string; start: Date; end: Date | null; style: MomentStyle }) {
  const problem = fastTimesProblem({ start: fast.start.getTime(), end: fast.end?.getTime() ?? null, now: Date.now() });
  if (problem) throw new AppError("VALIDATION_FAILED", problem.message);
  await refuseOverlaps(tx, fast);
}

/**
 * Refuses times that overlap another of the user's fasts: 409 START_OVERLAPS / END_OVERLAPS, by the
 * field to change, naming the other fast in `style`. Call it under withFastsLock; `id`: the fast
 * being changed. Fasts never overlap one another, so only two can: the last to start before
 * `start` and the first to start at or after it.
 */
export async function refuseOverlaps(
  tx: Db,
  { userId, id, start, end, style }: { userId: string; id?: string; start: Date; end: Date | null; style: MomentStyle },
) {
  const others = and(eq(fastingSessions.userId, userId), id === undefined ? undefined : ne(fastingSessions.id, id));
  const neighbour = async (side: SQL | undefined, order: SQL) => {
    const [row] = await tx
      .select({ fastingType: fastingSessions.fastingType, start: fastingSessions.startTime, end: fastingSessions.endTime })
      .from(fastingSessions)
      .where(and(others, side))
      .orderBy(order)
      .limit(1);
    return row && { fastingType: row.fastingType, start: row.start.getTime(), end: row.end?.getTime() ?? null };
  };
  const refuse = (other: { fastingType: string; start: number; end: number | null }, field: "startTime" | "endTime") =>
    new AppError(field === "startTime" ? "START_OVERLAPS" : "END_OVERLAPS", overlapMessage(other, field, style));
  const self = { start: start.getTime(), end: end?.getTime() ?? null };
  const before = await neighbour(lt(ms(fastingSessions.startTime), start), desc(fastingSessions.startTime));
  if (before && fastsOverlap(before, self)) throw refuse(before, "startTime");
  const after = await neighbour(gte(ms(fastingSessions.startTime), start), asc(fastingSessions.startTime));
  // A running fast has no end to move: only its start can make room.
  if (after && fastsOverlap(after, self)) throw refuse(after, end ? "endTime" : "startTime");
}
