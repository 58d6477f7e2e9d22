import { and, eq } from "drizzle-orm";
import { EDIT_WINDOW_HOURS, withinEditWindow, type PostBody, type Post } from "@app/shared/community";
import type { Db } from "../../db/client";
import { comments, posts } from "../../db/schema";
import { AppError, isUuid } from "../../platform/errors";
import type { ObjectStorage } from "../../platform/storage";
import { communityRateLimits } from "./rate-limits";
import { forgetTargets } from "./forget-targets";
import { membersOf } from "./members";
import { postPhotoKey } from "./storage-keys";
import { parseRichText } from "./rich-text";
import { likedBy, toPost, type PostRow } from "./views";
import { visibleTo, type Viewer } from "./viewer";
import { assertMayEdit, assertMayWrite, checkLinks } from "./write-rules";

/** A post this viewer may see, or the same 404 for one that is hidden, blocked, deleted or never was. */
export async function visiblePost(db: Db, viewer: Viewer, postId: string): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), visibleTo(viewer, posts)));
  if (!row) throw new AppError("NOT_FOUND", "There is no such post.");
  return row;
}

/** The author's own post, still editable; anyone else's is a 404, an old one a 403 that says why. */
export async function ownPost(db: Db, viewer: Viewer, postId: string, { editing }: { editing: boolean }): Promise<PostRow> {
  const row = await visiblePost(db, viewer, postId);
  if (row.authorId !== viewer.userId) throw new AppError("NOT_FOUND", "There is no such post of yours.");
  if (editing && !withinEditWindow(row.createdAt))
    throw new AppError("FORBIDDEN", `Posts can be edited for ${EDIT_WINDOW_HOURS} hours after they are published.`);
  return row;
}

/** A post as this viewer sees it on its page. */
export async function postView(db: Db, viewer: Viewer, postId: string): Promise<Post> {
  const row = await visiblePost(db, viewer, postId);
  const [authors, liked] = await Promise.all([membersOf(db, [row.authorId]), likedBy(db, viewer.userId, "post", [row.id])]);
  return toPost(row, viewer, { author: authors.get(row.authorId)!, liked: liked.has(row.id), unread: false, preview: false });
}

/**
 * A new post: the member may write (not suspended, guidelines accepted), and the post counts
 * against their rate limit only once stored.
 */
export async function publishPost(db: Db, { viewer, post }: { viewer: Viewer; post: PostBody }): Promise<Post> {
  const rules = await assertMayWrite(db, viewer.userId);
  const row = await communityRateLimits(db).post.consume(viewer.userId, async () => {
    const doc = parseRichText(post.body);
    checkLinks(doc, rules);
    const [row] = await db
      .insert(posts)
      .values({ authorId: viewer.userId, category: post.category, title: post.title, body: post.body, doc })
      .returning();
    return row!;
  });
  return postView(db, viewer, row.id);
}

/** The author's changes, within the edit window. */
export async function editPost(db: Db, { viewer, postId, patch }: { viewer: Viewer; postId: string; patch: Partial<PostBody> }) {
  const rules = await assertMayEdit(db, viewer.userId);
  await communityRateLimits(db).edit.consume(viewer.userId, async () => {
    await ownPost(db, viewer, postId, { editing: true });
    const doc = patch.body === undefined ? undefined : parseRichText(patch.body);
    if (doc) checkLinks(doc, rules);
    await db
      .update(posts)
      .set({ ...patch, ...(doc && { doc }), editedAt: new Date() })
      .where(eq(posts.id, postId));
  });
  return postView(db, viewer, postId);
}

/** What a member wrote stays theirs to delete, Premium or not: the post, its comments, their likes and reports, its photo. */
export async function deletePost(db: Db, storage: ObjectStorage, { viewer, postId }: { viewer: Viewer; postId: string }): Promise<void> {
  const row = await ownPost(db, viewer, postId, { editing: false });
  await db.transaction(async (tx) => {
    // Its comments as they are when it goes (their notifications follow by foreign key).
    const gone = await tx.delete(comments).where(eq(comments.postId, row.id)).returning({ id: comments.id });
    const goneIds = gone.map((c) => c.id);
    await forgetTargets(tx, "comment", goneIds);
    await forgetTargets(tx, "post", [row.id]);
    await tx.delete(posts).where(eq(posts.id, row.id));
  });
  if (row.photoWidth) await storage.delete(postPhotoKey(row.authorId, row.id));
}

/** Whether a post of this id exists at all (for the page's 404): nothing about who may see it. */
export async function postExists(db: Db, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  return (await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId))).length > 0;
}
