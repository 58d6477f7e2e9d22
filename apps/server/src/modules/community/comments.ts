import { and, eq, or, sql } from "drizzle-orm";
import { EDIT_WINDOW_HOURS, withinEditWindow, type Comment } from "@app/shared/community";
import { rowsOf, type Db } from "../../db/client";
import { comments, notifications } from "../../db/schema";
import { AppError, isPgError } from "../../platform/errors";
import { communityRateLimits } from "./rate-limits";
import { forgetTargets } from "./forget-targets";
import { membersOf } from "./members";
import { visiblePost } from "./posts";
import { parseRichText } from "./rich-text";
import { likedBy, toComment, type CommentRow } from "./views";
import { visibleTo, type Viewer } from "./viewer";
import { assertMayEdit, assertMayWrite, checkLinks } from "./write-rules";

export async function visibleComment(db: Db, viewer: Viewer, commentId: string): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, commentId), visibleTo(viewer, comments)));
  if (!row) throw new AppError("NOT_FOUND", "There is no such comment.");
  // A comment on a post the viewer can't see is as unseen as the post.
  await visiblePost(db, viewer, row.postId);
  return row;
}

export async function ownComment(db: Db, viewer: Viewer, commentId: string, { editing }: { editing: boolean }): Promise<CommentRow> {
  const row = await visibleComment(db, viewer, commentId);
  if (row.authorId !== viewer.userId) throw new AppError("NOT_FOUND", "There is no such comment of yours.");
  if (editing && !withinEditWindow(row.createdAt))
    throw new AppError("FORBIDDEN", `Comments can be edited for ${EDIT_WINDOW_HOURS} hours after they are written.`);
  return row;
}

export async function commentView(db: Db, viewer: Viewer, commentId: string): Promise<Comment> {
  const row = await visibleComment(db, viewer, commentId);
  const [authors, liked] = await Promise.all([membersOf(db, [row.authorId]), likedBy(db, viewer.userId, "comment", [row.id])]);
  return toComment(row, viewer, authors.get(row.authorId)!, liked.has(row.id));
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

/**
 * A comment on a post, or a reply to a top-level comment: the member may write (not suspended,
 * guidelines accepted), and the comment counts against their rate limit only once stored.
 */
export async function addComment(
  db: Db,
  { viewer, postId, body, parentId }: { viewer: Viewer; postId: string; body: string; parentId?: string | undefined },
): Promise<Comment> {
  const rules = await assertMayWrite(db, viewer.userId);
  const row = await communityRateLimits(db).comment.consume(viewer.userId, async () => {
    const post = await visiblePost(db, viewer, postId);
    const doc = parseRichText(body);
    checkLinks(doc, rules);
    let parent: CommentRow | undefined;
    if (parentId) {
      parent = await visibleComment(db, viewer, parentId).catch(() => undefined);
      if (!parent || parent.postId !== post.id || parent.parentId !== null) {
        throw new AppError("VALIDATION_FAILED", "parentId must be a comment on this post that is not itself a reply.");
      }
    }
    return db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({ postId: post.id, parentId: parent?.id ?? null, authorId: viewer.userId, body, doc })
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
        // The post (or the comment replied to) was deleted after it was checked.
        if (isPgError(err, "23503")) throw new AppError("NOT_FOUND", "There is no such post.");
        throw err;
      });
  });
  return commentView(db, viewer, row.id);
}

/** The author's new words, within the edit window. */
export async function editComment(
  db: Db,
  { viewer, commentId, body }: { viewer: Viewer; commentId: string; body: string },
): Promise<Comment> {
  const rules = await assertMayEdit(db, viewer.userId);
  await communityRateLimits(db).edit.consume(viewer.userId, async () => {
    await ownComment(db, viewer, commentId, { editing: true });
    const doc = parseRichText(body);
    checkLinks(doc, rules);
    await db.update(comments).set({ body, doc, editedAt: new Date() }).where(eq(comments.id, commentId));
  });
  return commentView(db, viewer, commentId);
}

/** The author's comment and the replies under it, Premium or not. */
export async function deleteComment(db: Db, { viewer, commentId }: { viewer: Viewer; commentId: string }): Promise<void> {
  const row = await ownComment(db, viewer, commentId, { editing: false });
  await db.transaction(async (tx) => {
    // The comment and its replies, as they are when they go (a reply may have come meanwhile).
    const gone = await tx
      .delete(comments)
      .where(or(eq(comments.id, row.id), eq(comments.parentId, row.id)))
      .returning({ id: comments.id });
    const goneIds = gone.map((c) => c.id);
    await forgetTargets(tx, "comment", goneIds);
    await recountComments(tx, [row.postId]);
  });
}
