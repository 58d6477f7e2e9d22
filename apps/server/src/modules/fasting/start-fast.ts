import { targetHours } from "@app/shared/fasting";
import { isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { rateLimitsPerDb } from "../../platform/rate-limit";
import { rescheduleFastReminders } from "../reminders";
import { withFastsLock } from "./fast-times";
import { getActiveFast } from "./get-active-fast";
import { toFastingSession } from "./to-fasting-session";

/** Fasts a user may start in an hour: each start is a row every day view and statistic queries, so a script must not add them without end. */
export const FASTS_STARTED_PER_HOUR = 12;

const rateLimits = rateLimitsPerDb({ start: { key: "fasting-start", limit: FASTS_STARTED_PER_HOUR, what: "fasts started" } });

function activeFastExists(): AppError {
  return new AppError("ACTIVE_FAST_EXISTS", "A fast is already in progress. End it before starting a new one.");
}

/**
 * Starts a fast now (the database's clock), with the hours it aims at taken from its type once.
 * Under the fasts lock: of simultaneous starts (a double tap, two devices) the first stores its
 * fast and the others get a 409 not counted against the rate limit, so a double tap never waits.
 */
export async function startFast(db: Db, { userId, fastingType }: { userId: string; fastingType: string }) {
  // Most refusals (a second tap once the first has started its fast) need no transaction; the
  // check under the lock is the one that holds.
  if (await getActiveFast(db, { userId })) throw activeFastExists();
  const row = await withFastsLock(db, userId, (tx) =>
    rateLimits(db).start.consumeIn(tx, userId, async () => {
      // No overlap check: it starts at its insert, after the lock (the column's default, now(), is
      // the transaction's start, before an end it waited for), and no fast ends later.
      const [inserted] = await tx
        .insert(fastingSessions)
        .values({ userId, fastingType, targetHours: targetHours(fastingType), startTime: sql`statement_timestamp()` })
        .onConflictDoNothing({ target: fastingSessions.userId, where: isNull(fastingSessions.endTime) })
        .returning();
      if (!inserted) throw activeFastExists();
      return inserted;
    }),
  );
  await rescheduleFastReminders(db, userId);
  return toFastingSession(row);
}
