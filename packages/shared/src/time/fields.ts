/** The time fields requests carry (zod/mini: the server validates with them, the app's forms reuse them). */
import * as z from "zod/mini";
import { usableTimeZone } from "./clock";

/** An ISO 8601 date-time with offset, in a range a person could mean (year 0 is valid ISO, not a PostgreSQL timestamp). */
export function dateTimeSchema(label: string, { min = "1970-01-01T00:00:00Z", max = "2200-01-01T00:00:00Z" } = {}) {
  const lo = Date.parse(min);
  const hi = Date.parse(max);
  return z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time such as 2026-01-31T08:00:00Z.` }).check(
    z.refine(
      (v) => {
        const t = Date.parse(v);
        return t >= lo && t <= hi;
      },
      `${label} must be between ${min.slice(0, 4)} and ${max.slice(0, 4)}.`,
    ),
  );
}

/**
 * The one check of every IANA zone the API takes: on the server the database must know it too, and a name only the
 * runtime knows becomes the database's name for the same zone (usableTimeZone).
 */
export function timeZoneSchema(label: string) {
  return z.pipe(
    z
      .string({ error: `${label} is required.` })
      .check(
        z.maxLength(64, `${label} is not a time zone.`),
        z.regex(/^[A-Za-z0-9_+\-/]+$/, `${label} must be a time zone such as Europe/Berlin.`),
      ),
    z.transform((tz: string, ctx) => {
      const usable = usableTimeZone(tz);
      if (usable !== undefined) return usable;
      ctx.issues.push({
        code: "custom",
        input: tz,
        message: `${label} "${tz}" is not a time zone we know. Use one such as Europe/Berlin.`,
      });
      return z.NEVER;
    }),
  );
}

/** The tz of a day's queries: days start and end at the user's midnight. */
export const tzSchema = timeZoneSchema("tz");

/** A local calendar day, e.g. "2026-11-23". */
export const localDateSchema = z.iso
  .date({ error: "date must be a day such as 2026-11-23." })
  .check(z.refine((d) => d >= "1970-01-01" && d <= "2199-12-31", "date must be between 1970 and 2199."));

/** A calendar month such as "2026-11", between 1970 and 2199 like the food log's days. */
export const monthSchema = z.string({ error: "month is required." }).check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be a month such as 2026-11."),
  z.refine((m) => m >= "1970-01" && m <= "2199-12", "month must be between 1970 and 2199."),
);
