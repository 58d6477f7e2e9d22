import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastingSession } from "@app/shared/fasting";
import { preparedQuery, type Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { TOPICS, type ChangeFeed, type NotifiedCache } from "../../platform/changes";
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

/** As long as a session is kept (auth/session-source.ts): a change elsewhere is forgotten through NOTIFY anyway. */
const ACTIVE_FAST_TTL_MS = 5_000;

// Per database, like the prepared queries: the routes reach this through `db`.
const kept = new WeakMap<Db, NotifiedCache<FastingSession | null>>();

/**
 * Keeps each user's running fast (or that there is none) in this process for a few seconds: the
 * dashboard's most frequent read, and on the embedded database the query was most of its cost
 * (PGlite parses and plans it again on every call, on the server's thread; issue 25). Forgotten
 * when the database notifies a write to the user's fasts (migration 0025). The answer holds
 * nothing that depends on the time of the read: the start, and a null end and duration.
 */
export function keepActiveFasts(db: Db, changes: ChangeFeed) {
  kept.set(db, changes.cache<FastingSession | null>(TOPICS.fasting, { ttlMs: ACTIVE_FAST_TTL_MS, maxEntries: 20_000 }));
}

/** The newest unfinished session (spec: only the latest unfinished one counts), kept or read. */
export async function getActiveFast(db: Db, { userId }: { userId: string }): Promise<FastingSession | null> {
  const cache = kept.get(db);
  const hit = cache?.get(userId);
  if (hit !== undefined) return hit;
  const readAt = cache?.generation ?? 0;
  const session = await readActiveFast(db, { userId });
  cache?.set(userId, userId, session, readAt);
  return session;
}

/** The same, always from the database: for a write's check (a start), which must not act on a kept answer. */
export async function readActiveFast(db: Db, { userId }: { userId: string }): Promise<FastingSession | null> {
  const [row] = await activeFast(db).execute({ userId });
  return row ? toFastingSession(row) : null;
}
