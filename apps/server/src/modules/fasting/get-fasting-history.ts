import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { FastingHistory, FastingStats } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { toFastingSession } from "./to-fasting-session";

/** Premium: every finished fast, a page at a time (newest end first), with lifetime statistics. */
export async function getFastingHistory(
  db: Db,
  { userId, limit, before }: { userId: string; limit: number; before?: string | undefined },
): Promise<FastingHistory> {
  const finished = and(eq(fastingSessions.userId, userId), isNotNull(fastingSessions.endTime));
  const rows = await db
    .select()
    .from(fastingSessions)
    .where(before ? and(finished, lt(fastingSessions.endTime, new Date(before))) : finished)
    .orderBy(desc(fastingSessions.endTime))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(toFastingSession);
  return { sessions: page, nextCursor: rows.length > limit ? page.at(-1)!.endTime : null, stats: await statistics(db, userId) };
}

/**
 * Lifetime statistics in one aggregate query, whatever the number of fasts. A fast without a
 * stored duration counts as 0 hours.
 */
async function statistics(db: Db, userId: string): Promise<FastingStats> {
  const hours = sql`coalesce(${fastingSessions.durationHours}, 0)`;
  const [row] = await db
    .select({
      totalFasts: sql<number>`count(*)::int`,
      totalHours: sql<string>`coalesce(round(sum(${hours}), 2), 0)`,
      averageHours: sql<string>`coalesce(round(avg(${hours}), 2), 0)`,
      longestHours: sql<string>`coalesce(round(max(${hours}), 2), 0)`,
      completedFasts: sql<number>`(count(*) filter (where ${hours} >= ${fastingSessions.targetHours}))::int`,
    })
    .from(fastingSessions)
    .where(and(eq(fastingSessions.userId, userId), isNotNull(fastingSessions.endTime)));
  return {
    totalFasts: Number(row?.totalFasts ?? 0),
    totalHours: Number(row?.totalHours ?? 0),
    averageHours: Number(row?.averageHours ?? 0),
    longestHours: Number(row?.longestHours ?? 0),
    completedFasts: Number(row?.completedFasts ?? 0),
  };
}
