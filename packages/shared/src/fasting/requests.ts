/* What the fasting endpoints accept: the server validates with these, the app's forms reuse them. */
import * as z from "zod/mini";
import { CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, isFastingType } from "./rules";
import { CLOCK_TIME_PATTERN, WEEKDAYS } from "./schedule";
import { limitSchema } from "../text/fields";
import { dateTimeSchema, monthSchema, timeZoneSchema, tzSchema } from "../time/fields";

export const fastingTypeSchema = z
  .string({ error: "fastingType is required." })
  .check(
    z.refine(
      isFastingType,
      `Choose 16:8, 18:6, 20:4, 24:0, or a custom fast of ${CUSTOM_MIN_HOURS}-${CUSTOM_MAX_HOURS} whole hours ("Custom {n}h").`,
    ),
  );

export const startFastBodySchema = z.strictObject({ fastingType: fastingTypeSchema });

/** The device's zone (UTC without it), so a refusal for an overlap names the other fast in the user's times. */
const overlapTimeZone = z.optional(timeZoneSchema("timeZone"));

/** POST /api/fasting/past ("Add a past fast"): a fast already over, within the rules of an edit. */
export const pastFastBodySchema = z.strictObject({
  fastingType: fastingTypeSchema,
  startTime: dateTimeSchema("startTime"),
  endTime: dateTimeSchema("endTime"),
  timeZone: overlapTimeZone,
});
export type PastFastBody = z.input<typeof pastFastBodySchema>;

/** `endTime`: when the fast ended, e.g. the time of the meal that broke it (default: now). */
export const endFastBodySchema = z.strictObject({ endTime: z.optional(dateTimeSchema("endTime")) });

/** PATCH /api/fasting/:id: a new start and/or end (the running fast is ended by POST /api/fasting/end). */
export const editFastBodySchema = z
  .strictObject({
    startTime: z.optional(dateTimeSchema("startTime")),
    endTime: z.optional(dateTimeSchema("endTime")),
    timeZone: overlapTimeZone,
  })
  .check(z.refine((body) => body.startTime !== undefined || body.endTime !== undefined, "Send a new startTime, endTime or both."));
export type EditFastBody = z.input<typeof editFastBodySchema>;

/** POST /api/fasting/:id/restore: only the device's time zone, for a refusal's message. */
export const restoreFastBodySchema = z.strictObject({ timeZone: overlapTimeZone });

export const HISTORY_PAGE_MAX = 100;
export const historyQuerySchema = z.strictObject({
  limit: limitSchema(HISTORY_PAGE_MAX),
  before: z.optional(dateTimeSchema("before")),
});

/** GET /api/fasting/stats: the month to show, in the user's time zone (its local days). */
export const fastingStatsQuerySchema = z.strictObject({ month: monthSchema, tz: tzSchema });

const WEEKDAYS_MESSAGE = "weekdays must be a list of days from 0 (Sunday) to 6 (Saturday).";
/** What the schedule says when no day is chosen, on the server and in the form. */
export const NO_WEEKDAY_MESSAGE = "Choose at least one day.";

/** PUT /api/fasting/schedule: the plan, and the device's time zone (IANA, from Intl) to compute reminders in. */
export const fastingScheduleBodySchema = z.strictObject({
  fastingType: fastingTypeSchema,
  startTime: z
    .string({ error: "startTime is required." })
    .check(z.regex(CLOCK_TIME_PATTERN, "startTime must be a time of day such as 20:00 (HH:MM, 24-hour).")),
  weekdays: z.pipe(
    z.array(z.literal(WEEKDAYS, { error: WEEKDAYS_MESSAGE }), { error: WEEKDAYS_MESSAGE }).check(
      z.minLength(1, NO_WEEKDAY_MESSAGE),
      z.maxLength(WEEKDAYS.length, "weekdays lists a day twice."),
      z.refine((days) => new Set(days).size === days.length, "weekdays lists a day twice."),
    ),
    z.transform((days) => [...days].sort((a, b) => a - b)),
  ),
  timeZone: timeZoneSchema("timeZone"),
});
export type FastingScheduleBody = z.input<typeof fastingScheduleBodySchema>;

/** PUT /api/fasting/schedule/time-zone: the zone the device is in now, when it differs from the stored one. */
export const scheduleTimeZoneBodySchema = z.strictObject({ timeZone: timeZoneSchema("timeZone") });
