import { and, eq } from "drizzle-orm";
import type { PostResponse, Thread } from "@app/shared/contracts/community";
import type { Db } from "../../db/client";
import { comments } from "../../db/schema";
import { membersOf } from "./members";
import { visiblePost } from "./posts";
import { likedBy, toComment, toPost, type CommentRow } from "./views";
import { visibleTo, type Viewer } from "./viewer";

/** A post's page: the post with its comments, replies under the comment they answer (one level), oldest first. */
export async function postPage(db: Db, { viewer, postId }: { viewer: Viewer; postId: string }): Promise<PostResponse> {
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
