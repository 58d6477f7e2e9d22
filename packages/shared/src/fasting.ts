import { z } from "zod";
import { CUSTOM_FASTING_PATTERN, CUSTOM_MAX_HOURS, CUSTOM_MIN_HOURS, PRESET_FASTING_TYPES } from "./fasting-rules";
import { dateTimeSchema } from "./text";

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
export type StartFastBody = z.infer<typeof startFastBodySchema>;

/** `endTime`: when the fast ended, e.g. the time of the meal that broke it (default: now). */
export const endFastBodySchema = z.strictObject({ endTime: dateTimeSchema("endTime").optional() });

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
  totalFasts: number;
  totalHours: number;
  averageHours: number;
  longestHours: number;
  /** Fasts that reached their type's target hours. */
  completedFasts: number;
}

export interface FastingHistory {
  sessions: import("./fasting-rules").FastingSession[];
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: string | null;
  stats: FastingStats;
}
