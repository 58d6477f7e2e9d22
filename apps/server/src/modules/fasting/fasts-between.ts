import { sql, type Placeholder } from "drizzle-orm";
import { fastingSessions } from "../../db/schema";
import { FASTS_STARTED_PER_HOUR } from "./start-fast";

const HOUR_MS = 3600_000;

type Param = string | number | Placeholder;

/**
 * The most fasts that can overlap [start, end): those started within it (at most
 * FASTS_STARTED_PER_HOUR in each hourly window, and d hours meet at most ceil(d + 1) windows) and
 * the one running at its start. The LIMIT of the query, whatever is stored.
 */
export function fastsOverlapMax(start: Date, end: Date): number {
  return FASTS_STARTED_PER_HOUR * Math.ceil(Math.max(0, end.getTime() - start.getTime()) / HOUR_MS + 1) + 1;
}

/**
 * The user's fasts that overlap [start, end), oldest first (end null: still running), as a column
 * of another module's query. Queried newest first, so that if more were ever stored than `limit`,
 * the ones cut are the oldest.
 */
export function fastsBetweenField({ userId, start, end, limit }: { userId: Param; start: Param; end: Param; limit: Param }) {
  return sql`(select coalesce(json_agg(json_build_array(f.start_time::text, f.end_time::text) order by f.start_time, f.id), '[]'::json)
    from (select ${fastingSessions.startTime} as start_time, ${fastingSessions.endTime} as end_time, ${fastingSessions.id} as id
      from ${fastingSessions}
      where ${fastingSessions.userId} = ${userId} and ${fastingSessions.startTime} < ${end}
        and (${fastingSessions.endTime} is null or ${fastingSessions.endTime} > ${start})
      order by ${fastingSessions.startTime} desc, ${fastingSessions.id} desc
      limit ${limit}) f)`.mapWith((rows: [string, string | null][]) =>
    rows.map(([from, to]) => ({ start: new Date(from).toISOString(), end: to === null ? null : new Date(to).toISOString() })),
  );
}
