import { instantOfWallClock } from "@app/shared/time";

/**
 * The instants a local calendar day starts and ends at in an IANA time zone, computed here to save
 * a database round trip. The same result as PostgreSQL's `(date::timestamp at time zone tz)`,
 * which other queries use, down to a midnight a DST jump skips or repeats (local-day.test.ts).
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
    // Most requests ask for today in a handful of zones: cached, and cleared wholesale past 1,000.
    if (recent.size >= 1000) recent.clear();
    recent.set(key, bounds);
  }
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}

const recent = new Map<string, { start: number; end: number }>();
