import { addDays } from "@app/shared/time";
import type { JournalBody, JournalEntry } from "@app/shared/progress";
import { and, asc, eq, gte, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { journalEntries } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";

export const journalColumns = {
  date: journalEntries.day,
  energy: journalEntries.energy,
  mood: journalEntries.mood,
  sleep: journalEntries.sleep,
  digestion: journalEntries.digestion,
  tags: journalEntries.tags,
  note: journalEntries.note,
};

/** One entry per day: saving the day again replaces it. */
export async function saveJournal(
  db: Db,
  { userId, date, body }: { userId: string; date: string; body: JournalBody },
): Promise<JournalEntry> {
  const [row] = await db
    .insert(journalEntries)
    .values({ userId, day: date, ...body })
    .onConflictDoUpdate({ target: [journalEntries.userId, journalEntries.day], set: { ...body, updatedAt: sql`now()` } })
    .returning(journalColumns);
  return row!;
}

export async function getJournal(db: Db, { userId, date }: { userId: string; date: string }): Promise<JournalEntry | null> {
  const [row] = await db
    .select(journalColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.day, date)));
  return row ?? null;
}

/** A 404 when the day has no entry. */
export async function deleteJournal(db: Db, { userId, date }: { userId: string; date: string }): Promise<void> {
  await deleteOwn(db, journalEntries, userId, eq(journalEntries.day, date), "There is no journal entry on that day.");
}

/** The entries of a calendar month ("2026-11"), for the calendar's marks. */
export async function journalMonth(db: Db, { userId, month }: { userId: string; month: string }): Promise<JournalEntry[]> {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7) + "-01";
  return db
    .select(journalColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), gte(journalEntries.day, first), lt(journalEntries.day, next)))
    .orderBy(asc(journalEntries.day));
}

/**
 * Days in a row with an entry, ending today, or yesterday when today has none yet, over the newest
 * entries: a column of the overview's query. The n-th newest day is in the streak while it is the
 * streak's first day minus n - 1; after a gap no day is again.
 */
export function journalStreakField(userId: Placeholder, today: Placeholder): SQL<number> {
  const j = journalEntries;
  return sql`(select count(*)::int from (
      select day, row_number() over (order by day desc) as n, max(day) over () as newest
      from (select ${j.day} as day from ${j} where ${j.userId} = ${userId} and ${j.day} <= ${today}::date order by ${j.day} desc limit 3660) recent
    ) ranked
    where day + (n - 1)::int = case when newest = ${today}::date then ${today}::date else ${today}::date - 1 end)`.mapWith(Number);
}
