import * as z from "zod/mini";
import { localDateSchema, monthSchema, tzSchema } from "../time/fields";
import { addDays } from "../time/days";
import { photoPoseSchema } from "../photos";
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
  PROGRESS_RANGES,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WEIGHT_UNITS,
  lengthBoundsMessage,
  notANumberMessage,
  weightBoundsMessage,
  type MeasurementKey,
} from "./rules";
import { textSchema } from "../text/fields";

/* What the progress endpoints accept: the server validates with these, the app's forms reuse them. */

/** A day of the user's: not after tomorrow in UTC, which is today somewhere on Earth. */
export const progressDaySchema = localDateSchema.check(
  z.refine((d) => d <= addDays(new Date().toISOString().slice(0, 10), 1), "date can't be in the future."),
);

export const unitsPatchSchema = z.partial(
  z.strictObject({
    weightUnit: z.enum(WEIGHT_UNITS, { error: 'weightUnit must be "kg" or "lb".' }),
    lengthUnit: z.enum(LENGTH_UNITS, { error: 'lengthUnit must be "cm" or "in".' }),
  }),
);
export type UnitsPatch = z.infer<typeof unitsPatchSchema>;

export const weightKgSchema = z
  .number({ error: notANumberMessage("Weight") })
  .check(z.minimum(WEIGHT_MIN_KG, weightBoundsMessage("kg")), z.maximum(WEIGHT_MAX_KG, weightBoundsMessage("kg")));

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
      .check(
        z.minimum(MEASUREMENT_MIN_CM, lengthBoundsMessage(label, "cm")),
        z.maximum(MEASUREMENT_MAX_CM, lengthBoundsMessage(label, "cm")),
      ),
  );

export const measurementBodySchema = z
  .strictObject({
    date: progressDaySchema,
    ...(Object.fromEntries(MEASUREMENTS.map((m) => [m.key, z.optional(measurementSchema(m.label))])) as Record<
      MeasurementKey,
      z.ZodMiniOptional<ReturnType<typeof measurementSchema>>
    >),
    bodyFatPct: z.optional(
      z.nullable(
        z
          .number({ error: notANumberMessage("Body fat") })
          .check(z.minimum(BODY_FAT_MIN, BODY_FAT_BOUNDS_MESSAGE), z.maximum(BODY_FAT_MAX, BODY_FAT_BOUNDS_MESSAGE)),
      ),
    ),
  })
  .check(z.refine((m) => [...MEASUREMENTS.map((x) => m[x.key]), m.bodyFatPct].some((v) => v != null), "Enter at least one measurement."));
export type MeasurementBody = z.infer<typeof measurementBodySchema>;

const scoreSchema = (key: string) =>
  z.nullable(
    z
      .int({ error: `${key} must be a whole number from 1 to 5.` })
      .check(z.minimum(1, `${key} must be from 1 to 5.`), z.maximum(5, `${key} must be from 1 to 5.`)),
  );

export const journalBodySchema = z
  .strictObject({
    energy: z._default(scoreSchema("energy"), null),
    mood: z._default(scoreSchema("mood"), null),
    sleep: z._default(scoreSchema("sleep"), null),
    digestion: z._default(scoreSchema("digestion"), null),
    tags: z._default(
      z.array(z.enum(JOURNAL_TAGS, { error: `tags can only be ${JOURNAL_TAGS.join(", ")}.` }), { error: "tags must be a list." }).check(
        z.maxLength(JOURNAL_TAGS.length),
        z.refine((tags) => new Set(tags).size === tags.length, "tags must not repeat."),
      ),
      [],
    ),
    note: z._default(textSchema("Note", { max: JOURNAL_NOTE_MAX }), ""),
  })
  .check(
    z.refine(
      (j) => j.energy != null || j.mood != null || j.sleep != null || j.digestion != null || j.tags.length > 0 || j.note.trim() !== "",
      "Rate your day, pick a symptom or write a note first.",
    ),
  );
export type JournalBody = z.infer<typeof journalBodySchema>;

export const journalMonthQuerySchema = z.strictObject({ month: monthSchema });

export const photoFieldsSchema = z.strictObject({ takenOn: progressDaySchema, pose: photoPoseSchema });
/** PATCH /api/progress/photos/:id: a new day or pose, or both. */
export const photoPatchSchema = z.partial(photoFieldsSchema);

/** A day in a path (/weights/2026-11-23): any day, to read or delete. */
export const dayParamsSchema = z.strictObject({ date: localDateSchema });
/** A day in a path to write to: not one that can't have come yet anywhere. */
export const progressDayParamsSchema = z.strictObject({ date: progressDaySchema });

/** The user's today and time zone, for what counts up to it (streaks, the trend, the last 7 days of fasting). */
export const todayQuerySchema = z.strictObject({ date: localDateSchema, tz: tzSchema });
