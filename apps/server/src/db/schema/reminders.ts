import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions } from "./auth";
import { userColumn } from "./user-column";

/** What a user asked to be reminded of; no row: no reminders. */
export const reminderSettings = pgTable("reminder_settings", {
  userId: userColumn().primaryKey(),
  atTarget: boolean("at_target").notNull().default(false),
  hourBefore: boolean("hour_before").notNull().default(false),
  plannedStart: boolean("planned_start").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's Web Push subscription: where the server posts a reminder (the push service's
 * endpoint) and the keys it encrypts it with. One endpoint is one browser profile, so it is
 * unique: a browser handed to another account moves its subscription with it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    /** The sign-in that saved it: a browser signed out gets none of the user's pushes again. */
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
    check("push_subscriptions_endpoint_length", sql`length(${t.endpoint}) <= 1000`),
  ],
);
