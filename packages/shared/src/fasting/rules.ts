/** Fasting rules shared by server and app (spec section 4). No zod here: the app bundles this. */
export const PRESET_FASTING_TYPES = ["16:8", "18:6", "20:4", "24:0"] as const;
export const CUSTOM_MIN_HOURS = 1;
export const CUSTOM_MAX_HOURS = 72;
export const CUSTOM_DEFAULT_HOURS = 24;
export const DEFAULT_TARGET_HOURS = 16;
export const RECENT_SESSIONS_LIMIT = 5;
export const TIMER_TICK_MS = 1000;

/** The start form's choices, with the spec's exact labels. */
export const FASTING_TYPE_OPTIONS = [
  { value: "16:8", label: "16:8 (16h fast, 8h eating)" },
  { value: "18:6", label: "18:6 (18h fast, 6h eating)" },
  { value: "20:4", label: "20:4 (20h fast, 4h eating)" },
  { value: "24:0", label: "24:0 (24h fast)" },
  { value: "Custom", label: "Custom" },
] as const;
export type FastingChoice = (typeof FASTING_TYPE_OPTIONS)[number]["value"];

export const CUSTOM_FASTING_PATTERN = /^Custom ([1-9]\d?)h$/;

export function customFastingType(hours: number): string {
  return `Custom ${hours}h`;
}

/**
 * Target hours by type (spec section 4): the order of the checks is part of the rule. The server
 * stores it when a fast starts (fasting_sessions.target_hours; migration 0010 filled the fasts
 * started before with the same rule in SQL), and the timer reads it for the running fast.
 */
export function targetHours(fastingType: string): number {
  if (fastingType.includes("18:6")) return 18;
  if (fastingType.includes("20:4")) return 20;
  if (fastingType.includes("24")) return 24;
  const custom = CUSTOM_FASTING_PATTERN.exec(fastingType);
  if (custom) return Number(custom[1]);
  return DEFAULT_TARGET_HOURS;
}

/** Elapsed time over target, capped at 100 and rounded to a whole percent. */
export function progressPercent(elapsedMs: number, fastingType: string): number {
  const elapsedHours = Math.max(0, elapsedMs) / 3_600_000;
  return Math.round(Math.min(100, (elapsedHours / targetHours(fastingType)) * 100));
}

/** HH:MM:SS; hours keep counting past 99. */
export function formatElapsed(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}

/**
 * A fast ended this soon after its start was most likely started or ended by mistake: ending it
 * offers to discard it. It is shorter than the smallest target (Custom 1h), so it never reaches
 * its target and never counts as completed or as a streak day anyway.
 */
export const DISCARDABLE_FAST_MINUTES = 5;

/** Whether an ended fast is short enough to be offered for discarding (a mis-tap). */
export function isDiscardableFast({ startTime, endTime }: { startTime: string; endTime: string | null }): boolean {
  if (endTime === null) return false;
  return Date.parse(endTime) - Date.parse(startTime) < DISCARDABLE_FAST_MINUTES * 60_000;
}

/**
 * A fast counts as completed (and its day as a streak day) only when it lasted its target hours.
 * Ending a fast is always fine; it is just not the same as reaching the target. A fast without a
 * stored duration counts as 0 hours, as everywhere in the statistics.
 */
export function reachedTarget(durationHours: number | null, target: number): boolean {
  return (durationHours ?? 0) >= target;
}

/** Whole hours and minutes of a duration in hours, for "You fasted for {h} hours and {m} minutes." */
export function splitHours(hours: number): { h: number; m: number } {
  const totalMinutes = Math.round(Math.max(0, hours) * 60);
  return { h: Math.floor(totalMinutes / 60), m: totalMinutes % 60 };
}

export interface FastingSession {
  id: string;
  fastingType: string;
  startTime: string;
  endTime: string | null;
  durationHours: number | null;
}
