/** The community endpoints' responses (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { POST_CATEGORY_KEYS, REPORT_REASON_KEYS, type Inline, type RichText } from "./rules";

const timestamp = z.iso.datetime({ offset: true });

const inlineSchema: z.ZodMiniType<Inline> = z.union([
  z.object({ t: z.literal("text"), v: z.string() }),
  z.object({ t: z.literal("br") }),
  z.object({
    t: z.literal("strong"),
    get c() {
      return z.array(inlineSchema);
    },
  }),
  z.object({
    t: z.literal("em"),
    get c() {
      return z.array(inlineSchema);
    },
  }),
  z.object({
    t: z.literal("link"),
    href: z.string(),
    get c() {
      return z.array(inlineSchema);
    },
  }),
]);
export const richTextSchema: z.ZodMiniType<RichText> = z.array(
  z.union([
    z.object({ t: z.literal("p"), c: z.array(inlineSchema) }),
    z.object({ t: z.literal("ul"), items: z.array(z.array(inlineSchema)) }),
    z.object({ t: z.literal("ol"), items: z.array(z.array(inlineSchema)), start: z.number() }),
  ]),
);

/** A member as others see them: a public id and a display name, nothing else (never an email). */
export const memberSchema = z.object({ id: z.string(), displayName: z.string() });

const itemFields = {
  id: z.string(),
  body: richTextSchema,
  author: memberSchema,
  createdAt: timestamp,
  editedAt: z.nullable(timestamp),
  likeCount: z.number(),
  liked: z.boolean(),
  /** Hidden by a moderator: shown only to its author and to moderators, marked as such. */
  hidden: z.boolean(),
  mine: z.boolean(),
  /** Its author, within the edit window. */
  canEdit: z.boolean(),
  /** The Markdown as written, for its author to edit. */
  source: z.optional(z.string()),
};

export const postSchema = z.object({
  ...itemFields,
  category: z.enum(POST_CATEGORY_KEYS),
  title: z.string(),
  commentCount: z.number(),
  photo: z.nullable(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  /** Newer than the member's last visit to the feed. */
  unread: z.boolean(),
  /** A free reader's preview (absent for Premium): `body` is the first lines, `photo` null, `hasPhoto` whether one exists. */
  preview: z.optional(z.object({ truncated: z.boolean(), hasPhoto: z.boolean() })),
});

const commentFields = { ...itemFields, postId: z.string(), parentId: z.nullable(z.string()) };
export const commentSchema = z.object(commentFields);
export const threadSchema = z.object({ ...commentFields, replies: z.array(commentSchema) });

/** GET /api/community/posts: a page of the feed; for a free user the newest few, read-only. */
export const feedResponse = z.object({ posts: z.array(postSchema), nextCursor: z.nullable(z.string()), preview: z.boolean() });
/** GET /api/community/posts/:id */
export const postResponse = z.object({ post: postSchema, comments: z.array(threadSchema) });
export const postCreatedResponse = z.object({ post: postSchema });
export const commentResponse = z.object({ comment: commentSchema });
export const likeResponse = z.object({ liked: z.boolean(), likeCount: z.number() });

/** GET /api/community/me */
export const meResponse = z.object({
  memberId: z.string(),
  displayName: z.string(),
  guidelinesAccepted: z.boolean(),
  /** Until when a moderator suspended this member from posting, or null. */
  suspendedUntil: z.nullable(timestamp),
  /** New members (under a day) can't post links yet. */
  canPostLinks: z.boolean(),
  moderator: z.boolean(),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(["comment", "reply"]),
  post: z.object({ id: z.string(), title: z.string() }),
  commentId: z.string(),
  actor: memberSchema,
  createdAt: timestamp,
  read: z.boolean(),
});
/** GET /api/community/notifications */
export const notificationsResponse = z.object({ notifications: z.array(notificationSchema), unread: z.number() });
export const unreadCountResponse = z.object({ unread: z.number() });

export const blocksResponse = z.object({ members: z.array(memberSchema) });

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASON_KEYS),
  note: z.nullable(z.string()),
  reporter: memberSchema,
  createdAt: timestamp,
});
export const moderationItemSchema = z.object({
  targetType: z.enum(["post", "comment"]),
  targetId: z.string(),
  /** The post itself, or the post a comment is on. */
  post: z.object({ id: z.string(), title: z.string() }),
  body: richTextSchema,
  author: z.extend(memberSchema, { suspendedUntil: z.nullable(timestamp) }),
  createdAt: timestamp,
  hidden: z.boolean(),
  reports: z.array(reportSchema),
});
/** GET /api/community/moderation/reports: open reports, one item per reported post or comment. */
export const moderationQueueResponse = z.object({ items: z.array(moderationItemSchema) });
export const moderationActionSchema = z.object({
  id: z.string(),
  action: z.enum(["hide", "restore", "dismiss", "suspend"]),
  moderator: z.nullable(memberSchema),
  targetType: z.nullable(z.enum(["post", "comment"])),
  targetId: z.nullable(z.string()),
  member: z.nullable(memberSchema),
  until: z.nullable(timestamp),
  note: z.nullable(z.string()),
  createdAt: timestamp,
});
/** GET /api/community/moderation/log */
export const moderationLogResponse = z.object({ actions: z.array(moderationActionSchema) });

export type Member = z.infer<typeof memberSchema>;
export type Post = z.infer<typeof postSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type Thread = z.infer<typeof threadSchema>;
export type FeedResponse = z.infer<typeof feedResponse>;
export type PostResponse = z.infer<typeof postResponse>;
export type PostCreatedResponse = z.infer<typeof postCreatedResponse>;
export type CommentResponse = z.infer<typeof commentResponse>;
export type LikeResponse = z.infer<typeof likeResponse>;
export type MeResponse = z.infer<typeof meResponse>;
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;
export type BlocksResponse = z.infer<typeof blocksResponse>;
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;
export type ModerationAction = z.infer<typeof moderationActionSchema>;
export type ModerationLogResponse = z.infer<typeof moderationLogResponse>;
