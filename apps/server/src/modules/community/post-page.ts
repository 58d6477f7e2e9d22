import { and, eq } from "drizzle-orm";
import type { PostResponse, Thread } from "@app/shared/community";
import type { Db } from "../../db/client";
import { comments } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { previewPostIds } from "./feed";
import { membersOf } from "./members";
import { visiblePost } from "./posts";
import { likedBy, toComment, toPost, type CommentRow, type PostRow } from "./views";
import { visibleTo, type Viewer } from "./viewer";

/**
 * A free reader's page of a post in their preview (the newest few): its first lines, whether it has
 * a photo, its counts, and no comments. Any other post is Premium's to read.
 */
async function previewPage(db: Db, viewer: Viewer, post: PostRow): Promise<PostResponse> {
  if (!(await previewPostIds(db, viewer)).includes(post.id)) {
    throw new AppError("PREMIUM_REQUIRED", "This post is for Premium members. Upgrade to read the whole community.");
  }
  const authors = await membersOf(db, [post.authorId]);
  return {
    post: toPost(post, viewer, { author: authors.get(post.authorId)!, liked: false, unread: false, preview: true }),
    comments: [],
  };
}

/**
 * A post's page: the post with its comments, replies under the comment they answer (one level),
 * oldest first; for a free reader, its preview. A post that is not there is a 404 for everyone.
 */
export async function postPage(db: Db, { viewer, postId }: { viewer: Viewer; postId: string }): Promise<PostResponse> {
  const post = await visiblePost(db, viewer, postId);
  if (!viewer.premium) return previewPage(db, viewer, post);
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, post.id), visibleTo(viewer, comments)))
    .orderBy(comments.createdAt, comments.id);
  const commentIds = rows.map((r) => r.id);
  const [authors, likedPosts, likedComments] = await Promise.all([
    membersOf(db, [post.authorId, ...rows.map((r) => r.authorId)]),
    likedBy(db, viewer.userId, "post", [post.id]),
    likedBy(db, viewer.userId, "comment", commentIds),
  ]);
  const view = (row: CommentRow) => toComment(row, viewer, authors.get(row.authorId)!, likedComments.has(row.id));
  const threads: Thread[] = rows.filter((r) => r.parentId === null).map((r) => ({ ...view(r), replies: [] }));
  const byId = new Map(threads.map((t) => [t.id, t]));
  // A reply whose comment this viewer can't see goes with it.
  for (const row of rows) if (row.parentId !== null) byId.get(row.parentId)?.replies.push(view(row));
  return {
    post: toPost(post, viewer, { author: authors.get(post.authorId)!, liked: likedPosts.has(post.id), unread: false, preview: false }),
    comments: threads,
  };
}
