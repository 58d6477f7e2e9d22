/** The progress endpoints' responses (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { PHOTO_POSES } from "../photos";
import { JOURNAL_TAGS, LENGTH_UNITS, MEASUREMENT_FIELDS, PROGRESS_RANGES, WEIGHT_UNITS } from "./rules";

export const unitsResponse = z.object({ weightUnit: z.enum(WEIGHT_UNITS), lengthUnit: z.enum(LENGTH_UNITS) });
export type UnitsResponse = z.infer<typeof unitsResponse>;

const weightEntry = z.object({ date: z.string(), weightKg: z.number() });
export const weightEntryResponse = z.object({ entry: weightEntry });
export type WeightEntryResponse = z.infer<typeof weightEntryResponse>;

const rate = z.object({ kgPerWeek: z.number(), weeks: z.number() });

export const weightsResponse = z.object({
  range: z.enum(PROGRESS_RANGES),
  /** The first day shown (null for All). */
  from: z.nullable(z.string()),
  entries: z.array(weightEntry),
  /** The trend weight of each day in the range (from the first weigh-in on). */
  trend: z.array(z.object({ date: z.string(), trendKg: z.number() })),
  rate: z.nullable(rate),
  goalWeightKg: z.nullable(z.number()),
});
export type WeightsResponse = z.infer<typeof weightsResponse>;

const measurementEntry = z.object({
  date: z.string(),
  waistCm: z.nullable(z.number()),
  hipsCm: z.nullable(z.number()),
  chestCm: z.nullable(z.number()),
  armCm: z.nullable(z.number()),
  thighCm: z.nullable(z.number()),
  neckCm: z.nullable(z.number()),
  bodyFatPct: z.nullable(z.number()),
});
export type MeasurementEntry = z.infer<typeof measurementEntry>;
export const measurementEntryResponse = z.object({ entry: measurementEntry });
export type MeasurementEntryResponse = z.infer<typeof measurementEntryResponse>;
export const measurementsResponse = z.object({
  range: z.enum(PROGRESS_RANGES),
  from: z.nullable(z.string()),
  entries: z.array(measurementEntry),
});
export type MeasurementsResponse = z.infer<typeof measurementsResponse>;

const journalEntry = z.object({
  date: z.string(),
  energy: z.nullable(z.number()),
  mood: z.nullable(z.number()),
  sleep: z.nullable(z.number()),
  digestion: z.nullable(z.number()),
  tags: z.array(z.enum(JOURNAL_TAGS)),
  note: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntry>;
/** GET /api/progress/journal/:date: the day's entry, or null. */
export const journalEntryResponse = z.object({ entry: z.nullable(journalEntry) });
export type JournalEntryResponse = z.infer<typeof journalEntryResponse>;
/** PUT /api/progress/journal/:date: the entry as saved. */
export const savedJournalEntryResponse = z.object({ entry: journalEntry });
export type SavedJournalEntryResponse = z.infer<typeof savedJournalEntryResponse>;
export const journalMonthResponse = z.object({ month: z.string(), entries: z.array(journalEntry) });
export type JournalMonthResponse = z.infer<typeof journalMonthResponse>;

const photo = z.object({
  id: z.string(),
  takenOn: z.string(),
  pose: z.enum(PHOTO_POSES),
  width: z.number(),
  height: z.number(),
  /** Served only to the owner, with the session: /api/progress/photos/{id}/full and /thumb. */
  url: z.string(),
  thumbUrl: z.string(),
});
export type ProgressPhoto = z.infer<typeof photo>;
export const photoResponse = z.object({ photo });
export type PhotoResponse = z.infer<typeof photoResponse>;
export const photosResponse = z.object({ photos: z.array(photo) });
export type PhotosResponse = z.infer<typeof photosResponse>;

export const overviewResponse = z.object({
  weight: z.nullable(
    z.object({
      trendKg: z.number(),
      latestKg: z.number(),
      latestDate: z.string(),
      /** The trend's change since it started, at the first weigh-in (`startDate`): trend now minus that weigh-in. */
      changeKg: z.number(),
      startDate: z.string(),
      rate: z.nullable(rate),
      /** The chart: each day of the last 30 with a trend, and that day's weigh-in if there was one. */
      days: z.array(z.object({ date: z.string(), trendKg: z.number(), weightKg: z.nullable(z.number()) })),
    }),
  ),
  /** The measurement that changed most since it was first taken, relative to that first value (Premium only; null for free users). */
  measurement: z.nullable(
    z.object({
      key: z.enum(MEASUREMENT_FIELDS),
      first: z.number(),
      firstDate: z.string(),
      latest: z.number(),
      latestDate: z.string(),
      /** latest − first, to 0.1 (cm, or points of body fat). */
      change: z.number(),
    }),
  ),
  fasting: z.object({ hoursThisWeek: z.number(), fastsThisWeek: z.number() }),
  /** Days in a row with a journal entry, ending today or yesterday. */
  journalStreak: z.number(),
  /** The newest photo (Premium only; null for free users and users without photos). */
  latestPhoto: z.nullable(photo),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;
