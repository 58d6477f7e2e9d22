import { nextScheduledStart, type StoredFastingSchedule, type Weekday } from "@app/shared/fasting";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSchedules } from "../../db/schema";

export interface PlannedStart {
  schedule: StoredFastingSchedule;
  /** The first planned start after `after`, in the zone the user's device last reported. */
  nextStart: Date | null;
}

/**
 * For a "planned start" reminder: the user's schedule (the fasting module's table, read here so
 * that module can plan reminders without reminders depending on it) and its next start after
 * `after` (default: now), or null without a schedule.
 */
export async function plannedStart(db: Db, { userId, after = new Date() }: { userId: string; after?: Date }): Promise<PlannedStart | null> {
  const [row] = await db
    .select({
      fastingType: fastingSchedules.fastingType,
      startTime: fastingSchedules.startTime,
      weekdays: fastingSchedules.weekdays,
      timeZone: fastingSchedules.timeZone,
    })
    .from(fastingSchedules)
    .where(eq(fastingSchedules.userId, userId));
  if (!row) return null;
  const schedule = { ...row, weekdays: row.weekdays as Weekday[] };
  return { schedule, nextStart: nextScheduledStart(schedule, after, schedule.timeZone) };
}
