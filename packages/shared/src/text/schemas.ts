import { z } from "zod";
import { isSafeLine, isSafeText, lineMessages, textMessages } from "./rules";
import { usableTimeZone } from "../time";

/** One line of user text (a name, a title): trimmed, length-checked, free of unsafe characters. */
export function lineSchema(label: string, { min = 1, max }: { min?: number; max: number }) {
  const say = lineMessages(label, { min, max });
  return z.string({ error: say.required }).trim().min(min, say.tooShort).max(max, say.tooLong).refine(isSafeLine, say.unsafe);
}

/** Multi-line user text (a note, a post body): line breaks allowed, control characters are not. */
export function textSchema(label: string, { max }: { max: number }) {
  const say = textMessages(label, { max });
  return z.string({ error: say.notText }).max(max, say.tooLong).refine(isSafeText, say.unsafe);
}

/**
 * An ISO 8601 date-time with an offset, inside a range a person could mean. Dates such as year 0
 * or 275760 are valid ISO but not valid PostgreSQL timestamps.
 */
export function dateTimeSchema(label: string, { min = "1970-01-01T00:00:00Z", max = "2200-01-01T00:00:00Z" } = {}) {
  const lo = Date.parse(min);
  const hi = Date.parse(max);
  return z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time such as 2026-01-31T08:00:00Z.` }).refine(
    (v) => {
      const t = Date.parse(v);
      return t >= lo && t <= hi;
    },
    `${label} must be between ${min.slice(0, 4)} and ${max.slice(0, 4)}.`,
  );
}

/**
 * An IANA time zone name ("Europe/Berlin", "UTC"), as Intl reports the device's: days start and
 * end, and a schedule keeps its clock time, in it. `label` is the field's name. The one check of
 * every zone the API takes: on the server the zone must also be one its database knows, and a
 * name only the runtime knows becomes the database's name for the same zone (usableTimeZone).
 */
export function timeZoneSchema(label: string) {
  return (
    z
      .string({ error: `${label} is required.` })
      .max(64, `${label} is not a time zone.`)
      .regex(/^[A-Za-z0-9_+\-/]+$/, `${label} must be a time zone such as Europe/Berlin.`)
      // Checked once per name: the formatter a known zone needs is kept (building one costs about as
      // much as the rest of a day's read: 5 % of the food day's CPU profile).
      .transform((tz, ctx) => {
        const usable = usableTimeZone(tz);
        if (usable !== undefined) return usable;
        ctx.issues.push({
          code: "custom",
          input: tz,
          message: `${label} "${tz}" is not a time zone we know. Use one such as Europe/Berlin.`,
        });
        return z.NEVER;
      })
  );
}
