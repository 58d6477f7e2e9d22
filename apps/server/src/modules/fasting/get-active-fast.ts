import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastingSession } from "@app/shared/fasting";
import { preparedQuery, type Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { toFastingSession } from "./to-fasting-session";

const activeFast = preparedQuery((db) =>
  db
    .select()
    .from(fastingSessions)
    .where(and(eq(fastingSessions.userId, sql.placeholder("userId")), isNull(fastingSessions.endTime)))
    .orderBy(desc(fastingSessions.startTime))
    .limit(1)
    .prepare("carnitrack_active_fast"),
);

/** The newest unfinished session, queried on every call: a per-process cache could miss another process's change. */
export async function getActiveFast(db: Db, { userId }: { userId: string }): Promise<FastingSession | null> {
  const [row] = await activeFast(db).execute({ userId });
  return row ? toFastingSession(row) : null;
}
