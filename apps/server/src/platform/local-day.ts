import { instantOfWallClock } from "@app/shared/time";

/**
 * The instants a local calendar day starts and ends at in an IANA time zone, computed here rather
 * than asked of the database (a round trip on every day's read). The same response as PostgreSQL's
 * `(date::timestamp at time zone tz)`, which other queries still use: a midnight that does not
 * exist (a DST jump at 00:00) is read with the offset before the jump, and one that happens twice
 * is the later, as PostgreSQL does; local-day.test.ts compares the two over random days and zones.
 */
export function localDayBounds(date: string, tz: string): { start: Date; end: Date } {
  const key = `${date} ${tz}`;
  let bounds = recent.get(key);
  if (!bounds) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    bounds = {
      start: instantOfWallClock(Date.UTC(year, month - 1, day), tz, "later"),
      end: instantOfWallClock(Date.UTC(year, month - 1, day + 1), tz, "later"),
    };
    // Most reads ask for today in a handful of zones: kept, and forgotten wholesale past 1,000.
    if (recent.size >= 1000) recent.clear();
    recent.set(key, bounds);
  }
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}

const recent = new Map<string, { start: number; end: number }>();
