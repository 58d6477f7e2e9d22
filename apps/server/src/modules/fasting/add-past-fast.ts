import { targetHours, type MomentStyle } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { fastEditRateLimit } from "./edit-fast";
import { checkFastTimes, durationHoursSql, withFastsLock } from "./fast-times";
import { toFastingSession } from "./to-fasting-session";

/**
 * "Add a past fast": a fast the user did without the timer, over already. Held to the rules of an
 * edit and, under the fasts lock, to not overlapping any of the user's fasts; a refusal names the
 * fast in the way in `style`. It ended before now, so the running fast's reminders do not move.
 */
export async function addPastFast(
  db: Db,
  { userId, fastingType, start, end, style }: { userId: string; fastingType: string; start: Date; end: Date; style: MomentStyle },
) {
  return withFastsLock(db, userId, (tx) =>
    fastEditRateLimit(db).edit.consumeIn(tx, userId, async () => {
      await checkFastTimes(tx, { userId, start, end, style });
      const [inserted] = await tx
        .insert(fastingSessions)
        .values({
          userId,
          fastingType,
          targetHours: targetHours(fastingType),
          startTime: start,
          endTime: end,
          durationHours: durationHoursSql(start, end),
        })
        .returning();
      return toFastingSession(inserted!);
    }),
  );
}
