import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { FASTS_STARTED_PER_HOUR } from "./start-fast";

const HOUR_MS = 3600_000;

/**
 * The most fasts that can overlap [start, end): fasts never overlap one another, so it is those
 * started within it and the one running at its start. Starts are an hourly allowance (at most
 * FASTS_STARTED_PER_HOUR in each window of an hour, one window after another), and a span of d
 * hours meets at most ceil(d + 1) windows. The LIMIT of the read, so no request reads more,
 * whatever is stored.
 */
export function fastsOverlapMax(start: Date, end: Date): number {
  return FASTS_STARTED_PER_HOUR * Math.ceil(Math.max(0, end.getTime() - start.getTime()) / HOUR_MS + 1) + 1;
}

/**
 * The user's fasts that overlap [start, end), oldest first (end null: still running). Read newest
 * first, so that if more were ever stored than the LIMIT, the ones cut are the oldest.
 */
/** Read with every food day: prepared once per database (db/client.ts). */
const overlapping = preparedQuery((db) =>
  db
    .select({ start: fastingSessions.startTime, end: fastingSessions.endTime })
    .from(fastingSessions)
    .where(
      and(
        eq(fastingSessions.userId, sql.placeholder("userId")),
        lt(fastingSessions.startTime, sql.placeholder("end")),
        or(isNull(fastingSessions.endTime), gt(fastingSessions.endTime, sql.placeholder("start"))),
      ),
    )
    .orderBy(desc(fastingSessions.startTime), desc(fastingSessions.id))
    .limit(sql.placeholder("limit"))
    .prepare("carnitrack_fasts_between"),
);

export async function fastsBetween(db: Db, { userId, start, end }: { userId: string; start: Date; end: Date }) {
  const rows = await overlapping(db).execute({
    userId,
    start: start.toISOString(),
    end: end.toISOString(),
    limit: fastsOverlapMax(start, end),
  });
  return rows.reverse().map((r) => ({ start: r.start.toISOString(), end: r.end ? r.end.toISOString() : null }));
}
