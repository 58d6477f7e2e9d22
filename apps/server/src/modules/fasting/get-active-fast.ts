import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { toFastingSession } from "./to-fasting-session";

/** The newest unfinished session (spec: only the latest unfinished one counts). */
export async function getActiveFast(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .select()
    .from(fastingSessions)
    .where(and(eq(fastingSessions.userId, userId), isNull(fastingSessions.endTime)))
    .orderBy(desc(fastingSessions.startTime))
    .limit(1);
  return row ? toFastingSession(row) : null;
}
