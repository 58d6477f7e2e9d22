import { z } from "zod";
import { CUSTOM_FASTING_PATTERN, CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, PRESET_FASTING_TYPES } from "./rules";
import { CLOCK_TIME_PATTERN, WEEKDAYS } from "./schedule";
import { tzSchema } from "../food/schemas";
import { dateTimeSchema, timeZoneSchema } from "../text/schemas";

export const fastingTypeSchema = z.string({ error: "fastingType is required." }).refine(
  (value) => {
    if ((PRESET_FASTING_TYPES as readonly string[]).includes(value)) return true;
    const custom = CUSTOM_FASTING_PATTERN.exec(value);
    if (!custom) return false;
    const hours = Number(custom[1]);
    return hours >= CUSTOM_MIN_HOURS && hours <= CUSTOM_MAX_HOURS;
  },
  { message: `Choose 16:8, 18:6, 20:4, 24:0, or a custom fast of ${CUSTOM_MIN_HOURS}-${CUSTOM_MAX_HOURS} whole hours ("Custom {n}h").` },
);

export const startFastBodySchema = z.strictObject({ fastingType: fastingTypeSchema });

/**
 * The device's time zone (IANA, from Intl), sent with a change to a fast's times: a refusal for
 * overlapping another fast names that fast as the user reads times (the language is the request's
 * Accept-Language). UTC without it.
 */
const overlapTimeZone = timeZoneSchema("timeZone").optional();

/** POST /api/fasting/past ("Add a past fast"): a fast already over, within the rules of an edit. */
export const pastFastBodySchema = z.strictObject({
  fastingType: fastingTypeSchema,
  startTime: dateTimeSchema("startTime"),
  endTime: dateTimeSchema("endTime"),
  timeZone: overlapTimeZone,
});
export type PastFastBody = z.input<typeof pastFastBodySchema>;
export type StartFastBody = z.infer<typeof startFastBodySchema>;

/** `endTime`: when the fast ended, e.g. the time of the meal that broke it (default: now). */
export const endFastBodySchema = z.strictObject({ endTime: dateTimeSchema("endTime").optional() });

/**
 * PATCH /api/fasting/:id: a new start (the running fast or a finished one) and/or end (a finished
 * one; the running fast is ended through POST /api/fasting/end).
 */
export const editFastBodySchema = z
  .strictObject({
    startTime: dateTimeSchema("startTime").optional(),
    endTime: dateTimeSchema("endTime").optional(),
    timeZone: overlapTimeZone,
  })
  .refine((body) => body.startTime !== undefined || body.endTime !== undefined, "Send a new startTime, endTime or both.");
export type EditFastBody = z.input<typeof editFastBodySchema>;

/** POST /api/fasting/:id/restore: only the device's time zone, for a refusal's message. */
export const restoreFastBodySchema = z.strictObject({ timeZone: overlapTimeZone });

export const HISTORY_PAGE_MAX = 100;
export const historyQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(HISTORY_PAGE_MAX, `limit must be at most ${HISTORY_PAGE_MAX}.`)
    .default(20),
  before: dateTimeSchema("before").optional(),
});

export interface FastingStats {
  /** Every fast ended, whatever its length. */
  totalFasts: number;
  totalHours: number;
  averageHours: number;
  longestHours: number;
  /** Fasts that reached their type's target hours. */
  completedFasts: number;
}

export interface FastingHistory {
  sessions: import("./rules").FastingSession[];
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: string | null;
  stats: FastingStats;
}

/** A calendar month such as "2026-11", between 1970 and 2199 like the food log's days. */
export const monthSchema = z
  .string({ error: "month is required." })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be a month such as 2026-11.")
  .refine((m) => m >= "1970-01" && m <= "2199-12", "month must be between 1970 and 2199.");

/** GET /api/fasting/stats: the month to show, in the user's time zone (its local days). */
export const fastingStatsQuerySchema = z.strictObject({ month: monthSchema, tz: tzSchema });
export type FastingStatsQuery = z.infer<typeof fastingStatsQuerySchema>;

/** One local day of the month: the ended fasts that STARTED on it. */
export interface FastingDay {
  /** "2026-11-03" */
  date: string;
  fasts: number;
  hours: number;
  /** At least one of the day's fasts reached its type's target hours: a streak day. */
  reachedTarget: boolean;
  /** How many of the day's fasts reached their target. */
  fastsReachedTarget: number;
}

export interface FastingPeriodTotals {
  /** Fasts ended, whatever their length. */
  fasts: number;
  /** Of those, the fasts that reached their target. */
  fastsReachedTarget: number;
  totalHours: number;
  /** Total hours over the number of fasts (0 without fasts). */
  averageHours: number;
}

/** Premium calendar and stats of one month, in the user's local days. */
export interface FastingMonthStats {
  month: string;
  /** The user's local today, by the server's clock. */
  today: string;
  /** Every day of the month, in order, empty days too. */
  days: FastingDay[];
  /**
   * Consecutive days with a fast that reached its target, ending today or yesterday (0 otherwise).
   * A fast ended short of its target (a mis-tap of a few seconds included) is no streak day.
   */
  currentStreak: number;
  longestStreak: number;
  /** The longest finished fast ever and the local day it started; null before the first one. */
  longestFast: { hours: number; date: string } | null;
  /** Today and the 6 days before it. */
  lastSevenDays: FastingPeriodTotals;
  /** The month shown. */
  monthTotals: FastingPeriodTotals;
}

const scheduleTimeZoneSchema = timeZoneSchema("timeZone");

const WEEKDAYS_MESSAGE = "weekdays must be a list of days from 0 (Sunday) to 6 (Saturday).";

/** PUT /api/fasting/schedule: the plan, and the device's time zone (IANA, from Intl) to compute reminders in. */
export const fastingScheduleBodySchema = z.strictObject({
  fastingType: fastingTypeSchema,
  startTime: z
    .string({ error: "startTime is required." })
    .regex(CLOCK_TIME_PATTERN, "startTime must be a time of day such as 20:00 (HH:MM, 24-hour)."),
  weekdays: z
    .array(z.literal(WEEKDAYS, { error: WEEKDAYS_MESSAGE }), { error: WEEKDAYS_MESSAGE })
    .min(1, "Choose at least one day.")
    .max(WEEKDAYS.length, "weekdays lists a day twice.")
    .refine((days) => new Set(days).size === days.length, "weekdays lists a day twice.")
    .transform((days) => [...days].sort((a, b) => a - b)),
  timeZone: scheduleTimeZoneSchema,
});
export type FastingScheduleBody = z.input<typeof fastingScheduleBodySchema>;

/** PUT /api/fasting/schedule/time-zone: the zone the device is in now, when it differs from the stored one. */
export const scheduleTimeZoneBodySchema = z.strictObject({ timeZone: scheduleTimeZoneSchema });
