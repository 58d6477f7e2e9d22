import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { PostCategory, ReportReason, RichText } from "@app/shared/community";
import { timestamps } from "./columns";
import { users } from "./auth";
import { userColumn } from "./user-column";

/**
 * A member's community face: a public id and display name (unique whatever the case), their last
 * visit to the feed, the guidelines accepted, a moderator's suspension from posting.
 */
export const communityProfiles = pgTable(
  "community_profiles",
  {
    userId: userColumn().primaryKey(),
    /** The id others see: never the account's. */
    memberId: uuid("member_id").notNull().unique().defaultRandom(),
    displayName: text("display_name").notNull(),
    feedSeenAt: timestamp("feed_seen_at", { withTimezone: true }),
    guidelinesAcceptedAt: timestamp("guidelines_accepted_at", { withTimezone: true }),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("community_profiles_display_name_key").on(sql`lower(${t.displayName})`)],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: userColumn("author_id"),
    category: text("category").$type<PostCategory>().notNull(),
    title: text("title").notNull(),
    /** The Markdown as written, and the rich text it was checked into. */
    body: text("body").notNull(),
    doc: jsonb("doc").$type<RichText>().notNull(),
    photoWidth: integer("photo_width"),
    photoHeight: integer("photo_height"),
    likeCount: integer("like_count").notNull().default(0),
    /** Comments everyone can see (not hidden, nor under a hidden comment): community/posts.ts recountComments. */
    commentCount: integer("comment_count").notNull().default(0),
    /** To the millisecond, as the feed's cursor carries it (a microsecond more would skip a post). */
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    // The feed, newest first, and by category: keyset pages over (created_at, id).
    index("posts_feed_idx").on(t.createdAt.desc(), t.id.desc()),
    index("posts_category_feed_idx").on(t.category, t.createdAt.desc(), t.id.desc()),
    index("posts_author_idx").on(t.authorId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** A reply's top-level comment (replies go one level deep). */
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    authorId: userColumn("author_id"),
    body: text("body").notNull(),
    doc: jsonb("doc").$type<RichText>().notNull(),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [index("comments_post_idx").on(t.postId, t.createdAt), index("comments_author_idx").on(t.authorId)],
);

/** A like, one per member and post or comment. */
export const reactions = pgTable(
  "reactions",
  {
    userId: userColumn(),
    targetType: text("target_type", { enum: ["post", "comment"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] }), index("reactions_target_idx").on(t.targetType, t.targetId)],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    targetType: text("target_type", { enum: ["post", "comment"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    reason: text("reason").$type<ReportReason>().notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A moderator hid, restored or dismissed the item: the report is dealt with. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("reports_open_idx").on(t.resolvedAt, t.createdAt),
    index("reports_target_idx").on(t.targetType, t.targetId),
    // One open report a member and item: reporting twice changes nothing; once a moderator dealt
    // with it, the member can report the item again (it may have been edited since).
    uniqueIndex("reports_once_idx")
      .on(t.userId, t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Every moderator action, with who and when: kept when the people in it leave. */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    moderatorId: text("moderator_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: ["hide", "restore", "dismiss", "suspend"] }).notNull(),
    targetType: text("target_type", { enum: ["post", "comment"] }),
    targetId: uuid("target_id"),
    memberId: text("member_user_id").references(() => users.id, { onDelete: "set null" }),
    until: timestamp("until", { withTimezone: true }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_actions_created_idx").on(t.createdAt)],
);

/** A member who does not want to see another's posts and comments. */
export const blocks = pgTable(
  "blocks",
  {
    userId: userColumn(),
    blockedUserId: userColumn("blocked_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedUserId] })],
);

/** In-app notifications: a comment on your post, a reply to your comment. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    kind: text("kind", { enum: ["comment", "reply"] }).notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    actorId: userColumn("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
