import { and, eq, inArray } from "drizzle-orm";
import { excerptOf, withinEditWindow, type Comment, type Post } from "@app/shared/community";
import type { Db } from "../../db/client";
import { reactions, type comments, type posts } from "../../db/schema";
import type { Viewer } from "./viewer";

/* How a post or a comment is shown to the member looking at it. */

export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

/** The items of these ids this viewer liked. */
export async function likedBy(db: Db, userId: string, type: "post" | "comment", ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reactions.targetId })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.targetType, type), inArray(reactions.targetId, ids)));
  return new Set(rows.map((r) => r.id));
}

export function toPost(
  row: PostRow,
  viewer: Viewer,
  extra: { author: Post["author"]; liked: boolean; unread: boolean; preview: boolean },
): Post {
  const mine = row.authorId === viewer.userId;
  const hasPhoto = Boolean(row.photoWidth && row.photoHeight);
  if (extra.preview) {
    // A free reader's: the first lines and whether there is a photo, never the rest, nor the photo's address.
    const excerpt = excerptOf(row.doc);
    const { source: _source, ...post } = toPost(row, viewer, { ...extra, preview: false });
    return { ...post, body: excerpt.doc, photo: null, canEdit: false, preview: { truncated: excerpt.truncated, hasPhoto } };
  }
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
      hasPhoto && row.photoWidth && row.photoHeight
        ? { url: `/api/community/posts/${row.id}/photo`, width: row.photoWidth, height: row.photoHeight }
        : null,
    hidden: row.hiddenAt !== null,
    mine,
    canEdit: mine && withinEditWindow(row.createdAt),
    unread: extra.unread,
    ...(mine && { source: row.body }),
  };
}

export function toComment(row: CommentRow, viewer: Viewer, author: Comment["author"], liked: boolean): Comment {
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
