/** The text fields requests carry (zod/mini: the server validates with them, the app's forms reuse them). */
import * as z from "zod/mini";
import { isSafeLine, isSafeText, lineMessages, textMessages } from "./rules";

/** One line of user text (a name, a title): trimmed, length-checked, free of unsafe characters. */
export function lineSchema(label: string, { min = 1, max }: { min?: number; max: number }) {
  const say = lineMessages(label, { min, max });
  return z
    .string({ error: say.required })
    .check(z.trim(), z.minLength(min, say.tooShort), z.maxLength(max, say.tooLong), z.refine(isSafeLine, say.unsafe));
}

/** Multi-line user text (a note, a post body): line breaks allowed, control characters are not. */
export function textSchema(label: string, { max }: { max: number }) {
  const say = textMessages(label, { max });
  return z.string({ error: say.notText }).check(z.maxLength(max, say.tooLong), z.refine(isSafeText, say.unsafe));
}

/** A query string's page size: a whole number from 1 to `max`, 20 when not given. */
export function limitSchema(max: number) {
  return z._default(
    z.coerce
      .number({ error: "limit must be a number." })
      .check(
        z.int("limit must be a whole number."),
        z.minimum(1, "limit must be at least 1."),
        z.maximum(max, `limit must be at most ${max}.`),
      ),
    20,
  );
}
