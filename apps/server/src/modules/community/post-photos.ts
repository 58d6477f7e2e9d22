import { eq } from "drizzle-orm";
import type { Post } from "@app/shared/community";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { ObjectStorage } from "../../platform/storage";
import { processPhoto } from "../photos";
import { communityRateLimits } from "./rate-limits";
import { assertNotSuspended } from "./members";
import { ownPost, postView, visiblePost } from "./posts";
import { postPhotoKey } from "./storage-keys";
import type { Viewer } from "./viewer";

/* A post's photo: one per post, stored under its author so it goes with their account. */

/**
 * The author's new photo for their post. It counts against the rate limit once the upload is read
 * and may be decoded: one that fails to decode has cost the work.
 */
export async function replacePostPhoto(
  db: Db,
  storage: ObjectStorage,
  { viewer, postId, readUpload }: { viewer: Viewer; postId: string; readUpload: () => Promise<File> },
): Promise<Post> {
  const file = await communityRateLimits(db).photo.consume(viewer.userId, async () => {
    const file = await readUpload();
    await assertNotSuspended(db, viewer.userId);
    // Theirs and still editable, before the image is decoded.
    await ownPost(db, viewer, postId, { editing: true });
    return file;
  });
  const image = await processPhoto(Buffer.from(await file.arrayBuffer()));
  const row = await ownPost(db, viewer, postId, { editing: true });
  await storage.put(postPhotoKey(row.authorId, row.id), image.full, "image/jpeg");
  await db.update(posts).set({ photoWidth: image.width, photoHeight: image.height }).where(eq(posts.id, row.id));
  return postView(db, viewer, postId);
}

/** The author takes their post's photo out (Premium or not, as deleting the post). */
export async function removePostPhoto(
  db: Db,
  storage: ObjectStorage,
  { viewer, postId }: { viewer: Viewer; postId: string },
): Promise<void> {
  const row = await ownPost(db, viewer, postId, { editing: false });
  await storage.delete(postPhotoKey(row.authorId, row.id));
  await db.update(posts).set({ photoWidth: null, photoHeight: null }).where(eq(posts.id, row.id));
}

/** The photo's bytes, for a viewer who may see the post. */
export async function postPhoto(db: Db, storage: ObjectStorage, { viewer, postId }: { viewer: Viewer; postId: string }): Promise<Buffer> {
  const row = await visiblePost(db, viewer, postId);
  const stored = row.photoWidth ? await storage.get(postPhotoKey(row.authorId, row.id)) : undefined;
  if (!stored) throw new AppError("NOT_FOUND", "This post has no photo.");
  return stored.bytes;
}
