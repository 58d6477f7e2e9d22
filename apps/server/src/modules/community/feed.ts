import { and, eq, sql, type SQL } from "drizzle-orm";
import { FEED_PAGE_SIZE, FREE_PREVIEW_POSTS, type FeedQuery } from "@app/shared/community";
import type { FeedResponse } from "@app/shared/contracts/community";
import type { Db } from "../../db/client";
import { communityProfiles, posts } from "../../db/schema";
import { isPremium } from "../billing";
import { cursorAfter, decodeCursor } from "./feed-cursor";
import { ensureProfile, membersOf } from "./members";
import { likedBy, toPost } from "./views";
import { visibleTo, type Viewer } from "./viewer";

/**
 * The rows of a feed page (one more than the page, to know whether another follows). Newest: by
 * time, keyset pages over (created_at, id) on posts_feed_idx, so posts written while someone reads
 * never repeat or skip a post on the next page, and page 500 costs what page 1 does (no OFFSET).
 * Top this week: the last 7 days by likes, then time. The growth benchmark runs this very query.
 */
export function feedRows(db: Db, viewer: Viewer, query: FeedQuery, { preview }: { preview: boolean }) {
  // A free user's preview is the newest few, whatever they ask for: no other sort, category or page.
  if (preview) query = {};
  const sort = query.sort ?? "new";
  const cursor = query.cursor && !preview ? decodeCursor(query.cursor, sort) : undefined;
  const limit = preview ? FREE_PREVIEW_POSTS : FEED_PAGE_SIZE;
  const conditions: SQL[] = [visibleTo(viewer, posts)];
  if (preview) conditions.push(sql`${posts.hiddenAt} is null`);
  if (query.category) conditions.push(sql`${posts.category} = ${query.category}`);
  if (sort === "top") conditions.push(sql`${posts.createdAt} > now() - interval '7 days'`);
  if (cursor) {
    conditions.push(
      sort === "top"
        ? sql`(${posts.likeCount}, ${posts.createdAt}, ${posts.id}) < (${cursor.l}, ${cursor.t}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${posts.createdAt}, ${posts.id}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  // "nulls last", as the indexes are built (Drizzle's default): plain "desc" means nulls first,
  // and the planner would then sort the whole table instead of reading the index in order.
  const order =
    sort === "top"
      ? sql`${posts.likeCount} desc, ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`
      : sql`${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
  return {
    limit,
    rows: db
      .select()
      .from(posts)
      .where(and(...conditions))
      .orderBy(order)
      .limit(limit + 1),
  };
}

/**
 * A page of the feed (see feedRows). Premium members page through every post; a free user gets
 * the newest few, read-only (the preview). Posts since the viewer's last visit are marked unread;
 * reading the first page of the newest posts records this visit.
 */
export async function readFeed(db: Db, { viewer, query }: { viewer: Viewer; query: FeedQuery }): Promise<FeedResponse> {
  const [{ feedSeenAt: seenAt }, premium] = await Promise.all([ensureProfile(db, viewer.userId), isPremium(db, viewer.userId)]);
  const preview = !premium;
  if (preview) query = {};
  const sort = query.sort ?? "new";
  const { limit, rows: rowsQuery } = feedRows(db, viewer, query, { preview });
  const rows = await rowsQuery;
  const page = rows.slice(0, limit);
  const [authors, liked] = await Promise.all([
    membersOf(
      db,
      page.map((p) => p.authorId),
    ),
    preview
      ? new Set<string>()
      : likedBy(
          db,
          viewer.userId,
          "post",
          page.map((p) => p.id),
        ),
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
        showPhoto: !preview,
      }),
    ),
    nextCursor: !preview && rows.length > limit ? cursorAfter(page.at(-1)!, sort) : null,
    preview,
  };
}
