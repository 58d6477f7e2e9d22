import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { targetHours } from "@app/shared/fasting";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError, isPgError } from "../../platform/errors";
import { tooManyError } from "../../platform/rate-limit";
import { withUserLock } from "../../platform/user-lock";
import { toFastingSession } from "./to-fasting-session";

/**
 * Fasts a user may start in an hour: a fast or two a day, and room for a few started by mistake
 * and ended at once. Each start is a row that every day view, statistic and export reads, so a
 * script alternating start and end must not add them without end. Counted from the stored fasts
 * themselves: a start refused because one is running costs nothing.
 */
export const FASTS_STARTED_PER_HOUR = 12;

/**
 * Starts a fast now (the database's clock), with the hours it aims at read from its type once, here
 * ("Custom 36h": 36), so no statistic parses the type again. The hour's starts are counted and the
 * fast added under the user's lock, so parallel starts (and ends between them) cannot pass the count
 * together on any process; the partial unique index refuses a second active one.
 */
export async function startFast(db: Db, { userId, fastingType }: { userId: string; fastingType: string }) {
  const lastHour = gt(fastingSessions.startTime, sql`now() - interval '1 hour'`);
  try {
    const row = await withUserLock(db, "fasts", userId, async (tx) => {
      const [recent] = await tx
        .select({
          started: sql<number>`(count(*) filter (where ${lastHour}))::int`,
          oldestEpoch: sql<number | null>`extract(epoch from min(${fastingSessions.startTime}) filter (where ${lastHour}))::float8`,
          running: sql<number>`(count(*) filter (where ${isNull(fastingSessions.endTime)}))::int`,
        })
        .from(fastingSessions)
        .where(and(eq(fastingSessions.userId, userId), or(lastHour, isNull(fastingSessions.endTime))));
      // One running is the clearer answer; the insert below says so.
      if (recent && !Number(recent.running) && Number(recent.started) >= FASTS_STARTED_PER_HOUR && recent.oldestEpoch !== null) {
        throw tooManyError(new Date(Number(recent.oldestEpoch) * 1000 + 3600_000), "fasts started");
      }
      const [inserted] = await tx
        .insert(fastingSessions)
        .values({ userId, fastingType, targetHours: targetHours(fastingType) })
        .returning();
      return inserted!;
    });
    return toFastingSession(row);
  } catch (err) {
    if (isPgError(err, "23505")) {
      throw new AppError("ACTIVE_FAST_EXISTS", "A fast is already in progress. End it before starting a new one.");
    }
    throw err;
  }
}
