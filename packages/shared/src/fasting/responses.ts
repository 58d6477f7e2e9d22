/** The fasting endpoints' responses: the server types them with these, the app checks them. */
import * as z from "zod/mini";
import { WEEKDAYS } from "./schedule";

const timestamp = z.iso.datetime({ offset: true });

export const fastingSessionSchema = z.object({
  id: z.string(),
  fastingType: z.string(),
  startTime: timestamp,
  endTime: z.nullable(timestamp),
  durationHours: z.nullable(z.number()),
});

const stat = z.number().check(z.refine(Number.isFinite));
export const fastingStatsSchema = z.object({
  totalFasts: stat,
  totalHours: stat,
  averageHours: stat,
  longestHours: stat,
  completedFasts: stat,
});

/** GET /api/fasting/active */
export const activeFastResponse = z.object({ session: z.nullable(fastingSessionSchema) });
/** GET /api/fasting/recent */
export const recentFastsResponse = z.object({ sessions: z.array(fastingSessionSchema) });
/** POST /api/fasting/start (201) and /api/fasting/end */
export const fastingSessionResponse = z.object({ session: fastingSessionSchema });
/** GET /api/fasting/history (Premium) */
export const fastingHistoryResponse = z.object({
  sessions: z.array(fastingSessionSchema),
  nextCursor: z.nullable(z.string()),
  stats: fastingStatsSchema,
});

const localDate = z.iso.date();
const periodTotalsSchema = z.object({ fasts: stat, fastsReachedTarget: stat, totalHours: stat, averageHours: stat });
/** GET /api/fasting/stats (Premium) */
export const fastingMonthStatsResponse = z.object({
  month: z.string(),
  today: localDate,
  days: z.array(z.object({ date: localDate, fasts: stat, hours: stat, reachedTarget: z.boolean(), fastsReachedTarget: stat })),
  currentStreak: stat,
  longestStreak: stat,
  longestFast: z.nullable(z.object({ hours: stat, date: localDate })),
  lastSevenDays: periodTotalsSchema,
  monthTotals: periodTotalsSchema,
});

export const storedFastingScheduleSchema = z.object({
  fastingType: z.string(),
  startTime: z.string(),
  weekdays: z.array(z.literal(WEEKDAYS)),
  timeZone: z.string(),
});
/** GET /api/fasting/schedule, PUT /api/fasting/schedule/time-zone: the plan, or null when off. */
export const fastingScheduleResponse = z.object({ schedule: z.nullable(storedFastingScheduleSchema) });
/** PUT /api/fasting/schedule: the plan saved. */
export const savedFastingScheduleResponse = z.object({ schedule: storedFastingScheduleSchema });

export type ActiveFastResponse = z.infer<typeof activeFastResponse>;
export type RecentFastsResponse = z.infer<typeof recentFastsResponse>;
export type FastingSessionResponse = z.infer<typeof fastingSessionResponse>;
export type FastingHistoryResponse = z.infer<typeof fastingHistoryResponse>;
export type FastingMonthStatsResponse = z.infer<typeof fastingMonthStatsResponse>;
export type FastingScheduleResponse = z.infer<typeof fastingScheduleResponse>;
export type SavedFastingScheduleResponse = z.infer<typeof savedFastingScheduleResponse>;

export type FastingSession = z.infer<typeof fastingSessionSchema>;
export type FastingStats = z.infer<typeof fastingStatsSchema>;
export type FastingHistory = FastingHistoryResponse;
export type FastingMonthStats = FastingMonthStatsResponse;
export type FastingDay = FastingMonthStats["days"][number];
export type FastingPeriodTotals = FastingMonthStats["monthTotals"];
