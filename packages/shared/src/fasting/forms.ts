/** The fasting forms on the values their fields hold: each refuses what the server would, at the field to fix. */
import * as z from "zod/mini";
import {
  CUSTOM_DEFAULT_HOURS,
  CUSTOM_FASTING_PATTERN,
  CUSTOM_MAX_HOURS,
  CUSTOM_MIN_HOURS,
  customFastingType,
  FAST_TIME_MESSAGES,
  FASTING_TYPE_OPTIONS,
  fastTimesProblem,
  isFastingType,
  type FastingChoice,
} from "./rules";
import { CLOCK_TIME_PATTERN, WEEKDAYS, type FastingSchedule } from "./schedule";
import { NO_WEEKDAY_MESSAGE } from "./requests";
import { instantOfDateTimeLocal } from "../time/days";

const CHOICES = FASTING_TYPE_OPTIONS.map((option) => option.value) as [FastingChoice, ...FastingChoice[]];

/** Whole hours within the custom bounds, as the number input holds them (text). */
export function isCustomHours(text: string): boolean {
  return /^\s*\d+\s*$/.test(text) && isFastingType(customFastingType(Number(text)));
}

/** The custom hours, checked only when Custom is chosen (the start form's and the schedule's). */
const customHoursChecked = z.refine<{ choice: FastingChoice; customHours: string }>(
  (form) => form.choice !== "Custom" || isCustomHours(form.customHours),
  { message: `Choose whole hours from ${CUSTOM_MIN_HOURS} to ${CUSTOM_MAX_HOURS}.`, path: ["customHours"] },
);

/** "Start Your Fast": a preset, or Custom with its hours. */
export const startFastForm = z.object({ choice: z.enum(CHOICES), customHours: z.string() }).check(customHoursChecked);
export type StartFastForm = z.infer<typeof startFastForm>;

/** A stored fasting type as the type fields hold it; the first preset for none or an unknown one. */
export function fastingTypeChoice(type: string | null | undefined): StartFastForm {
  const preset = FASTING_TYPE_OPTIONS.find((option) => option.value === type);
  if (preset) return { choice: preset.value, customHours: String(CUSTOM_DEFAULT_HOURS) };
  const custom = type ? CUSTOM_FASTING_PATTERN.exec(type) : null;
  return { choice: custom ? "Custom" : FASTING_TYPE_OPTIONS[0].value, customHours: custom ? custom[1]! : String(CUSTOM_DEFAULT_HOURS) };
}

/** The fasting type the form starts: "16:8", ..., or "Custom {n}h". */
export function fastingTypeOf({ choice, customHours }: StartFastForm): string {
  return choice === "Custom" ? customFastingType(Number(customHours)) : choice;
}

const START_MISSING = "Enter the date and time the fast started.";
const END_MISSING = "Enter the date and time the fast ended.";

/** Datetime-local start and end (none: still running) by fastTimesProblem; overlaps are the server's to find. */
const timesChecked = z.superRefine<{ startTime: string; endTime?: string | undefined }>((form, ctx) => {
  const start = instantOfDateTimeLocal(form.startTime);
  const end = form.endTime === undefined ? null : instantOfDateTimeLocal(form.endTime);
  if (Number.isNaN(start)) ctx.issues.push({ code: "custom", message: START_MISSING, path: ["startTime"], input: form });
  if (Number.isNaN(end)) ctx.issues.push({ code: "custom", message: END_MISSING, path: ["endTime"], input: form });
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  const problem = fastTimesProblem({ start, end, now: Date.now() });
  if (problem) ctx.issues.push({ code: "custom", message: problem.message, path: [problem.field], input: form });
});

/** "Edit fast", as PATCH /api/fasting/:id checks it. */
export const editFastForm = z.object({ startTime: z.string(), endTime: z.optional(z.string()) }).check(timesChecked);
export type EditFastForm = z.infer<typeof editFastForm>;

/** "Add a past fast", as POST /api/fasting/past checks it. */
export const pastFastForm = z
  .object({ choice: z.enum(CHOICES), customHours: z.string(), startTime: z.string(), endTime: z.string() })
  .check(customHoursChecked, timesChecked);
export type PastFastForm = z.infer<typeof pastFastForm>;

/** "End at…" for the running fast started at `start` (epoch ms), as POST /api/fasting/end checks it. */
export function endAtForm(start: number) {
  return z.object({ endTime: z.string() }).check(
    z.superRefine((form, ctx) => {
      const end = instantOfDateTimeLocal(form.endTime);
      const message = Number.isNaN(end)
        ? END_MISSING
        : end > Date.now()
          ? FAST_TIME_MESSAGES.endInFuture
          : end < start
            ? FAST_TIME_MESSAGES.endBeforeStart
            : null;
      if (message) ctx.issues.push({ code: "custom", message, path: ["endTime"], input: form });
    }),
  );
}
export type EndAtForm = z.infer<ReturnType<typeof endAtForm>>;

/** Settings → "Fasting schedule": a time input's "20:00", and weekday checkboxes "0" (Sunday) to "6". */
export const scheduleForm = z
  .object({ choice: z.enum(CHOICES), customHours: z.string(), startTime: z.string(), weekdays: z.array(z.string()) })
  .check(
    customHoursChecked,
    z.refine((form) => CLOCK_TIME_PATTERN.test(form.startTime), { message: "Enter a time such as 20:00.", path: ["startTime"] }),
    z.refine((form) => form.weekdays.length > 0, { message: NO_WEEKDAY_MESSAGE, path: ["weekdays"] }),
  );
export type ScheduleForm = z.infer<typeof scheduleForm>;

/** The plan a schedule form saves (the device's time zone is added by the caller). */
export function scheduleOf(form: ScheduleForm): FastingSchedule {
  return {
    fastingType: fastingTypeOf(form),
    startTime: form.startTime,
    weekdays: WEEKDAYS.filter((day) => form.weekdays.includes(String(day))),
  };
}
