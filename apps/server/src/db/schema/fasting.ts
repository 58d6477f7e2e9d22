import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_TARGET_HOURS } from "@app/shared/fasting";
import { userColumn } from "./user-column";

export const fastingSessions = pgTable(
  "fasting_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp("end_time", { withTimezone: true }),
    fastingType: text("fasting_type").notNull(),
    /**
     * The hours the fast aims at, from its type when it starts, so statistics need not parse the type.
     * The default is for servers of the previous release during a rolling deploy: drop it after.
     */
    targetHours: smallint("target_hours").notNull().default(DEFAULT_TARGET_HOURS),
    durationHours: numeric("duration_hours", { precision: 8, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one active fast per user; also serves the active-fast query.
    uniqueIndex("fasting_sessions_one_active_per_user")
      .on(t.userId)
      .where(sql`${t.endTime} is null`),
    // The recent fasts: user, finished, newest end first.
    index("fasting_sessions_recent_idx")
      .on(t.userId, t.endTime.desc())
      .where(sql`${t.endTime} is not null`),
    check("fasting_sessions_end_after_start", sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
  ],
);

/**
 * Fasts the user deleted, as they were, so "Undo" puts the very row back instead of one made from
 * values the client sends. A separate table rather than a deleted_at flag, so no query of
 * fasting_sessions can count a deleted fast by forgetting a filter.
 */
export const deletedFastingSessions = pgTable(
  "deleted_fasting_sessions",
  {
    id: uuid("id").primaryKey(),
    userId: userColumn(),
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
 * A user's planned fast: a type started at a local clock time on chosen weekdays (0 Sunday … 6
 * Saturday), in the time zone the user's device last reported. No row: no schedule.
 */
export const fastingSchedules = pgTable(
  "fasting_schedules",
  {
    userId: userColumn().primaryKey(),
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
