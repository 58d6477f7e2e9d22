import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { RECENT_SESSIONS_LIMIT } from "@app/shared/fasting";
import { preparedQuery, type Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { toFastingSession } from "./to-fasting-session";

/** Queried by every dashboard: prepared once per database. */
const recentFasts = preparedQuery((db) =>
  db
    .select()
    .from(fastingSessions)
    .where(and(eq(fastingSessions.userId, sql.placeholder("userId")), isNotNull(fastingSessions.endTime)))
    .orderBy(desc(fastingSessions.endTime))
    .limit(RECENT_SESSIONS_LIMIT)
    .prepare("carnitrack_recent_fasts"),
);

export async function getRecentFasts(db: Db, { userId }: { userId: string }) {
  const rows = await recentFasts(db).execute({ userId });
  return rows.map(toFastingSession);
}
