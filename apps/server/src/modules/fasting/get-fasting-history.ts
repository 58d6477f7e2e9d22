import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import { targetHours, type FastingHistory, type FastingStats } from "@app/shared";
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
  const all = await db
    .select({ fastingType: fastingSessions.fastingType, durationHours: fastingSessions.durationHours })
    .from(fastingSessions)
    .where(finished);
  return { sessions: page, nextCursor: rows.length > limit ? page.at(-1)!.endTime : null, stats: statistics(all) };
}

function statistics(rows: { fastingType: string; durationHours: number | null }[]): FastingStats {
  const durations = rows.map((r) => Number(r.durationHours ?? 0));
  const total = durations.reduce((a, b) => a + b, 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    totalFasts: rows.length,
    totalHours: round(total),
    averageHours: rows.length ? round(total / rows.length) : 0,
    longestHours: round(Math.max(0, ...durations)),
    completedFasts: rows.filter((r) => Number(r.durationHours ?? 0) >= targetHours(r.fastingType)).length,
  };
}
