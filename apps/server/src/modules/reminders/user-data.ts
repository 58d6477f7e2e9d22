import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions, reminderSettings } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";

/**
 * The reminder switches and the browsers subscribed. An export names each browser's push service
 * (the endpoint's origin) and when it subscribed, not the endpoint or its keys: those are
 * credentials that let anyone holding them push to that browser.
 */
export const remindersUserData: UserDataSection = {
  name: "reminders",
  tables: ["reminder_settings", "push_subscriptions"],
  export: async (db: Db, userId: string) => {
    const [settings] = await db
      .select({
        atTarget: reminderSettings.atTarget,
        hourBefore: reminderSettings.hourBefore,
        plannedStart: reminderSettings.plannedStart,
        updatedAt: reminderSettings.updatedAt,
      })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, userId));
    const subscriptions = await db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return {
      settings: settings ?? null,
      pushSubscriptions: subscriptions.map((s) => ({ pushService: new URL(s.endpoint).origin, createdAt: s.createdAt })),
    };
  },
};
