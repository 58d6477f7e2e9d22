/** Wall clocks in IANA time zones with Intl only (no date library): the web app bundles this, the server uses it too. */

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Cached per zone (building one costs far more than using one); cleared when full, as clients name any zone.
    if (formatters.size >= 1000) formatters.clear();
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows an IANA zone of this name; a known one's formatter is cached. */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The zones the server's database knows, lower-cased (PostgreSQL ignores case); undefined in the browser. */
let databaseZones: ReadonlySet<string> | undefined;

/**
 * The server tells which zones its database knows (pg_timezone_names): its tz release can differ from the runtime's
 * ("US/Pacific-New"). With several databases, only the zones all of them know count.
 */
export function knowDatabaseTimeZones(names: Iterable<string>): void {
  const known = new Set([...names].map((n) => n.toLowerCase()));
  databaseZones = databaseZones ? new Set([...databaseZones].filter((n) => known.has(n))) : known;
}

/** The name to use for a zone: itself if both sides know it, else its canonical name if the database knows that. */
export function usableTimeZone(name: string): string | undefined {
  if (!isTimeZone(name)) return undefined;
  if (!databaseZones || databaseZones.has(name.toLowerCase())) return name;
  const canonical = formatterFor(name).resolvedOptions().timeZone;
  return databaseZones.has(canonical.toLowerCase()) ? canonical : undefined;
}

/** The wall-clock reading in `timeZone` at `instant`, as milliseconds of a UTC date with that reading. */
export function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `instant`, in ms (whole seconds dropped: no zone today has them). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, timeZone) - whole;
}

/**
 * The instant a local wall-clock reading (`wall`, as UTC ms) happens in `timeZone`, by the rule
 * RFC 5545 and Temporal's "compatible" use: a reading that happens twice (the hour repeated when
 * clocks fall back) is the first one; a reading that never happens (the hour skipped when clocks
 * spring forward) moves forward by the gap, so 02:30 on New York's spring-forward day is 03:30.
 * `repeated: "later"` takes the second of a reading that happens twice, as PostgreSQL's
 * `timestamp at time zone` does (which also reads a skipped one as above). Zones change offset at
 * most once in a day and a half, so the offsets a day before and after are the only candidates.
 */
export function instantOfWallClock(wall: number, timeZone: string, repeated: "earlier" | "later" = "earlier"): number {
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter((instant) => wallClock(instant, timeZone) === wall).sort((a, b) => a - b);
  // In a gap, read the skipped wall time with the offset in force before it: the reading lands
  // after the gap, later by the gap's length.
  return (repeated === "earlier" ? candidates[0] : candidates.at(-1)) ?? wall - before;
}

/** How a moment is written in the app and the server's messages: "Tue, Dec 1, 9:32 PM" (plus a year not the current). */
export const MOMENT_FORMAT = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;
