/** Fasting rules shared by server and app (spec section 4). No zod here: the app bundles this. */
import { MOMENT_FORMAT } from "../time/clock";
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

/** A preset ("16:8") or "Custom {n}h" within the custom bounds. */
export function isFastingType(value: string): boolean {
  if ((PRESET_FASTING_TYPES as readonly string[]).includes(value)) return true;
  const custom = CUSTOM_FASTING_PATTERN.exec(value);
  if (!custom) return false;
  const hours = Number(custom[1]);
  return hours >= CUSTOM_MIN_HOURS && hours <= CUSTOM_MAX_HOURS;
}

export function customFastingType(hours: number): string {
  return `Custom ${hours}h`;
}

/** Target hours by type (spec section 4; the order of the checks is part of the rule), stored when a fast starts. */
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
 * A fast this short was most likely a mis-tap, so ending it offers to discard it. Below the smallest target
 * (Custom 1h), it never counts as completed or as a streak day anyway.
 */
export const DISCARDABLE_FAST_MINUTES = 5;

export function isDiscardableFast({ startTime, endTime }: { startTime: string; endTime: string | null }): boolean {
  if (endTime === null) return false;
  return Date.parse(endTime) - Date.parse(startTime) < DISCARDABLE_FAST_MINUTES * 60_000;
}

/** Completed (and a streak day) only at its target hours; no stored duration counts as 0, as in the statistics. */
export function reachedTarget(durationHours: number | null, target: number): boolean {
  return (durationHours ?? 0) >= target;
}

/** Whole hours and minutes of a duration in hours, for "You fasted for {h} hours and {m} minutes." */
export function splitHours(hours: number): { h: number; m: number } {
  const totalMinutes = Math.round(Math.max(0, hours) * 60);
  return { h: Math.floor(totalMinutes / 60), m: totalMinutes % 60 };
}

/** The longest fast an edit may make: a week (PRODUCT.md; longer is almost surely a typo). */
export const MAX_EDITED_FAST_HOURS = 7 * 24;
/** How long a deleted fast can be put back ("Undo", POST /api/fasting/:id/restore). */
export const DELETED_FAST_RESTORE_HOURS = 24;
/**
 * Fast time edits and restores per user and hour. Each one replans the running fast's reminders: unbounded, a
 * script moving a start back could send "target reached" pushes at will.
 */
export const FAST_EDITS_PER_HOUR = 60;

export type FastTimeField = "startTime" | "endTime";

/** Why a fast's times are refused, one sentence each, shown under the field it names. */
export const FAST_TIME_MESSAGES = {
  startInFuture: "The start can't be in the future.",
  startTooOld: "A running fast can have started at most 7 days ago.",
  endInFuture: "The end can't be in the future.",
  endNotAfterStart: "The end must be after the start.",
  endBeforeStart: "The end can't be before the fast started.",
  tooLong: "A fast can be at most 7 days long.",
} as const;

/** Where a refused fast's times are read, so that the fast they collide with is named as the user sees it. */
export interface MomentStyle {
  /** A BCP 47 language tag, e.g. "en-US". */
  locale: string;
  /** An IANA zone, e.g. "Europe/Berlin". */
  timeZone: string;
}

/** "Fri, Nov 27, 8:00 PM" (MOMENT_FORMAT) in the user's zone and language; the year only if not the current one. */
function overlapMoment(at: number, { locale, timeZone }: MomentStyle, now: number): string {
  const year = (ms: number) => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(ms);
  return new Intl.DateTimeFormat(locale, { timeZone, ...MOMENT_FORMAT, ...(year(at) !== year(now) && { year: "numeric" }) }).format(at);
}

/** The refusal for overlapping `other`, naming it; `side` is the field to change, so the hint matches the mark. */
export function overlapMessage(
  other: { fastingType: string; start: number; end: number | null },
  side: FastTimeField,
  style: MomentStyle,
  now: number = Date.now(),
): string {
  const started = overlapMoment(other.start, style, now);
  if (other.end === null) {
    const hint = side === "endTime" ? "Choose an end before it started." : "Choose times before it started.";
    return `This overlaps your ${other.fastingType} fast running since ${started}. ${hint}`;
  }
  const hint = side === "endTime" ? "Choose an end before it started." : "Choose a start after it ended.";
  return `This overlaps your ${other.fastingType} fast of ${started} – ${overlapMoment(other.end, style, now)}. ${hint}`;
}

/** The field a refusal of a fast's times is about: the server's message, or its code for an overlap. */
export function fastTimeFieldOf(code: string | undefined, message: string): FastTimeField {
  if (code === "START_OVERLAPS") return "startTime";
  if (code === "END_OVERLAPS") return "endTime";
  const start: string[] = [FAST_TIME_MESSAGES.startInFuture, FAST_TIME_MESSAGES.startTooOld];
  return start.includes(message) ? "startTime" : "endTime";
}

const HOUR_MS = 3_600_000;

/** What is wrong with a fast's times (epoch ms; end null: still running), or null. Overlaps are the server's to check. */
export function fastTimesProblem({ start, end, now }: { start: number; end: number | null; now: number }): {
  field: FastTimeField;
  message: string;
} | null {
  if (start > now) return { field: "startTime", message: FAST_TIME_MESSAGES.startInFuture };
  if (end === null) {
    return now - start > MAX_EDITED_FAST_HOURS * HOUR_MS ? { field: "startTime", message: FAST_TIME_MESSAGES.startTooOld } : null;
  }
  if (end > now) return { field: "endTime", message: FAST_TIME_MESSAGES.endInFuture };
  if (end <= start) return { field: "endTime", message: FAST_TIME_MESSAGES.endNotAfterStart };
  if (end - start > MAX_EDITED_FAST_HOURS * HOUR_MS) return { field: "endTime", message: FAST_TIME_MESSAGES.tooLong };
  return null;
}

/** Whether two fasts, [start, end) each (end null: running), share a moment. */
export function fastsOverlap(a: { start: number; end: number | null }, b: { start: number; end: number | null }): boolean {
  return a.start < (b.end ?? Infinity) && b.start < (a.end ?? Infinity);
}

/** Hours between two moments rounded to 2 decimals, as the server stores duration_hours (spec section 4). */
export function durationHoursBetween(start: number, end: number): number {
  return Math.round((end - start) / 36_000) / 100;
}
