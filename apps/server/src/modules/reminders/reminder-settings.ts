import { eq, sql } from "drizzle-orm";
import { REMINDERS_OFF, type ReminderSettings } from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { reminderSettings } from "../../db/schema";
import { rateLimitsPerDb } from "../../platform/rate-limit";
import { rescheduleFastReminders, reschedulePlannedStart } from "./schedule";

/** Changes of the reminder switches in an hour: plenty for a person, a ceiling for a script. */
export const SETTINGS_CHANGES_PER_HOUR = 60;
/** Subscriptions saved in an hour (a browser saves one when reminders are turned on). */
export const SUBSCRIPTIONS_SAVED_PER_HOUR = 30;

export const reminderRateLimits = rateLimitsPerDb({
  settings: { key: "reminder-settings", limit: SETTINGS_CHANGES_PER_HOUR, what: "reminder changes" },
  subscribe: { key: "push-subscribe", limit: SUBSCRIPTIONS_SAVED_PER_HOUR, what: "push subscriptions" },
});

export async function getReminderSettings(db: Db, { userId }: { userId: string }): Promise<ReminderSettings> {
  const [row] = await db
    .select({ atTarget: reminderSettings.atTarget, hourBefore: reminderSettings.hourBefore, plannedStart: reminderSettings.plannedStart })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ?? REMINDERS_OFF;
}

/** Saves the switches given (the others keep their value) and plans the running fast's and the schedule's reminders again. */
export async function updateReminderSettings(
  db: Db,
  { userId, change }: { userId: string; change: Partial<ReminderSettings> },
): Promise<ReminderSettings> {
  return reminderRateLimits(db).settings.consume(userId, async () => {
    const next = { ...(await getReminderSettings(db, { userId })), ...change };
    await db.transaction(async (tx) => {
      await tx
        .insert(reminderSettings)
        .values({ userId, ...next })
        .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...next, updatedAt: sql`now()` } });
      await rescheduleFastReminders(tx as unknown as Db, userId);
      await reschedulePlannedStart(tx as unknown as Db, userId);
    });
    return next;
  });
}
