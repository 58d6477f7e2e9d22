/**
 * The fasting forms' rules for the app (zod/mini, small enough for a lazy chunk), on the limits of
 * ../fasting/rules.ts that the server's startFastBodySchema enforces too.
 */
import * as z from "zod/mini";
import { CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, customFastingType, FASTING_TYPE_OPTIONS, type FastingChoice } from "../fasting/rules";
import { CLOCK_TIME_PATTERN, WEEKDAYS, type FastingSchedule } from "../fasting/schedule";

const CHOICES = FASTING_TYPE_OPTIONS.map((option) => option.value) as [FastingChoice, ...FastingChoice[]];

/** Whole hours within the custom bounds, as the number input holds them (text). */
export function isCustomHours(text: string): boolean {
  const hours = Number(text);
  return text.trim() !== "" && Number.isInteger(hours) && hours >= CUSTOM_MIN_HOURS && hours <= CUSTOM_MAX_HOURS;
}

/** "Start Your Fast": a preset, or Custom with its hours (checked only when Custom is chosen). */
export const startFastForm = z.object({ choice: z.enum(CHOICES), customHours: z.string() }).check(
  z.refine((form) => form.choice !== "Custom" || isCustomHours(form.customHours), {
    message: `Choose whole hours from ${CUSTOM_MIN_HOURS} to ${CUSTOM_MAX_HOURS}.`,
    path: ["customHours"],
  }),
);
export type StartFastForm = z.infer<typeof startFastForm>;

/** The fasting type the form starts: "16:8", ..., or "Custom {n}h". */
export function fastingTypeOf({ choice, customHours }: StartFastForm): string {
  return choice === "Custom" ? customFastingType(Number(customHours)) : choice;
}

/**
 * Settings → "Fasting schedule": the type as in "Start Your Fast", the time as a time input holds
 * it ("20:00") and the days as checkboxes hold them ("0" Sunday … "6" Saturday).
 */
export const scheduleForm = z
  .object({ choice: z.enum(CHOICES), customHours: z.string(), startTime: z.string(), weekdays: z.array(z.string()) })
  .check(
    z.refine((form) => form.choice !== "Custom" || isCustomHours(form.customHours), {
      message: `Choose whole hours from ${CUSTOM_MIN_HOURS} to ${CUSTOM_MAX_HOURS}.`,
      path: ["customHours"],
    }),
    z.refine((form) => CLOCK_TIME_PATTERN.test(form.startTime), { message: "Enter a time such as 20:00.", path: ["startTime"] }),
    z.refine((form) => form.weekdays.length > 0, { message: "Choose at least one day.", path: ["weekdays"] }),
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
