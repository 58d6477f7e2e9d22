import type { StoredFastingSchedule, Weekday } from "@app/shared/fasting";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSchedules } from "../../db/schema";
import { reschedulePlannedStart } from "../reminders";

const columns = {
  fastingType: fastingSchedules.fastingType,
  startTime: fastingSchedules.startTime,
  weekdays: fastingSchedules.weekdays,
  timeZone: fastingSchedules.timeZone,
};

function toSchedule(row: { fastingType: string; startTime: string; weekdays: number[]; timeZone: string }): StoredFastingSchedule {
  return { ...row, weekdays: row.weekdays as Weekday[] };
}

/** The user's schedule, or null when they have none (never set, or turned off). */
export async function getSchedule(db: Db, { userId }: { userId: string }): Promise<StoredFastingSchedule | null> {
  const [row] = await db.select(columns).from(fastingSchedules).where(eq(fastingSchedules.userId, userId));
  return row ? toSchedule(row) : null;
}

/**
 * Sets the user's one schedule, replacing the one before: one row per user, so nothing grows. Its
 * planned start's reminder is planned again with it.
 */
export async function saveSchedule(db: Db, { userId, schedule }: { userId: string; schedule: StoredFastingSchedule }) {
  const values = { ...schedule, updatedAt: new Date() };
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(fastingSchedules)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: fastingSchedules.userId, set: values })
      .returning(columns);
    await reschedulePlannedStart(tx, userId);
    return toSchedule(row!);
  });
}

/**
 * Keeps the zone the device reports now, so a traveller's reminder follows them; the plan itself
 * is left as it is (another device may have changed it since this one read it). Null without one.
 */
export async function setScheduleTimeZone(db: Db, { userId, timeZone }: { userId: string; timeZone: string }) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(fastingSchedules)
      .set({ timeZone, updatedAt: new Date() })
      .where(eq(fastingSchedules.userId, userId))
      .returning(columns);
    if (!row) return null;
    await reschedulePlannedStart(tx, userId);
    return toSchedule(row);
  });
}

/** Turns the schedule off, and its planned start's reminder; turning it off twice is harmless. */
export async function deleteSchedule(db: Db, { userId }: { userId: string }): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(fastingSchedules).where(eq(fastingSchedules.userId, userId));
    await reschedulePlannedStart(tx, userId);
  });
}

/** The schedule's change and its reminder's plan commit together. */
function inTransaction<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => change(tx as unknown as Db));
}
