import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { FEED_PAGE_SIZE, FREE_PREVIEW_POSTS, withinEditWindow, type PostBody, type PostCategory } from "@app/shared";
import type { Comment, FeedResponse, Post, PostResponse, Thread } from "@app/shared/contracts/community";
import { rowsOf, type Db } from "../../db/client";
import { comments, communityProfiles, notifications, posts, reactions, reports } from "../../db/schema";
import { AppError, isPgError, isUuid } from "../../platform/errors";
import type { ObjectStorage } from "../../platform/storage";
import { membersOf } from "./members";
import { hasLink, parseRichText } from "./rich-text";

/** Who is looking: what they may see (their own hidden items, everything for moderators) and whom they blocked. */
export interface Viewer {
  userId: string;
  moderator: boolean;
  blocked: string[];
}

type PostRow = typeof posts.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/** Where a post's photo is kept: under its author, so it goes with their account. */
export const postPhotoKey = (authorId: string, postId: string) => `users/${authorId}/community/${postId}.jpg`;
export const communityFilesPrefix = (userId: string) => `users/${userId}/community/`;

/** Visible to this viewer: not hidden (or theirs, or they moderate), and not by someone they blocked. */
function visibleTo(viewer: Viewer, table: typeof posts | typeof comments): SQL {
  const notBlocked = viewer.blocked.length ? sql`not (${table.authorId} = any(${sql.param(viewer.blocked)}::text[]))` : sql`true`;
  const shown = viewer.moderator ? sql`true` : sql`(${table.hiddenAt} is null or ${table.authorId} = ${viewer.userId})`;
  return sql`${shown} and ${notBlocked}`;
}

/** The items of these ids this viewer liked. */
async function likedBy(db: Db, userId: string, type: "post" | "comment", ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reactions.targetId })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.targetType, type), inArray(reactions.targetId, ids)));
  return new Set(rows.map((r) => r.id));
}

function toPost(
  row: PostRow,
  viewer: Viewer,
  extra: { author: Post["author"]; liked: boolean; unread: boolean; showPhoto: boolean },
): Post {
  const mine = row.authorId === viewer.userId;
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    body: row.doc,
    author: extra.author,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likeCount: row.likeCount,
    liked: extra.liked,
    commentCount: row.commentCount,
    photo:
      extra.showPhoto && row.photoWidth && row.photoHeight
        ? { url: `/api/community/posts/${row.id}/photo`, width: row.photoWidth, height: row.photoHeight }
        : null,
    hidden: row.hiddenAt !== null,
    mine,
    canEdit: mine && withinEditWindow(row.createdAt),
    unread: extra.unread,
    ...(mine && { source: row.body }),
  };
}

function toComment(row: CommentRow, viewer: Viewer, author: Comment["author"], liked: boolean): Comment {
  const mine = row.authorId === viewer.userId;
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    body: row.doc,
    author,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likeCount: row.likeCount,
    liked,
    hidden: row.hiddenAt !== null,
    mine,
    canEdit: mine && withinEditWindow(row.createdAt),
    ...(mine && { source: row.body }),
  };
}

/* The feed's cursor: where the last page ended, opaque to the app. */
interface Cursor {
  t: string;
  id: string;
  l?: number;
}
function encodeCursor(row: PostRow, sort: "new" | "top"): string {
  const cursor: Cursor = { t: row.createdAt.toISOString(), id: row.id, ...(sort === "top" && { l: row.likeCount }) };
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}
/** What encodeCursor writes: an ISO instant in the years a post can have (Date's toISOString). */
const CURSOR_TIME = /^(19[7-9]\d|2[01]\d\d)-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
function decodeCursor(value: string, sort: "new" | "top"): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    if (typeof cursor.t !== "string" || !CURSOR_TIME.test(cursor.t) || Number.isNaN(Date.parse(cursor.t))) throw new Error();
    if (typeof cursor.id !== "string" || !isUuid(cursor.id)) throw new Error();
    if (sort === "top" && !(Number.isInteger(cursor.l) && cursor.l! >= 0 && cursor.l! <= 2 ** 31 - 1)) throw new Error();
    return cursor;
  } catch {
    throw new AppError("VALIDATION_FAILED", "cursor is not one of ours: start from the first page.");
  }
}

/** The feed's filters, as the API takes them. */
export interface FeedQuery {
  sort?: "new" | "top";
  category?: PostCategory;
  cursor?: string;
}

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

/** The cursor that continues after this row (what the API hands out as nextCursor). */
export const cursorAfter = (row: PostRow, sort: "new" | "top" = "new") => encodeCursor(row, sort);

/**
 * A page of the feed (see feedRows). Posts since `seenAt` (the viewer's last visit, from their
 * profile) are marked unread; reading the first page of the newest posts records this visit.
 */
export async function feed(
  db: Db,
  viewer: Viewer,
  query: FeedQuery,
  { preview, seenAt }: { preview: boolean; seenAt: Date | null },
): Promise<FeedResponse> {
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
    nextCursor: !preview && rows.length > limit ? encodeCursor(page.at(-1)!, sort) : null,
    preview,
  };
}

/** A post this viewer may see, or the same 404 for one that is hidden, blocked, deleted or never was. */
export async function visiblePost(db: Db, viewer: Viewer, postId: string): Promise<PostRow> {
  const [row] = isUuid(postId)
    ? await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, postId), visibleTo(viewer, posts)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", "There is no such post.");
  return row;
}

export async function visibleComment(db: Db, viewer: Viewer, commentId: string): Promise<CommentRow> {
  const [row] = isUuid(commentId)
    ? await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, commentId), visibleTo(viewer, comments)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", "There is no such comment.");
  // A comment on a post the viewer can't see is as unseen as the post.
  await visiblePost(db, viewer, row.postId);
  return row;
}

/** A post with its comments: replies under the comment they answer (one level), oldest first. */
export async function postWithComments(db: Db, viewer: Viewer, postId: string): Promise<PostResponse> {
  const post = await visiblePost(db, viewer, postId);
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, post.id), visibleTo(viewer, comments)))
    .orderBy(comments.createdAt, comments.id);
  const [authors, likedPosts, likedComments] = await Promise.all([
    membersOf(db, [post.authorId, ...rows.map((r) => r.authorId)]),
    likedBy(db, viewer.userId, "post", [post.id]),
    likedBy(
      db,
      viewer.userId,
      "comment",
      rows.map((r) => r.id),
    ),
  ]);
  const view = (row: CommentRow) => toComment(row, viewer, authors.get(row.authorId)!, likedComments.has(row.id));
  const threads: Thread[] = rows.filter((r) => r.parentId === null).map((r) => ({ ...view(r), replies: [] }));
  const byId = new Map(threads.map((t) => [t.id, t]));
  // A reply whose comment this viewer can't see goes with it.
  for (const row of rows) if (row.parentId !== null) byId.get(row.parentId)?.replies.push(view(row));
  return {
    post: toPost(post, viewer, { author: authors.get(post.authorId)!, liked: likedPosts.has(post.id), unread: false, showPhoto: true }),
    comments: threads,
  };
}

export async function postView(db: Db, viewer: Viewer, postId: string): Promise<Post> {
  return (await postWithComments(db, viewer, postId)).post;
}

/**
 * Sets a post's comment count to the comments everyone can see: not hidden, and not a reply under
 * a hidden comment. Counted again after every change (a comment, a deletion, a moderator's hide or
 * restore, a member leaving), in the change's transaction, so the count never drifts.
 */
export async function recountComments(db: Db, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  await db.execute(sql`
    update posts set comment_count = (
      select count(*)::int from comments c left join comments parent on parent.id = c.parent_id
      where c.post_id = posts.id and c.hidden_at is null and (parent.id is null or parent.hidden_at is null)
    )
    where id in (${sql.join(
      [...new Set(postIds)].map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** New members can't post links: spam accounts are new. */
export function checkLinks(doc: ReturnType<typeof parseRichText>, canPostLinks: boolean): void {
  if (!canPostLinks && hasLink(doc)) {
    throw new AppError("VALIDATION_FAILED", "New members can post links after their first day. Remove the link for now.");
  }
}

export async function createPost(db: Db, authorId: string, body: PostBody, { canPostLinks }: { canPostLinks: boolean }): Promise<PostRow> {
  const doc = parseRichText(body.body);
  checkLinks(doc, canPostLinks);
  const [row] = await db.insert(posts).values({ authorId, category: body.category, title: body.title, body: body.body, doc }).returning();
  return row!;
}

/** The author's own post, still editable; anyone else's is a 404, an old one a 403 that says why. */
export async function ownPost(db: Db, viewer: Viewer, postId: string, { editing }: { editing: boolean }): Promise<PostRow> {
  const row = await visiblePost(db, viewer, postId);
  if (row.authorId !== viewer.userId) throw new AppError("NOT_FOUND", "There is no such post of yours.");
  if (editing && !withinEditWindow(row.createdAt))
    throw new AppError("FORBIDDEN", "Posts can be edited for 24 hours after they are published.");
  return row;
}

export async function updatePost(
  db: Db,
  viewer: Viewer,
  postId: string,
  patch: Partial<PostBody>,
  { canPostLinks }: { canPostLinks: boolean },
) {
  await ownPost(db, viewer, postId, { editing: true });
  const doc = patch.body === undefined ? undefined : parseRichText(patch.body);
  if (doc) checkLinks(doc, canPostLinks);
  await db
    .update(posts)
    .set({ ...patch, ...(doc && { doc }), editedAt: new Date() })
    .where(eq(posts.id, postId));
}

/** What stays behind a deleted post or comment: the likes and reports that point at it. */
export async function forgetTargets(db: Db, type: "post" | "comment", ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(reactions).where(and(eq(reactions.targetType, type), inArray(reactions.targetId, ids)));
  await db.delete(reports).where(and(eq(reports.targetType, type), inArray(reports.targetId, ids)));
}

export async function deletePost(db: Db, storage: ObjectStorage, viewer: Viewer, postId: string): Promise<void> {
  const row = await ownPost(db, viewer, postId, { editing: false });
  await db.transaction(async (tx) => {
    // Its comments as they are when it goes (their notifications follow by foreign key).
    const gone = await tx.delete(comments).where(eq(comments.postId, row.id)).returning({ id: comments.id });
    await forgetTargets(
      tx,
      "comment",
      gone.map((c) => c.id),
    );
    await forgetTargets(tx, "post", [row.id]);
    await tx.delete(posts).where(eq(posts.id, row.id));
  });
  if (row.photoWidth) await storage.delete(postPhotoKey(row.authorId, row.id));
}

export async function setPostPhoto(
  db: Db,
  storage: ObjectStorage,
  viewer: Viewer,
  postId: string,
  image: { full: Buffer; width: number; height: number },
): Promise<void> {
  const row = await ownPost(db, viewer, postId, { editing: true });
  await storage.put(postPhotoKey(row.authorId, row.id), image.full, "image/jpeg");
  await db.update(posts).set({ photoWidth: image.width, photoHeight: image.height }).where(eq(posts.id, row.id));
}

export async function removePostPhoto(db: Db, storage: ObjectStorage, viewer: Viewer, postId: string): Promise<void> {
  const row = await ownPost(db, viewer, postId, { editing: false });
  await storage.delete(postPhotoKey(row.authorId, row.id));
  await db.update(posts).set({ photoWidth: null, photoHeight: null }).where(eq(posts.id, row.id));
}

export async function postPhoto(db: Db, storage: ObjectStorage, viewer: Viewer, postId: string): Promise<Buffer> {
  const row = await visiblePost(db, viewer, postId);
  const stored = row.photoWidth ? await storage.get(postPhotoKey(row.authorId, row.id)) : undefined;
  if (!stored) throw new AppError("NOT_FOUND", "This post has no photo.");
  return stored.bytes;
}

/* Comments. */

export async function addComment(
  db: Db,
  viewer: Viewer,
  postId: string,
  input: { body: string; parentId?: string },
  { canPostLinks }: { canPostLinks: boolean },
): Promise<CommentRow> {
  const post = await visiblePost(db, viewer, postId);
  const doc = parseRichText(input.body);
  checkLinks(doc, canPostLinks);
  let parent: CommentRow | undefined;
  if (input.parentId) {
    parent = await visibleComment(db, viewer, input.parentId).catch(() => undefined);
    if (!parent || parent.postId !== post.id || parent.parentId !== null) {
      throw new AppError("VALIDATION_FAILED", "parentId must be a comment on this post that is not itself a reply.");
    }
  }
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(comments)
        .values({ postId: post.id, parentId: parent?.id ?? null, authorId: viewer.userId, body: input.body, doc })
        .returning();
      await recountComments(tx, [post.id]);
      // The post's author hears of a comment, a comment's author of a reply; nobody of their own
      // words, nor of someone they blocked.
      const recipients = new Map<string, "comment" | "reply">();
      if (parent && parent.authorId !== viewer.userId) recipients.set(parent.authorId, "reply");
      if (post.authorId !== viewer.userId && !recipients.has(post.authorId)) recipients.set(post.authorId, "comment");
      for (const [userId, kind] of recipients) {
        const blockedActor = rowsOf(
          await tx.execute(sql`select 1 from blocks where user_id = ${userId} and blocked_user_id = ${viewer.userId}`),
        ).length;
        if (!blockedActor)
          await tx.insert(notifications).values({ userId, kind, postId: post.id, commentId: row!.id, actorId: viewer.userId });
      }
      return row!;
    })
    .catch((err: unknown) => {
      // The post (or the comment answered) was deleted after it was checked.
      if (isPgError(err, "23503")) throw new AppError("NOT_FOUND", "There is no such post.");
      throw err;
    });
}

export async function ownComment(db: Db, viewer: Viewer, commentId: string, { editing }: { editing: boolean }): Promise<CommentRow> {
  const row = await visibleComment(db, viewer, commentId);
  if (row.authorId !== viewer.userId) throw new AppError("NOT_FOUND", "There is no such comment of yours.");
  if (editing && !withinEditWindow(row.createdAt))
    throw new AppError("FORBIDDEN", "Comments can be edited for 24 hours after they are written.");
  return row;
}

export async function updateComment(
  db: Db,
  viewer: Viewer,
  commentId: string,
  body: string,
  { canPostLinks }: { canPostLinks: boolean },
): Promise<void> {
  await ownComment(db, viewer, commentId, { editing: true });
  const doc = parseRichText(body);
  checkLinks(doc, canPostLinks);
  await db.update(comments).set({ body, doc, editedAt: new Date() }).where(eq(comments.id, commentId));
}

export async function deleteComment(db: Db, viewer: Viewer, commentId: string): Promise<void> {
  const row = await ownComment(db, viewer, commentId, { editing: false });
  await db.transaction(async (tx) => {
    // The comment and its replies, as they are when they go (a reply may have come meanwhile).
    const gone = await tx
      .delete(comments)
      .where(or(eq(comments.id, row.id), eq(comments.parentId, row.id)))
      .returning({ id: comments.id });
    await forgetTargets(
      tx,
      "comment",
      gone.map((c) => c.id),
    );
    await recountComments(tx, [row.postId]);
  });
}

export async function commentView(db: Db, viewer: Viewer, commentId: string): Promise<Comment> {
  const row = await visibleComment(db, viewer, commentId);
  const [authors, liked] = await Promise.all([membersOf(db, [row.authorId]), likedBy(db, viewer.userId, "comment", [row.id])]);
  return toComment(row, viewer, authors.get(row.authorId)!, liked.has(row.id));
}

/* Likes: one per member and item, counted on the item in the same transaction. */

export async function setLike(db: Db, viewer: Viewer, type: "post" | "comment", id: string, like: boolean) {
  const table = type === "post" ? posts : comments;
  if (type === "post") await visiblePost(db, viewer, id);
  else await visibleComment(db, viewer, id);
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx.insert(reactions).values({ userId: viewer.userId, targetType: type, targetId: id }).onConflictDoNothing().returning()
      : await tx
          .delete(reactions)
          .where(and(eq(reactions.userId, viewer.userId), eq(reactions.targetType, type), eq(reactions.targetId, id)))
          .returning();
    const [row] = changed.length
      ? await tx
          .update(table)
          .set({ likeCount: like ? sql`${table.likeCount} + 1` : sql`greatest(${table.likeCount} - 1, 0)` })
          .where(eq(table.id, id))
          .returning({ likeCount: table.likeCount })
      : await tx.select({ likeCount: table.likeCount }).from(table).where(eq(table.id, id));
    // Deleted by its author since it was checked: the like goes with the rolled-back transaction.
    if (!row) throw new AppError("NOT_FOUND", `There is no such ${type}.`);
    return { liked: like, likeCount: row.likeCount };
  });
}

/** Whether a post of this id exists at all (for the page's 404): nothing about who may see it. */
export async function postExists(db: Db, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  return (await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId))).length > 0;
}
