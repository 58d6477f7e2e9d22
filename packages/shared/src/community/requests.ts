import * as z from "zod/mini";
import {
  COMMENT_BODY_MAX,
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
import { lineSchema, textSchema } from "../text/fields";
import { bodyField, displayNameField } from "./forms";

/* What the community endpoints accept (responses are in ./responses.ts). */

const categorySchema = z.enum(POST_CATEGORY_KEYS, { error: POST_CATEGORY_MESSAGE });

export const postBodySchema = z.strictObject({
  category: categorySchema,
  title: lineSchema("Title", { max: TITLE_MAX }),
  body: bodyField("Body", POST_BODY_MAX),
});
export type PostBody = z.infer<typeof postBodySchema>;
export const postPatchSchema = z.partial(postBodySchema);

export const commentBodySchema = z.strictObject({
  body: bodyField("Comment", COMMENT_BODY_MAX),
  /** A reply: the top-level comment it answers (replies go one level deep). */
  parentId: z.optional(z.uuid({ error: "parentId must be a comment's id." })),
});
export const commentPatchSchema = z.strictObject({ body: bodyField("Comment", COMMENT_BODY_MAX) });

export const feedQuerySchema = z.strictObject({
  sort: z.optional(z.enum(["new", "top"], { error: 'sort must be "new" or "top".' })),
  category: z.optional(categorySchema),
  cursor: z.optional(z.string().check(z.maxLength(200, "cursor is not one of ours."))),
});
/** The feed's filters, as the API takes them. */
export type FeedQuery = z.infer<typeof feedQuerySchema>;
export type FeedSort = NonNullable<FeedQuery["sort"]>;

/** The empty body of "I agree" to the guidelines, "mark notifications read", and beside a post photo's file. */
export const communityEmptyBodySchema = z.strictObject({});

export const profilePatchSchema = z.strictObject({ displayName: displayNameField });

const targetFields = {
  targetType: z.enum(["post", "comment"], { error: 'targetType must be "post" or "comment".' }),
  targetId: z.uuid({ error: "targetId must be a post's or a comment's id." }),
};
const noteSchema = z.optional(textSchema("Note", { max: REPORT_NOTE_MAX }));

export const reportBodySchema = z.strictObject({
  ...targetFields,
  reason: z.enum(REPORT_REASON_KEYS, { error: REPORT_REASON_MESSAGE }),
  note: noteSchema,
});

export const moderationTargetSchema = z.strictObject({ ...targetFields, note: noteSchema });

export const suspendBodySchema = z.strictObject({
  memberId: z.uuid({ error: "memberId must be a member's id." }),
  days: z
    .int({ error: "days must be a whole number." })
    .check(
      z.minimum(SUSPENSION_DAYS_MIN, `A suspension lasts at least ${SUSPENSION_DAYS_MIN} day.`),
      z.maximum(SUSPENSION_DAYS_MAX, `A suspension lasts at most ${SUSPENSION_DAYS_MAX} days.`),
    ),
  note: noteSchema,
});
