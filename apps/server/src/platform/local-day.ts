/**
 * The instants a local calendar day starts and ends at in an IANA time zone, computed here rather
 * than asked of the database (a round trip on every day's read). The same answer as PostgreSQL's
 * `(date::timestamp at time zone tz)`, which other queries still use: a midnight that does not
 * exist (a DST jump at 00:00) is read with the offset before the jump, as PostgreSQL does;
 * local-day.test.ts compares the two over random days and zones.
 */
export function localDayBounds(date: string, tz: string): { start: Date; end: Date } {
  const key = `${date} ${tz}`;
  let bounds = recent.get(key);
  if (!bounds) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    bounds = {
      start: localMidnight(Date.UTC(year, month - 1, day), tz).getTime(),
      end: localMidnight(Date.UTC(year, month - 1, day + 1), tz).getTime(),
    };
    // Most reads ask for today in a handful of zones: kept, and forgotten wholesale past 1,000.
    if (recent.size >= 1000) recent.clear();
    recent.set(key, bounds);
  }
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}

const recent = new Map<string, { start: number; end: number }>();

const DAY_MS = 86_400_000;

/**
 * `wall`: the local midnight's fields, read as if they were UTC. Tried with the offset a day
 * before and a day after: the reading whose offset is its own; twice (00:00 happens twice) the
 * later one, as PostgreSQL; never (00:00 skipped) the earlier offset's, as PostgreSQL.
 */
function localMidnight(wall: number, tz: string): Date {
  const before = offsetMs(tz, wall - DAY_MS);
  const after = offsetMs(tz, wall + DAY_MS);
  const early = wall - before;
  const late = wall - after;
  const earlyHolds = offsetMs(tz, early) === before;
  const lateHolds = offsetMs(tz, late) === after;
  if (lateHolds && (!earlyHolds || late > early)) return new Date(late);
  return new Date(early);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (east positive). */
function offsetMs(tz: string, instant: number): number {
  let format = formatters.get(tz);
  if (!format) {
    // One per zone: building a formatter costs far more than using one. Bounded like the zones' list.
    if (formatters.size >= 1000) formatters.clear();
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(tz, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) if (type !== "literal") part[type] = Number(value);
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
