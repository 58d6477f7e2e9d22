import { z } from "zod";
import { isSafeLine, isSafeText } from "./rules";

/** One line of user text (a name, a title): trimmed, length-checked, free of unsafe characters. */
export function lineSchema(label: string, { min = 1, max }: { min?: number; max: number }) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(isSafeLine, `${label} can't contain line breaks or invisible control characters.`);
}

/** Multi-line user text (a note, a post body): line breaks allowed, control characters are not. */
export function textSchema(label: string, { max }: { max: number }) {
  return z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .refine(isSafeText, `${label} can't contain invisible control characters.`);
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
