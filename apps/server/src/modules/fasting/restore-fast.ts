import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { DELETED_FAST_RESTORE_HOURS, type MomentStyle } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { deletedFastingSessions, fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { rescheduleFastReminders } from "../reminders";
import { fastEditRateLimit } from "./edit-fast";
import { refuseOverlaps, withFastsLock } from "./fast-times";
import { toFastingSession } from "./to-fasting-session";

/**
 * "Undo" of a delete: puts the deleted fast back as it was, if it was deleted within
 * DELETED_FAST_RESTORE_HOURS and still fits among the user's fasts (409 otherwise). A running fast
 * comes back running, unless another fast runs now. It counts against the edits' rate limit.
 */
export async function restoreFast(db: Db, { userId, id, style }: { userId: string; id: string; style: MomentStyle }) {
  return withFastsLock(db, userId, (tx) =>
    fastEditRateLimit(db).edit.consumeIn(tx, userId, async () => {
      const mine = and(eq(deletedFastingSessions.id, id), eq(deletedFastingSessions.userId, userId));
      const [row] = await tx
        .select()
        .from(deletedFastingSessions)
        .where(and(mine, gte(deletedFastingSessions.deletedAt, sql`now() - make_interval(hours => ${DELETED_FAST_RESTORE_HOURS})`)));
      if (!row) throw new AppError("NOT_FOUND", "There is no deleted fast to restore.");
      const { deletedAt: _deletedAt, ...fast } = row;
      if (!fast.endTime) {
        const [running] = await tx
          .select({ id: fastingSessions.id })
          .from(fastingSessions)
          .where(and(eq(fastingSessions.userId, userId), isNull(fastingSessions.endTime)));
        if (running) throw new AppError("ACTIVE_FAST_EXISTS", "Another fast is running now. End it before restoring this one.");
      }
      // Not held to an edit's rules: it was a fast of theirs as it is.
      await refuseOverlaps(tx, { userId, id, start: fast.startTime, end: fast.endTime, style });
      const [restored] = await tx.insert(fastingSessions).values(fast).returning();
      await tx.delete(deletedFastingSessions).where(mine);
      await rescheduleFastReminders(tx, userId);
      return toFastingSession(restored!);
    }),
  );
}
