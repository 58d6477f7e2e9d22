/* "5 min ago", "yesterday", "12 Mar": when something was written, as people say it. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function relativeTime(at: string | Date, now: Date = new Date(), locale?: string): string {
  const date = new Date(at);
  const ago = now.getTime() - date.getTime();
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });
  if (ago < MINUTE) return "just now";
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return rtf.format(-Math.floor(ago / HOUR), "hour");
  if (ago < 7 * DAY) return rtf.format(-Math.floor(ago / DAY), "day");
  return date.toLocaleDateString(locale, {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() !== now.getFullYear() && { year: "numeric" }),
  });
}

/** The full date and time, for a tooltip and for screen readers. */
export function fullTime(at: string | Date, locale?: string): string {
  return new Date(at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}

/** "Tue 3 Dec, 14:00": when a suspension ends. */
export function dateAndTime(at: string | Date, locale?: string): string {
  return new Date(at).toLocaleString(locale, { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
}
