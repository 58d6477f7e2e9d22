import { sql } from "drizzle-orm";
import { check, date, numeric, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { JOURNAL_TAGS, LENGTH_UNITS, WEIGHT_UNITS } from "@app/shared/progress";
import { timestamps } from "./columns";
import { userColumn } from "./user-column";

/** The units a user reads and enters weights and body measurements in (stored metric). */
export const unitPreferences = pgTable("unit_preferences", {
  userId: userColumn().primaryKey(),
  weightUnit: text("weight_unit", { enum: WEIGHT_UNITS }).notNull().default("kg"),
  lengthUnit: text("length_unit", { enum: LENGTH_UNITS }).notNull().default("cm"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Weigh-ins: one per local day (a second one replaces the first), kilograms to 0.1. */
export const weightEntries = pgTable(
  "weight_entries",
  {
    userId: userColumn(),
    day: date("day", { mode: "string" }).notNull(),
    weightKg: numeric("weight_kg", { precision: 4, scale: 1, mode: "number" }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check("weight_entries_bounds", sql`${t.weightKg} between 20 and 400`)],
);

/** Body measurements of a day, centimetres to 0.1; any of them may be missing. */
export const bodyMeasurements = pgTable(
  "body_measurements",
  {
    userId: userColumn(),
    day: date("day", { mode: "string" }).notNull(),
    waistCm: numeric("waist_cm", { precision: 4, scale: 1, mode: "number" }),
    hipsCm: numeric("hips_cm", { precision: 4, scale: 1, mode: "number" }),
    chestCm: numeric("chest_cm", { precision: 4, scale: 1, mode: "number" }),
    armCm: numeric("arm_cm", { precision: 4, scale: 1, mode: "number" }),
    thighCm: numeric("thigh_cm", { precision: 4, scale: 1, mode: "number" }),
    neckCm: numeric("neck_cm", { precision: 4, scale: 1, mode: "number" }),
    bodyFatPct: numeric("body_fat_pct", { precision: 3, scale: 1, mode: "number" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The daily journal: how the day felt (1–5 each, any may be left out), symptoms and a note. */
export const journalEntries = pgTable(
  "journal_entries",
  {
    userId: userColumn(),
    day: date("day", { mode: "string" }).notNull(),
    energy: smallint("energy"),
    mood: smallint("mood"),
    sleep: smallint("sleep"),
    digestion: smallint("digestion"),
    tags: text("tags", { enum: JOURNAL_TAGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check(
      "journal_entries_scores",
      sql`coalesce(${t.energy}, 1) between 1 and 5 and coalesce(${t.mood}, 1) between 1 and 5 and coalesce(${t.sleep}, 1) between 1 and 5 and coalesce(${t.digestion}, 1) between 1 and 5`,
    ),
    check("journal_entries_note_length", sql`char_length(${t.note}) <= 5000`),
  ],
);
