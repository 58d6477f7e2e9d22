import { FAST_EDITS_PER_HOUR, type MomentStyle } from "@app/shared/fasting";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { rateLimitsPerDb } from "../../platform/rate-limit";
import { rescheduleFastReminders } from "../reminders";
import { checkFastTimes, durationHoursSql, withFastsLock } from "./fast-times";
import { toFastingSession } from "./to-fasting-session";

export const noSuchFast = () => new AppError("NOT_FOUND", "There is no such fast.");

/**
 * Edits and restores of fasts and past fasts added, one hourly rate limit: each is a person fixing
 * their history, and the first two plan the reminders again.
 */
export const fastEditRateLimit = rateLimitsPerDb({ edit: { key: "fasting-edit", limit: FAST_EDITS_PER_HOUR, what: "fast edits" } });

/**
 * Moves a fast's start (the running fast or a finished one) and/or its end (a finished one; the
 * running fast ends through endFast), within the rules of fastTimesProblem and without overlapping
 * the user's other fasts (a refusal names the fast in the way, in `style`). Another user's fast is
 * "not found", as one that does not exist. Only an edit that is stored counts against the rate limit.
 */
export async function editFast(
  db: Db,
  { userId, id, startTime, endTime, style }: { userId: string; id: string; startTime?: Date; endTime?: Date; style: MomentStyle },
) {
  return withFastsLock(db, userId, (tx) =>
    fastEditRateLimit(db).edit.consumeIn(tx, userId, async () => {
      const mine = and(eq(fastingSessions.id, id), eq(fastingSessions.userId, userId));
      const [row] = await tx.select().from(fastingSessions).where(mine);
      if (!row) throw noSuchFast();
      if (!row.endTime && endTime) {
        throw new AppError("VALIDATION_FAILED", "This fast is still running: end it with End at… instead of giving it an end here.");
      }
      const start = startTime ?? row.startTime;
      const end = endTime ?? row.endTime;
      await checkFastTimes(tx, { userId, id, start, end, style });
      const startValue = startTime ?? fastingSessions.startTime;
      const [updated] = await tx
        .update(fastingSessions)
        .set({
          ...(startTime && { startTime }),
          ...(endTime && { endTime }),
          ...(end && { durationHours: durationHoursSql(startValue, endTime ?? fastingSessions.endTime) }),
        })
        .where(mine)
        .returning();
      // A running fast's new start moves its reminders.
      await rescheduleFastReminders(tx, userId);
      return toFastingSession(updated!);
    }),
  );
}
