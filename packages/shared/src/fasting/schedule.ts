/**
 * Scheduled fasts at a local clock time on chosen weekdays (decision 021). Intl only, no zod: the dashboard's chunk
 * bundles this, and the server's reminders use the same functions.
 */
import { instantOfWallClock, wallClock } from "../time/clock";

/** Weekdays as Date#getDay numbers them: 0 is Sunday, 6 is Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The order the schedule's weekdays are shown in. */
export const WEEKDAYS_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** "HH:MM", 24-hour clock, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface FastingSchedule {
  /** A fast's type: "16:8", …, "24:0" or "Custom {n}h". */
  fastingType: string;
  /** The local clock time the fast starts, "20:00": it stays 20:00 in whatever zone the user is. */
  startTime: string;
  /** The days it starts on, ascending, at least one. */
  weekdays: Weekday[];
}

/** The stored schedule with the time zone the user's device last reported (IANA, from Intl). */
export interface StoredFastingSchedule extends FastingSchedule {
  timeZone: string;
}

/** "Start now" is offered from this long before the planned start… */
export const SCHEDULE_EARLY_MS = 30 * 60_000;
/** …to this long after it (a user who opens the app a little late can still start the plan). */
export const SCHEDULE_LATE_MS = 2 * 3_600_000;

const DAY_MS = 86_400_000;

/** The first planned start after `after` in `timeZone` (a traveller's 20:00 stays 20:00 there), or null. */
export function nextScheduledStart(schedule: FastingSchedule, after: Date, timeZone: string): Date | null {
  const clock = CLOCK_TIME_PATTERN.exec(schedule.startTime);
  if (!clock || schedule.weekdays.length === 0) return null;
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  const days = new Set<number>(schedule.weekdays);
  const afterMs = after.getTime();
  const today = Math.floor(wallClock(afterMs, timeZone) / DAY_MS) * DAY_MS;
  // From yesterday (a start moved forward past midnight by a gap is still ahead) to a week on.
  for (let day = today - DAY_MS; day <= today + 8 * DAY_MS; day += DAY_MS) {
    if (!days.has(new Date(day).getUTCDay())) continue;
    const start = instantOfWallClock(day + minutes * 60_000, timeZone);
    if (start > afterMs) return new Date(start);
  }
  return null;
}

/** With no fast running: the planned start whose "Start now" window holds `now`, else the next one. */
export function scheduledStartAround(
  schedule: FastingSchedule,
  now: Date,
  timeZone: string,
): { kind: "due"; start: Date } | { kind: "next"; start: Date } | null {
  const due = nextScheduledStart(schedule, new Date(now.getTime() - SCHEDULE_LATE_MS), timeZone);
  if (due && due.getTime() <= now.getTime() + SCHEDULE_EARLY_MS) return { kind: "due", start: due };
  const next = nextScheduledStart(schedule, now, timeZone);
  return next && { kind: "next", start: next };
}
