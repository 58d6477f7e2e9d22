import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { FEED_PAGE_SIZE, FREE_PREVIEW_POSTS, type FeedQuery, type FeedResponse } from "@app/shared/community";
import { preparedQuery, type Db } from "../../db/client";
import { communityProfiles, posts } from "../../db/schema";
import { cursorAfter, decodeCursor } from "./feed-cursor";
import { ensureProfile, membersOf } from "./members";
import { likedBy, toPost } from "./views";
import { visibleTo, type Viewer, type ViewerParams } from "./viewer";

/** What decides the statement's text: each shape is prepared once per database. */
interface FeedShape {
  sort: "new" | "top";
  preview: boolean;
  category: boolean;
  cursor: boolean;
}

type Param<T> = T | Placeholder;
type FeedParams = ViewerParams & {
  category: Param<string>;
  likes: Param<number>;
  time: Param<string>;
  id: Param<string>;
  limit: Param<number>;
};

/**
 * Newest: by time, keyset pages over (created_at, id) on posts_feed_idx, so posts written meanwhile
 * never repeat or skip a post on the next page, and no OFFSET. Top this week: the last 7 days by likes, then time.
 */
function feedSelect(db: Db, shape: FeedShape, p: FeedParams) {
  const conditions: SQL[] = [visibleTo(p, posts)];
  if (shape.preview) conditions.push(sql`${posts.hiddenAt} is null`);
  if (shape.category) conditions.push(sql`${posts.category} = ${p.category}`);
  if (shape.sort === "top") conditions.push(sql`${posts.createdAt} > now() - interval '7 days'`);
  if (shape.cursor) {
    conditions.push(
      shape.sort === "top"
        ? sql`(${posts.likeCount}, ${posts.createdAt}, ${posts.id}) < (${p.likes}::int, ${p.time}::timestamptz, ${p.id}::uuid)`
        : sql`(${posts.createdAt}, ${posts.id}) < (${p.time}::timestamptz, ${p.id}::uuid)`,
    );
  }
  // "nulls last", as the indexes are built: plain "desc" means nulls first, and the planner would
  // then sort the whole table instead of using the index.
  const order =
    shape.sort === "top"
      ? sql`${posts.likeCount} desc, ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`
      : sql`${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
  return db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(order)
    .limit(p.limit);
}

/** A page's shape and its values (one more row than the page, to know whether another follows). */
function feedPlan(viewer: Viewer, query: FeedQuery, { preview }: { preview: boolean }) {
  // A free user's preview is the newest few, whatever they ask for: no other sort, category or page.
  if (preview) query = {};
  const sort = query.sort ?? "new";
  const cursor = query.cursor && !preview ? decodeCursor(query.cursor, sort) : undefined;
  const limit = preview ? FREE_PREVIEW_POSTS : FEED_PAGE_SIZE;
  const shape: FeedShape = { sort, preview, category: Boolean(query.category), cursor: Boolean(cursor) };
  const values: FeedParams = {
    ...viewer,
    category: query.category ?? "",
    likes: cursor?.l ?? 0,
    time: cursor?.t ?? "",
    id: cursor?.id ?? "",
    limit: limit + 1,
  };
  return { limit, shape, values };
}

/**
 * The rows of a feed page (one more than the page), as a query builder with its values: the
 * growth benchmark measures and explains it. The app runs the same statement prepared (readFeed).
 */
export function feedRows(db: Db, viewer: Viewer, query: FeedQuery, options: { preview: boolean }) {
  const { limit, shape, values } = feedPlan(viewer, query, options);
  return { limit, rows: feedSelect(db, shape, values) };
}

const preparedFeeds = new Map<string, ReturnType<typeof prepareFeed>>();

function prepareFeed(shape: FeedShape) {
  const name = `carnitrack_feed_${shape.sort}${shape.preview ? "_preview" : ""}${shape.category ? "_category" : ""}${shape.cursor ? "_after" : ""}`;
  const p = (key: keyof FeedParams) => sql.placeholder(key);
  const params: FeedParams = {
    userId: p("userId"),
    moderator: p("moderator"),
    blocked: p("blocked"),
    category: p("category"),
    likes: p("likes"),
    time: p("time"),
    id: p("id"),
    limit: p("limit"),
  };
  return preparedQuery((db) => feedSelect(db, shape, params).prepare(name));
}

/** A feed page's rows through its shape's prepared statement. */
function readFeedRows(db: Db, shape: FeedShape, values: FeedParams) {
  const key = JSON.stringify(shape);
  let prepared = preparedFeeds.get(key);
  if (!prepared) preparedFeeds.set(key, (prepared = prepareFeed(shape)));
  return prepared(db).execute(values);
}

/**
 * A page of the feed (see feedRows). Premium members page through every post; a free user gets
 * the newest few, read-only (the preview). Posts since the viewer's last visit are marked unread;
 * reading the first page of the newest posts records this visit.
 */
export async function readFeed(db: Db, { viewer, query }: { viewer: Viewer; query: FeedQuery }): Promise<FeedResponse> {
  const preview = !viewer.premium;
  if (preview) query = {};
  const sort = query.sort ?? "new";
  const { limit, shape, values } = feedPlan(viewer, query, { preview });
  // The preview marks nothing unread: it needs no more of the profile than the viewer made sure of.
  const [rows, seenAt] = await Promise.all([
    readFeedRows(db, shape, values),
    preview ? null : ensureProfile(db, viewer.userId).then((profile) => profile.feedSeenAt),
  ]);
  const page = rows.slice(0, limit);
  const authorIds = page.map((p) => p.authorId);
  const postIds = page.map((p) => p.id);
  const [authors, liked] = await Promise.all([
    membersOf(db, authorIds),
    preview ? new Set<string>() : likedBy(db, viewer.userId, "post", postIds),
  ]);
  if (!preview && sort === "new" && !query.cursor && !query.category) {
    await db.update(communityProfiles).set({ feedSeenAt: new Date() }).where(eq(communityProfiles.userId, viewer.userId));
  }
  return {
    posts: page.map((row) =>
      toPost(row, viewer, {
        author: authors.get(row.authorId)!,
        liked: liked.has(row.id),
        unread: !preview && seenAt !== null && row.createdAt > seenAt && row.authorId !== viewer.userId,
        preview,
      }),
    ),
    nextCursor: !preview && rows.length > limit ? cursorAfter(page.at(-1)!, sort) : null,
    preview,
  };
}

/** The ids of the posts a free reader's preview holds now (the newest few this viewer may see). */
export async function previewPostIds(db: Db, viewer: Viewer): Promise<string[]> {
  const { limit, shape, values } = feedPlan(viewer, {}, { preview: true });
  const rows = await readFeedRows(db, shape, values);
  return rows.slice(0, limit).map((row) => row.id);
}
