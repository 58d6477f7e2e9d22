import { targetHours } from "@app/shared/fasting";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError, isPgError } from "../../platform/errors";
import { allowancesPerDb } from "../../platform/rate-limit";
import { rescheduleFastReminders } from "../reminders";
import { withFastsLock } from "./fast-times";
import { readActiveFast } from "./get-active-fast";
import { toFastingSession } from "./to-fasting-session";

/**
 * Fasts a user may start in an hour: a fast or two a day, and room for a few started by mistake
 * and ended at once. Each start is a row that every day view, statistic and export reads, so a
 * script alternating start and end must not add them without end.
 */
export const FASTS_STARTED_PER_HOUR = 12;

const allowances = allowancesPerDb({ start: { key: "fasting-start", limit: FASTS_STARTED_PER_HOUR, what: "fasts started" } });

function activeFastExists(): AppError {
  return new AppError("ACTIVE_FAST_EXISTS", "A fast is already in progress. End it before starting a new one.");
}

/**
 * Starts a fast now (the database's clock), with the hours it aims at read from its type once, here
 * ("Custom 36h": 36), so no statistic parses the type again. Spends one of the hour's starts only
 * for a fast that is stored: one running already is the clearer answer, checked first, and a start
 * the partial unique index refuses (a parallel start won) is taken back.
 */
export async function startFast(db: Db, { userId, fastingType }: { userId: string; fastingType: string }) {
  if (await readActiveFast(db, { userId })) throw activeFastExists();
  const row = await allowances(db).start.spend(userId, async () => {
    try {
      // Under the fasts lock, so a start waits for an edit or restore under way. It needs no
      // overlap check: it starts at the moment of its insert, after the lock (the column's default,
      // now(), is the transaction's start, before an end it waited for), and no fast ends later.
      return await withFastsLock(db, userId, async (tx) => {
        const [inserted] = await tx
          .insert(fastingSessions)
          .values({ userId, fastingType, targetHours: targetHours(fastingType), startTime: sql`statement_timestamp()` })
          .returning();
        return inserted!;
      });
    } catch (err) {
      if (isPgError(err, "23505")) throw activeFastExists();
      throw err;
    }
  });
  await rescheduleFastReminders(db, userId);
  return toFastingSession(row);
}
