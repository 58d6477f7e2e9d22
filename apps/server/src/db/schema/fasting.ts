import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_TARGET_HOURS } from "@app/shared/fasting";
import { users } from "./auth";

export const fastingSessions = pgTable(
  "fasting_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp("end_time", { withTimezone: true }),
    fastingType: text("fasting_type").notNull(),
    /**
     * The hours the fast aims at, from its type when it starts (`targetHours` in @app/shared:
     * "Custom 36h" is 36), so statistics read a number instead of parsing the type again.
     * startFast and every fixture set it. The default (the spec's target for a type naming none)
     * stays for one release: during a rolling deploy, servers of the previous release still start
     * fasts without it (decision 011). Drop it in the release after.
     */
    targetHours: smallint("target_hours").notNull().default(DEFAULT_TARGET_HOURS),
    durationHours: numeric("duration_hours", { precision: 8, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one active fast per user; also serves the "active session" read.
    uniqueIndex("fasting_sessions_one_active_per_user")
      .on(t.userId)
      .where(sql`${t.endTime} is null`),
    // Serves the "recent sessions" read: user, finished, newest end first.
    index("fasting_sessions_recent_idx")
      .on(t.userId, t.endTime.desc())
      .where(sql`${t.endTime} is not null`),
    check("fasting_sessions_end_after_start", sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
  ],
);

/**
 * Fasts the user deleted, kept as they were (same id, times and type) so that "Undo" puts the very
 * row back (POST /api/fasting/:id/restore) instead of inventing a new one from values the client
 * sends. A separate table rather than a deleted_at flag: every read of fasting_sessions (the
 * active fast, stats, streaks, calendar, export) stays as it is and cannot count a deleted fast by
 * forgetting a filter. Rows older than the undo window are purged when the user deletes again.
 */
export const deletedFastingSessions = pgTable(
  "deleted_fasting_sessions",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }),
    fastingType: text("fasting_type").notNull(),
    targetHours: smallint("target_hours").notNull(),
    durationHours: numeric("duration_hours", { precision: 8, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deleted_fasting_sessions_user_idx").on(t.userId, t.deletedAt)],
);

/**
 * A user's planned fast (decision 021): a type started at a local clock time on chosen weekdays
 * (0 Sunday … 6 Saturday), and the IANA time zone the user's device last reported, in which the
 * server computes the next start for a reminder. No row: no schedule.
 */
export const fastingSchedules = pgTable(
  "fasting_schedules",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fastingType: text("fasting_type").notNull(),
    /** "HH:MM", 24-hour. */
    startTime: text("start_time").notNull(),
    weekdays: smallint("weekdays").array().notNull(),
    timeZone: text("time_zone").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("fasting_schedules_start_time", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "fasting_schedules_weekdays",
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]`,
    ),
  ],
);
