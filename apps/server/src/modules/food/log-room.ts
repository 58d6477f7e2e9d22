import { sql, type SQL } from "drizzle-orm";
import { DAY_ENTRIES_MAX } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { AppError } from "../../platform/errors";

const DAY_MS = 86_400_000;

/**
 * Refuses what a write adds to the log (`added`: a query of the `eaten_at` of each row it adds)
 * when any 24 hours of the log would then hold more than DAY_ENTRIES_MAX entries (`except`: an
 * entry being moved, or `exceptMeal`'s entries, counted at their new time only). Run under the
 * user's "foodLog" lock, so the room counted is still there when the write adds to it.
 */
export async function assertRoom(tx: Db, userId: string, added: SQL, except?: string, exceptMeal?: string): Promise<void> {
  const others = sql`${except === undefined ? sql`` : sql`and id <> ${except}`} ${
    exceptMeal === undefined ? sql`` : sql`and (meal_id is null or meal_id <> ${exceptMeal})`
  }`;
  // A 24-hour window holding most entries starts at one of them: each entry within 24 hours of an
  // added row is such a start, and counts what lies in [its time, 24 hours later).
  const [row] = rowsOf<{ n: number | string | null }>(
    await tx.execute(sql`
      with added as (${added}),
      near as (
        select eaten_at, false as added from food_log_entries
        where user_id = ${userId} ${others}
          and eaten_at > (select min(eaten_at) from added) - interval '1 day'
          and eaten_at < (select max(eaten_at) from added) + interval '1 day'
        union all
        select eaten_at, true from added
      ),
      windows as (
        select count(*) over day as n, count(*) filter (where added) over day as added
        from near
        window day as (order by eaten_at range between current row and interval '86399.999999 seconds' following)
      )
      select max(n) as n from windows where added > 0`),
  );
  if (Number(row?.n ?? 0) > DAY_ENTRIES_MAX) {
    throw new AppError("CONFLICT", `Any 24 hours of your log hold at most ${DAY_ENTRIES_MAX} entries: delete some to add more.`);
  }
}

/** The times of rows to be added, as assertRoom takes them. */
export const addedAt = (times: Date[]) =>
  sql`select unnest(${sql.raw(`array[${times.map((t) => `'${t.toISOString()}'`).join(",")}]`)}::timestamptz[]) as eaten_at`;

/** The most entries a log can hold in [start, end): the LIMIT of every query of a time range. */
export function entriesInRangeMax(start: Date, end: Date): number {
  return DAY_ENTRIES_MAX * Math.max(1, Math.ceil((end.getTime() - start.getTime()) / DAY_MS));
}
