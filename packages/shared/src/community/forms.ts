/** The community forms (zod/mini, small enough for a lazy chunk): the server's limits and messages. */
import * as z from "zod/mini";
import {
  COMMENT_BODY_MAX,
  DISPLAY_NAME_FORBIDDEN,
  DISPLAY_NAME_FORBIDDEN_MESSAGE,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  POST_BODY_MAX,
  POST_CATEGORY_KEYS,
  POST_CATEGORY_MESSAGE,
  REPORT_NOTE_MAX,
  REPORT_REASON_KEYS,
  REPORT_REASON_MESSAGE,
  SUSPENSION_DAYS_MAX,
  SUSPENSION_DAYS_MIN,
  TITLE_MAX,
} from "./rules";
import { textMessages } from "../text/rules";
import { lineSchema, textSchema } from "../text/fields";

/** A post's or a comment's words: text that is not only blank. */
export const bodyField = (label: string, max: number) =>
  textSchema(label, { max }).check(z.refine((body) => body.trim().length > 0, textMessages(label, { max }).blank));

/** The composer: "Category", "Title", "Body" (new or edited). */
export const postForm = z.object({
  category: z.enum(POST_CATEGORY_KEYS, { error: POST_CATEGORY_MESSAGE }),
  title: lineSchema("Title", { max: TITLE_MAX }),
  body: bodyField("Body", POST_BODY_MAX),
});
export type PostForm = z.infer<typeof postForm>;

/** "Add a comment", a reply, or a comment edited. */
export const commentForm = z.object({ body: bodyField("Comment", COMMENT_BODY_MAX) });
export type CommentForm = z.infer<typeof commentForm>;

/** "Report": a reason and an optional note for the moderators. */
export const reportForm = z.object({
  reason: z.enum(REPORT_REASON_KEYS, { error: REPORT_REASON_MESSAGE }),
  note: textSchema("Note", { max: REPORT_NOTE_MAX }),
});
export type ReportForm = z.infer<typeof reportForm>;

/** The name members see. */
export const displayNameField = lineSchema("Display name", { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX }).check(
  z.refine((name) => !DISPLAY_NAME_FORBIDDEN.test(name), DISPLAY_NAME_FORBIDDEN_MESSAGE),
);

/** Settings → Community profile. */
export const displayNameForm = z.object({ displayName: displayNameField });
export type DisplayNameForm = z.infer<typeof displayNameForm>;

/** A moderator's "Suspend": whole days as typed, and a note for the log. */
export const suspendForm = z.object({
  days: z.string().check(
    z.refine((days) => {
      const n = Number(days);
      return Number.isInteger(n) && n >= SUSPENSION_DAYS_MIN && n <= SUSPENSION_DAYS_MAX;
    }, `Enter a whole number of days from ${SUSPENSION_DAYS_MIN} to ${SUSPENSION_DAYS_MAX}.`),
  ),
  note: textSchema("Note", { max: REPORT_NOTE_MAX }),
});
export type SuspendForm = z.infer<typeof suspendForm>;
