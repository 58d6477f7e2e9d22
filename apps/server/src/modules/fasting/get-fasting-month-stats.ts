import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { FastingDay, FastingMonthStats, FastingPeriodTotals } from "@app/shared/fasting";
import { addDays } from "@app/shared/time";
import { rowsOf, type Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";

/*
 * Premium calendar and stats. Days are the user's local days in `tz`, and an ended fast belongs to
 * the local day it STARTED on, all its hours included, as every list dates it: never split or
 * counted twice. A fast without a stored duration counts as 0 hours. Only a fast that lasted its
 * target hours counts as reaching it, and only such fasts make a day a streak day.
 */

/** Every day of a month ("2026-11"), in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Total hours, number of fasts (and of those that reached their target) and the average fast of some days. */
export function periodTotals(days: Pick<FastingDay, "fasts" | "fastsReachedTarget" | "hours">[]): FastingPeriodTotals {
  const fasts = days.reduce((sum, day) => sum + day.fasts, 0);
  const fastsReachedTarget = days.reduce((sum, day) => sum + day.fastsReachedTarget, 0);
  const totalHours = days.reduce((sum, day) => sum + day.hours, 0);
  return { fasts, fastsReachedTarget, totalHours: round2(totalHours), averageHours: fasts > 0 ? round2(totalHours / fasts) : 0 };
}

interface LifetimeRow {
  today: string;
  longest_streak: number | string;
  current_streak: number | string;
  longest_hours: number | string | null;
  longest_day: string | null;
}

/**
 * Streaks and the longest fast over the user's whole history, in one query. Streaks are runs of
 * consecutive local days with a fast that reached its target ("gaps and islands": a day minus its
 * rank is the same for every day of a run). A day without one just ends a run; the current streak
 * is the run that ends today or yesterday, so it lasts until a whole day has passed without one.
 */
async function lifetime(db: Db, userId: string, tz: string): Promise<LifetimeRow> {
  const [row] = rowsOf<LifetimeRow>(
    await db.execute(sql`
      with finished as (
        select (${fastingSessions.startTime} at time zone ${tz})::date as day, coalesce(${fastingSessions.durationHours}, 0) as hours,
          coalesce(${fastingSessions.durationHours}, 0) >= ${fastingSessions.targetHours} as reached
        from ${fastingSessions}
        where ${fastingSessions.userId} = ${userId} and ${fastingSessions.endTime} is not null
      ),
      runs as (
        select day, day - (row_number() over (order by day))::int as run from (select distinct day from finished where reached) d
      ),
      streaks as (select max(day) as last_day, count(*)::int as length from runs group by run),
      today as (select (now() at time zone ${tz})::date as day),
      longest as (select hours, day from finished order by hours desc, day asc limit 1)
      select
        to_char((select day from today), 'YYYY-MM-DD') as today,
        coalesce((select max(length) from streaks), 0) as longest_streak,
        coalesce((select max(s.length) from streaks s, today t where s.last_day >= t.day - 1), 0) as current_streak,
        (select hours from longest) as longest_hours,
        (select to_char(day, 'YYYY-MM-DD') from longest) as longest_day`),
  );
  return row!;
}

interface DayRow {
  day: string;
  fasts: number | string;
  hours: number | string;
  reached: number | string;
}

type Param = string | Placeholder | SQL;

/** The ended fasts that started on each local day from `first` to `last` (inclusive), one row per day with any. */
function dayRows(userId: Param, tz: Param, first: Param, last: Param): SQL {
  const hours = sql`coalesce(${fastingSessions.durationHours}, 0)`;
  return sql`
    select to_char((${fastingSessions.startTime} at time zone ${tz})::date, 'YYYY-MM-DD') as day,
      count(*)::int as fasts,
      sum(${hours}) as hours,
      (count(*) filter (where ${hours} >= ${fastingSessions.targetHours}))::int as reached
    from ${fastingSessions}
    where ${fastingSessions.userId} = ${userId}
      and ${fastingSessions.endTime} is not null
      and ${fastingSessions.startTime} >= (${first}::date::timestamp at time zone ${tz})
      and ${fastingSessions.startTime} < ((${last}::date + 1)::timestamp at time zone ${tz})
    group by 1`;
}

const totalsOf = (rows: DayRow[]) =>
  periodTotals(rows.map((r) => ({ fasts: Number(r.fasts), fastsReachedTarget: Number(r.reached), hours: Number(r.hours) })));

/**
 * The ended fasts that started on the user's local day `today` or the 6 days before it: the "last 7
 * days" of the fasting calendar and of the progress overview, as a column of another module's query.
 */
export function lastSevenDaysField({ userId, tz, today }: { userId: Param; tz: Param; today: Param }): SQL<FastingPeriodTotals> {
  const rows = dayRows(userId, tz, sql`(${today}::date - 6)`, today);
  return sql`(select coalesce(json_agg(d), '[]'::json) from (${rows}) d)`.mapWith((rows: DayRow[]) => totalsOf(rows));
}

export async function getFastingMonthStats(
  db: Db,
  { userId, month, tz }: { userId: string; month: string; tz: string },
): Promise<FastingMonthStats> {
  const life = await lifetime(db, userId, tz);
  const { today } = life;
  const monthDays = daysOfMonth(month);
  const weekStart = addDays(today, -6);
  // One query covers both the month shown and the last 7 days, wherever the month is.
  const first = monthDays[0]! < weekStart ? monthDays[0]! : weekStart;
  const last = monthDays.at(-1)! > today ? monthDays.at(-1)! : today;
  const rows = new Map(rowsOf<DayRow>(await db.execute(dayRows(userId, tz, first, last))).map((r) => [r.day, r]));
  const dayOf = (date: string): FastingDay => {
    const row = rows.get(date);
    const fastsReachedTarget = Number(row?.reached ?? 0);
    return {
      date,
      fasts: Number(row?.fasts ?? 0),
      hours: round2(Number(row?.hours ?? 0)),
      reachedTarget: fastsReachedTarget > 0,
      fastsReachedTarget,
    };
  };
  const days = monthDays.map(dayOf);
  const week = Array.from({ length: 7 }, (_, i) => dayOf(addDays(weekStart, i)));
  return {
    month,
    today,
    days,
    currentStreak: Number(life.current_streak),
    longestStreak: Number(life.longest_streak),
    longestFast: life.longest_day === null ? null : { hours: round2(Number(life.longest_hours)), date: life.longest_day },
    lastSevenDays: periodTotals(week),
    monthTotals: periodTotals(days),
  };
}
