import { sql } from "drizzle-orm";
import { COPY_INTO_FUTURE_MESSAGE, LOG_CLOCK_SKEW_MS } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import { dayBounds } from "./food-day";
import { logRateLimits } from "./log-rate-limit";
import { assertRoom } from "./log-room";

/** Whether a local day is after today in its time zone: nothing in it has been eaten yet. */
async function isAfterToday(db: Db, date: string, tz: string): Promise<boolean> {
  const [row] = rowsOf<{ later: boolean }>(await db.execute(sql`select ${date}::date > (now() at time zone ${tz})::date as "later"`));
  return row!.later;
}

/**
 * Copies a day's entries to another day, at the same local times of day, all or nothing. Meals
 * are logged once eaten, so the day copied to is today at the latest (409 after it), and entries
 * that would land after now are left out: today's breakfast is copied at noon, its dinner not yet.
 * Returns how many were copied.
 */
export async function copyDay(db: Db, { userId, from, to, tz }: { userId: string; from: string; to: string; tz: string }): Promise<number> {
  if (from === to) throw new AppError("VALIDATION_FAILED", "Choose another day to copy to.");
  return logRateLimits(db).copyDay.consume(userId, () => copyEntries(db, userId, from, to, tz));
}

async function copyEntries(db: Db, userId: string, from: string, to: string, tz: string): Promise<number> {
  const source = await dayBounds(db, from, tz);
  if (await isAfterToday(db, to, tz)) throw new AppError("CONFLICT", COPY_INTO_FUTURE_MESSAGE);
  const copied = sql`
    select * from (
      select user_id, food_id, custom_food_id, amount, unit, unit_key, weighed_grams, weighed, cooked_yield, grams,
             ((eaten_at at time zone ${tz}) + (${to}::date - ${from}::date) * interval '1 day') at time zone ${tz} as eaten_at,
             note, display_name
      from food_log_entries
      where user_id = ${userId} and eaten_at >= ${source.start.toISOString()}::timestamptz and eaten_at < ${source.end.toISOString()}::timestamptz
    ) copied
    where copied.eaten_at <= now() + make_interval(secs => ${LOG_CLOCK_SKEW_MS / 1000})`;
  return withUserLock(db, "foodLog", userId, async (tx) => {
    await assertRoom(tx, userId, sql`select eaten_at from (${copied}) c`);
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into food_log_entries (user_id, food_id, custom_food_id, amount, unit, unit_key, weighed_grams, weighed, cooked_yield, grams, eaten_at, note, display_name)
        ${copied}
        returning id`),
    );
    return rows.length;
  });
}
