import { and, eq, lt, sql } from "drizzle-orm";
import { DELETED_FAST_RESTORE_HOURS } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { deletedFastingSessions, fastingSessions } from "../../db/schema";
import { rescheduleFastReminders } from "../reminders";
import { noSuchFast } from "./edit-fast";
import { withFastsLock } from "./fast-times";
import { toFastingSession } from "./to-fasting-session";

/**
 * Deletes one of the user's fasts (running or finished) by moving its row, as it is, to
 * deleted_fasting_sessions, from where restoreFast can put it back for DELETED_FAST_RESTORE_HOURS.
 * The user's deleted fasts older than that are purged here, so the table holds no more than a
 * day's deletions of each user.
 */
export async function deleteFast(db: Db, { userId, id }: { userId: string; id: string }) {
  return withFastsLock(db, userId, async (tx) => {
    const [row] = await tx
      .delete(fastingSessions)
      .where(and(eq(fastingSessions.id, id), eq(fastingSessions.userId, userId)))
      .returning();
    if (!row) throw noSuchFast();
    await tx
      .delete(deletedFastingSessions)
      .where(
        and(
          eq(deletedFastingSessions.userId, userId),
          lt(deletedFastingSessions.deletedAt, sql`now() - make_interval(hours => ${DELETED_FAST_RESTORE_HOURS})`),
        ),
      );
    await tx.insert(deletedFastingSessions).values(row);
    await rescheduleFastReminders(tx, userId);
    return toFastingSession(row);
  });
}
