/*
 * The one place that turns dates, times, numbers and durations into text, in the user's language
 * (Intl, with the browser's locale). Screens never call toLocaleString themselves, so "11/22/2026"
 * and "Tue, 22 Dec 2026" cannot end up side by side.
 */
import { MOMENT_FORMAT } from "@app/shared/time";
import { noonOf } from "./local-day";

/** The user's locale: the browser's first language. */
export function appLocale(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en-US";
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${appLocale()} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(appLocale(), options)));
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${appLocale()} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(appLocale(), options)));
  return format;
}

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));
const thisYear = (date: Date, now: Date) => date.getFullYear() === now.getFullYear();

/**
 * "Nov 22, 2026": a date on its own (the year only when it is not this year's, unless `year`);
 * `long`: "November 22, 2026".
 */
export function formatDate(
  at: Instant,
  { now = new Date(), year = false, long = false }: { now?: Date; year?: boolean; long?: boolean } = {},
): string {
  const date = toDate(at);
  return dateFormat({
    day: "numeric",
    month: long ? "long" : "short",
    ...((year || !thisYear(date, now)) && { year: "numeric" }),
  }).format(date);
}

/** "Nov 22, 2026, 8:30 PM": an instant in full, for a start time, a tooltip or a screen reader. */
export function formatDateTime(at: Instant): string {
  return dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(toDate(at));
}

/** "8:30 PM" (or "20:30") in the user's language. */
export function formatClock(at: Instant): string {
  return dateFormat({ hour: "numeric", minute: "2-digit" }).format(toDate(at));
}

/**
 * "Sun, Nov 22, 8:00 PM": a moment, the one way every screen writes one (a fast's start, its
 * target, a time outside the day on screen); "Sun, Nov 22, 2025, 8:00 PM" in another year. The
 * server's messages use the same MOMENT_FORMAT.
 */
export function formatDayAndClock(at: Instant, now: Date = new Date()): string {
  const date = toDate(at);
  return dateFormat({ ...MOMENT_FORMAT, ...(!thisYear(date, now) && { year: "numeric" }) }).format(date);
}

/**
 * A local calendar day "YYYY-MM-DD" as "Monday, November 23" (the year only when it is not this
 * year's); `short`: "Mon, Nov 23".
 */
export function formatDay(date: string, { now = new Date(), short = false }: { now?: Date; short?: boolean } = {}): string {
  const noon = noonOf(date);
  return dateFormat({
    weekday: short ? "short" : "long",
    day: "numeric",
    month: short ? "short" : "long",
    ...(!thisYear(noon, now) && { year: "numeric" }),
  }).format(noon);
}

/** A local day in a chart's axis or a calendar cell: `weekday` "Mon", `day` "23", `dayMonth` "Nov 23", `monthYear` "Nov 26". */
export function formatDayPart(date: string, part: "weekday" | "weekdayLong" | "weekdayNarrow" | "day" | "dayMonth" | "monthYear"): string {
  const options: Record<typeof part, Intl.DateTimeFormatOptions> = {
    weekday: { weekday: "short" },
    weekdayLong: { weekday: "long" },
    weekdayNarrow: { weekday: "narrow" },
    day: { day: "numeric" },
    dayMonth: { day: "numeric", month: "short" },
    monthYear: { month: "short", year: "2-digit" },
  };
  return dateFormat(options[part]).format(noonOf(date));
}

/** "November 2026" (or "November") for a month "YYYY-MM". */
export function monthName(month: string, { year = true }: { year?: boolean } = {}): string {
  return dateFormat({ month: "long", ...(year && { year: "numeric" }) }).format(noonOf(`${month}-01`));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 hr. ago", "yesterday", "4 days ago", then the date. */
export function formatRelativeTime(at: Instant, now: Date = new Date()): string {
  const date = toDate(at);
  const ago = now.getTime() - date.getTime();
  const rtf = new Intl.RelativeTimeFormat(appLocale(), { numeric: "auto", style: "short" });
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return rtf.format(-Math.floor(ago / HOUR), "hour");
  if (ago < 7 * DAY) return rtf.format(-Math.floor(ago / DAY), "day");
  return formatDate(date, { now });
}

/** "1,234.5": a number in the user's language, at most `digits` decimals (1 unless told); `fixed`: exactly `digits` ("82.0"). */
export function formatNumber(
  value: number,
  { digits = 1, compact = false, fixed = false }: { digits?: number; compact?: boolean; fixed?: boolean } = {},
): string {
  return numberFormat({
    maximumFractionDigits: digits,
    ...(fixed && { minimumFractionDigits: digits }),
    ...(compact && { notation: "compact" }),
  }).format(value);
}

/**
 * A span of time as people say it: "18 h 15 min", "45 min", "18 h", "0 min" (whole minutes,
 * rounded down, as a timer counts them).
 */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${formatNumber(h)} h` : `${formatNumber(h)} h ${m} min`;
}

/** "8 AM" (or "08"): an hour on its own, for a time axis. */
export function formatHour(at: Instant): string {
  return dateFormat({ hour: "numeric" }).format(toDate(at));
}

/**
 * A coming time of day with its day, as people say it: "today at 8:00 PM", "tomorrow at 8:00 PM",
 * "Friday at 8:00 PM" within the week, else "Sun, Nov 22, 8:00 PM". Days are the device's local days.
 */
export function formatUpcoming(at: Instant, now: Date = new Date()): string {
  const date = toDate(at);
  const days = Math.round(
    (new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() -
      new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) /
      DAY,
  );
  const clock = formatClock(date);
  if (days === 0 || days === 1) return `${new Intl.RelativeTimeFormat(appLocale(), { numeric: "auto" }).format(days, "day")} at ${clock}`;
  if (days > 1 && days < 7) return `${dateFormat({ weekday: "long" }).format(date)} at ${clock}`;
  return formatDayAndClock(date);
}
