/*
 * Days as the user lives them: a local calendar day "YYYY-MM-DD" in the browser's time zone (the
 * server turns it into the day's instants with `tz`, so midnight and DST are its business).
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-23" for a Date, in the browser's time zone. */
export function localDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayLocal(now: Date = new Date()): string {
  return localDateOf(now);
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day between 1970 and 2199 (what the server accepts). */
export function isLocalDate(value: string | null | undefined): value is string {
  const match = value ? LOCAL_DATE.exec(value) : null;
  if (!match || value! < "1970-01-01" || value! > "2199-12-31") return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d, 12);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** Noon of a local day: safe from DST changes, which happen at night. */
export function noonOf(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** The day `days` after (or before, when negative) `date`. */
export function shiftDay(date: string, days: number): string {
  const noon = noonOf(date);
  noon.setDate(noon.getDate() + days);
  return localDateOf(noon);
}

/** The month of a moment in the browser's time zone: "2026-11". */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** The month `n` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return monthOf(new Date(y, m - 1 + n, 1, 12));
}

let knownZone: { zone: string; at: number } | undefined;
const ZONE_READ_MS = 60_000;

/**
 * The browser's IANA time zone ("Europe/Berlin"), which the server uses for the day's bounds. Read
 * from Intl at most once a minute: each read builds a DateTimeFormat (a visible share of the
 * dashboard's start-up), and a traveller's new zone is still picked up.
 */
export function userTimeZone(): string {
  const now = Date.now();
  if (knownZone && now - knownZone.at < ZONE_READ_MS && now >= knownZone.at) return knownZone.zone;
  let zone = "UTC";
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // An Intl without time zones: the server's days are UTC's.
  }
  knownZone = { zone, at: now };
  return zone;
}

/** "Today", "Yesterday", "Tomorrow", or null for another day. */
export function relativeDayName(date: string, now: Date = new Date()): string | null {
  const today = todayLocal(now);
  if (date === today) return "Today";
  if (date === shiftDay(today, -1)) return "Yesterday";
  if (date === shiftDay(today, 1)) return "Tomorrow";
  return null;
}

/** The value of an <input type="datetime-local"> for an instant: "2026-11-23T08:30". */
export function toDateTimeLocal(date: Date): string {
  return `${localDateOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An <input type="datetime-local"> value as an instant, or null when it is not a full date and time. */
export function fromDateTimeLocal(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value); // no offset: read as local time
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When a new meal is logged on `date` by default: now on today, and the same time of day on
 * another day (logging a meal you forgot yesterday starts on yesterday, not today).
 */
export function defaultMealTime(date: string, now: Date = new Date()): Date {
  if (date === todayLocal(now)) return now;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, now.getHours(), now.getMinutes());
}
