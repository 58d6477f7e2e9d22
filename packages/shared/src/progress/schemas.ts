import { z } from "zod";
import { monthSchema } from "../fasting/schemas";
import { localDateSchema, tzSchema } from "../food/schemas";
import {
  BODY_FAT_BOUNDS_MESSAGE,
  BODY_FAT_MAX,
  BODY_FAT_MIN,
  JOURNAL_NOTE_MAX,
  JOURNAL_TAGS,
  LENGTH_UNITS,
  MEASUREMENT_MAX_CM,
  MEASUREMENT_MIN_CM,
  MEASUREMENTS,
  PHOTO_POSES,
  PROGRESS_RANGES,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WEIGHT_UNITS,
  addDays,
  lengthBoundsMessage,
  notANumberMessage,
  weightBoundsMessage,
  type MeasurementKey,
} from "./rules";
import { textSchema } from "../text/schemas";

/* What the progress endpoints accept (answers are in ../contracts/progress.ts). */

/**
 * A day of the user's: not after tomorrow in UTC, which is today somewhere on Earth (a user east
 * of UTC is a day ahead of the server).
 */
export const progressDaySchema = localDateSchema.refine(
  (d) => d <= addDays(new Date().toISOString().slice(0, 10), 1),
  "date can't be in the future.",
);

export const unitsPatchSchema = z
  .strictObject({
    weightUnit: z.enum(WEIGHT_UNITS, { error: 'weightUnit must be "kg" or "lb".' }),
    lengthUnit: z.enum(LENGTH_UNITS, { error: 'lengthUnit must be "cm" or "in".' }),
  })
  .partial();
export type UnitsPatch = z.infer<typeof unitsPatchSchema>;

export const weightKgSchema = z
  .number({ error: notANumberMessage("Weight") })
  .min(WEIGHT_MIN_KG, weightBoundsMessage("kg"))
  .max(WEIGHT_MAX_KG, weightBoundsMessage("kg"));

export const weightBodySchema = z.strictObject({ date: progressDaySchema, weightKg: weightKgSchema });
export type WeightBody = z.infer<typeof weightBodySchema>;

/** A range of days ending on the user's today. */
export const rangeQuerySchema = z.strictObject({
  range: z.enum(PROGRESS_RANGES, { error: "range must be 1M, 3M, 1Y or All." }),
  date: localDateSchema,
});
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

const measurementSchema = (label: string) =>
  z.nullable(
    z
      .number({ error: notANumberMessage(label) })
      .min(MEASUREMENT_MIN_CM, lengthBoundsMessage(label, "cm"))
      .max(MEASUREMENT_MAX_CM, lengthBoundsMessage(label, "cm")),
  );

export const measurementBodySchema = z
  .strictObject({
    date: progressDaySchema,
    ...(Object.fromEntries(MEASUREMENTS.map((m) => [m.key, measurementSchema(m.label).optional()])) as Record<
      MeasurementKey,
      z.ZodOptional<ReturnType<typeof measurementSchema>>
    >),
    bodyFatPct: z
      .nullable(
        z
          .number({ error: notANumberMessage("Body fat") })
          .min(BODY_FAT_MIN, BODY_FAT_BOUNDS_MESSAGE)
          .max(BODY_FAT_MAX, BODY_FAT_BOUNDS_MESSAGE),
      )
      .optional(),
  })
  .refine((m) => [...MEASUREMENTS.map((x) => m[x.key]), m.bodyFatPct].some((v) => v != null), "Enter at least one measurement.");
export type MeasurementBody = z.infer<typeof measurementBodySchema>;

const scoreSchema = (key: string) =>
  z.nullable(
    z
      .int({ error: `${key} must be a whole number from 1 to 5.` })
      .min(1, `${key} must be from 1 to 5.`)
      .max(5, `${key} must be from 1 to 5.`),
  );

export const journalBodySchema = z
  .strictObject({
    energy: scoreSchema("energy").default(null),
    mood: scoreSchema("mood").default(null),
    sleep: scoreSchema("sleep").default(null),
    digestion: scoreSchema("digestion").default(null),
    tags: z
      .array(z.enum(JOURNAL_TAGS, { error: `tags can only be ${JOURNAL_TAGS.join(", ")}.` }), { error: "tags must be a list." })
      .max(JOURNAL_TAGS.length)
      .refine((tags) => new Set(tags).size === tags.length, "tags must not repeat.")
      .default([]),
    note: textSchema("Note", { max: JOURNAL_NOTE_MAX }).default(""),
  })
  .refine(
    (j) => j.energy != null || j.mood != null || j.sleep != null || j.digestion != null || j.tags.length > 0 || j.note.trim() !== "",
    "Rate your day, pick a symptom or write a note first.",
  );
export type JournalBody = z.infer<typeof journalBodySchema>;

export const journalMonthQuerySchema = z.strictObject({ month: monthSchema });

export const photoPoseSchema = z.enum(PHOTO_POSES, { error: "Pose must be front, side or back." });
export const photoFieldsSchema = z.strictObject({ takenOn: progressDaySchema, pose: photoPoseSchema });
/** PATCH /api/progress/photos/:id: a new day or pose, or both. */
export const photoPatchSchema = photoFieldsSchema.partial();

/** A day in a path (/weights/2026-11-23): any day, to read or delete. */
export const dayParamsSchema = z.strictObject({ date: localDateSchema });
/** A day in a path to write to: not one that can't have come yet anywhere. */
export const progressDayParamsSchema = z.strictObject({ date: progressDaySchema });

/** The user's today and time zone, for what counts up to it (streaks, the trend, the last 7 days of fasting). */
export const todayQuerySchema = z.strictObject({ date: localDateSchema, tz: tzSchema });
