import { sql } from "drizzle-orm";
import { LOG_AHEAD_MAX_MS } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import { dayBounds } from "./food-day";
import { logAllowances } from "./log-allowance";
import { assertRoom } from "./log-room";

/** Whether a local day is after tomorrow in its time zone: nothing in it could be logged yet. */
async function isAfterTomorrow(db: Db, date: string, tz: string): Promise<boolean> {
  const [row] = rowsOf<{ later: boolean }>(await db.execute(sql`select ${date}::date > (now() at time zone ${tz})::date + 1 as "later"`));
  return row!.later;
}

/**
 * Copies a day's entries to another day, at the same local times of day, all or nothing. As
 * entries are logged at most a day ahead, the day copied to is tomorrow at the latest, and entries
 * that would land more than a day ahead are left out (they could be neither edited nor restored).
 * Refused whole when any 24 hours would then hold too many entries (assertRoom). Returns how many
 * were copied; spends one of the hour's day copies when done.
 */
export async function copyDay(db: Db, { userId, from, to, tz }: { userId: string; from: string; to: string; tz: string }): Promise<number> {
  if (from === to) throw new AppError("VALIDATION_FAILED", "Choose another day to copy to.");
  return logAllowances(db).copyDay.spend(userId, () => copyEntries(db, { userId, from, to, tz }));
}

async function copyEntries(db: Db, { userId, from, to, tz }: { userId: string; from: string; to: string; tz: string }): Promise<number> {
  const source = await dayBounds(db, from, tz);
  if (await isAfterTomorrow(db, to, tz)) {
    throw new AppError("VALIDATION_FAILED", "You can copy to tomorrow at the latest: meals are logged at most a day ahead.");
  }
  const copied = sql`
    select * from (
      select user_id, food_id, custom_food_id, amount, unit, unit_key, weighed_grams, weighed, cooked_yield, grams,
             ((eaten_at at time zone ${tz}) + (${to}::date - ${from}::date) * interval '1 day') at time zone ${tz} as eaten_at,
             note
      from food_log_entries
      where user_id = ${userId} and eaten_at >= ${source.start.toISOString()}::timestamptz and eaten_at < ${source.end.toISOString()}::timestamptz
    ) copied
    where copied.eaten_at <= now() + make_interval(secs => ${LOG_AHEAD_MAX_MS / 1000})`;
  return withUserLock(db, "foodLog", userId, async (tx) => {
    await assertRoom(tx, userId, sql`select eaten_at from (${copied}) c`);
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into food_log_entries (user_id, food_id, custom_food_id, amount, unit, unit_key, weighed_grams, weighed, cooked_yield, grams, eaten_at, note)
        ${copied}
        returning id`),
    );
    return rows.length;
  });
}
