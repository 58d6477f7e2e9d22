import { and, desc, eq, isNotNull } from "drizzle-orm";
import { RECENT_SESSIONS_LIMIT } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { toFastingSession } from "./to-fasting-session";

export async function getRecentFasts(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .select()
    .from(fastingSessions)
    .where(and(eq(fastingSessions.userId, userId), isNotNull(fastingSessions.endTime)))
    .orderBy(desc(fastingSessions.endTime))
    .limit(RECENT_SESSIONS_LIMIT);
  return rows.map(toFastingSession);
}
