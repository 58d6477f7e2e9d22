import { FASTING_ZONES, progressPercent, targetHours } from "@app/shared/fasting";
import { formatClock, formatDayAndClock, formatDuration } from "@/lib/format";
import { localDateOf } from "@/lib/local-day";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface FastTiming {
  elapsedMs: number;
  /** The spec's progress: elapsed over target, capped at 100 and rounded. */
  percent: number;
  /** The spec's "Fast completed!" moment: the rounded progress reads 100%. */
  completed: boolean;
  targetHours: number;
  /** When the target is reached (epoch ms). */
  targetEndMs: number;
  /** Until the target; negative once past it. */
  remainingMs: number;
}

/** Everything the running fast's card shows, from its start and type at the instant `now`. */
export function fastTiming(startTime: string, fastingType: string, now: number): FastTiming {
  const startMs = Date.parse(startTime);
  const elapsedMs = Math.max(0, now - startMs);
  const percent = progressPercent(elapsedMs, fastingType);
  const target = targetHours(fastingType);
  const targetEndMs = startMs + target * HOUR;
  return { elapsedMs, percent, completed: percent >= 100, targetHours: target, targetEndMs, remainingMs: targetEndMs - now };
}

/**
 * "7:00 PM" when the moment falls today, "Thu, Nov 26, 7:00 PM" on another day: the zone
 * timeline's compact times, in a list too narrow for a full moment on every row.
 */
export function zoneClock(atMs: number, now: number): string {
  const sameDay = localDateOf(new Date(atMs)) === localDateOf(new Date(now));
  return sameDay ? formatClock(atMs) : formatDayAndClock(atMs);
}

type TargetState = Pick<FastTiming, "completed" | "remainingMs">;

/** "Ends" before the target; "Target" once the fast counts as completed, even a little before it. */
export function targetLabel({ completed, remainingMs }: TargetState): "Ends" | "Target" {
  return remainingMs > 0 && !completed ? "Ends" : "Target";
}

/**
 * The spec rounds progress, so from 99.5% the fast reads 100% and "Fast completed!" while the
 * target is still minutes ahead; a countdown there would contradict it.
 */
export const NEARLY_AT_TARGET = "Within 0.5% of target, counted as complete";

/**
 * "6 h 15 min left" (a started minute counts, so the last seconds read "1 min left"), then
 * "Target reached" for the first minute past it and "2 h 5 min past target" after.
 */
export function remainingText({ completed, remainingMs }: TargetState): string {
  if (remainingMs > 0 && completed) return NEARLY_AT_TARGET;
  if (remainingMs > 0) return `${formatDuration(Math.ceil(remainingMs / MINUTE) * MINUTE)} left`;
  if (-remainingMs < MINUTE) return "Target reached";
  return `${formatDuration(-remainingMs)} past target`;
}

/** A finished fast's hours as people say them: 16.5 → "16 h 30 min". */
export function spokenHours(hours: number): string {
  return formatDuration(Math.round(hours * 60) * MINUTE);
}

/** Where the zones begin on a ring that measures `target` hours, in percent: the Premium ring's marks. */
export function zoneMarks(target: number): number[] {
  return FASTING_ZONES.filter((zone) => zone.fromHours > 0 && zone.fromHours < target).map((zone) => (zone.fromHours / target) * 100);
}
