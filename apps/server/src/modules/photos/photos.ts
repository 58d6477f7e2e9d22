import { randomUUID } from "node:crypto";
import type { ProgressPhoto } from "@app/shared/progress";
import type { PhotoPose } from "@app/shared/photos";
import { and, count, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { progressPhotos } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { ObjectStorage } from "../../platform/storage";
import { withUserLock } from "../../platform/user-lock";
import type { ProcessedPhoto } from "./process-image";

export type PhotoSize = "full" | "thumb";
type PhotoRow = typeof progressPhotos.$inferSelect;

/** Every photo file of a user is under this prefix (and that under "users/<id>/", erased with the account). */
export const photosPrefix = (userId: string) => `users/${userId}/photos/`;
/** The key comes from the row, never from the request: a guessed key reaches nothing. */
export const photoKey = (userId: string, photoId: string, size: PhotoSize) => `${photosPrefix(userId)}${photoId}-${size}.jpg`;

export function toPhoto(row: Pick<PhotoRow, "id" | "takenOn" | "pose" | "width" | "height">): ProgressPhoto {
  const url = `/api/progress/photos/${row.id}`;
  return {
    id: row.id,
    takenOn: row.takenOn,
    pose: row.pose,
    width: row.width,
    height: row.height,
    url: `${url}/full`,
    thumbUrl: `${url}/thumb`,
  };
}

/** The user's own photo, or a 404 that is the same for someone else's photo and none at all. */
export async function findPhoto(db: Db, userId: string, photoId: string): Promise<PhotoRow> {
  const [row] = await db
    .select()
    .from(progressPhotos)
    .where(and(eq(progressPhotos.id, photoId), eq(progressPhotos.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", "There is no such photo.");
  return row;
}

/** A photo's JPEG bytes at `size`, found through the owner's row: a 404 unless it is the user's own. */
export async function photoBytes(
  db: Db,
  storage: ObjectStorage,
  { userId, photoId, size }: { userId: string; photoId: string; size: PhotoSize },
): Promise<Buffer> {
  const row = await findPhoto(db, userId, photoId);
  const stored = await storage.get(photoKey(row.userId, row.id, size));
  if (!stored) throw new AppError("NOT_FOUND", "There is no such photo.");
  return stored.bytes;
}

/** Photos one user may store: without a cap one account could fill the disk, and its list grow without end. */
export const PHOTOS_PER_USER_MAX = 1000;

/** Refuses another photo past PHOTOS_PER_USER_MAX: before an upload is read, and again by addPhoto under the user's lock. */
export async function assertPhotoRoom(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(progressPhotos).where(eq(progressPhotos.userId, userId));
  if (Number(row?.n ?? 0) >= PHOTOS_PER_USER_MAX) {
    throw new AppError(
      "CONFLICT",
      `You have ${PHOTOS_PER_USER_MAX.toLocaleString("en-US")} progress photos, the most we keep: delete some to add more.`,
    );
  }
}

/** Newest first: by the day it was taken, then by upload; never more than the cap, whatever is stored. */
export async function listPhotos(db: Db, userId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(progressPhotos)
    .where(eq(progressPhotos.userId, userId))
    .orderBy(desc(progressPhotos.takenOn), desc(progressPhotos.createdAt), desc(progressPhotos.id))
    .limit(PHOTOS_PER_USER_MAX);
}

/**
 * The newest photo, or null (also when `when`, a condition of the outer query, does not hold): a
 * column of the progress overview's query (one round trip for its sections).
 */
export function latestPhotoField(userId: string | Placeholder, when: SQL): SQL<ProgressPhoto | null> {
  const p = progressPhotos;
  return sql`(select json_build_object('id', ${p.id}, 'takenOn', ${p.takenOn}, 'pose', ${p.pose}, 'width', ${p.width}, 'height', ${p.height})
    from ${p} where ${p.userId} = ${userId} and ${when}
    order by ${p.takenOn} desc, ${p.createdAt} desc, ${p.id} desc limit 1)`.mapWith(toPhoto);
}

/**
 * Files first, then the row, counted and added under the user's lock (PHOTOS_PER_USER_MAX holds
 * against parallel uploads on every process): a row never points at files that are not there.
 * Files left by a refused or failed insert are removed (and would be erased with the account anyway).
 */
export async function addPhoto(
  db: Db,
  storage: ObjectStorage,
  input: { userId: string; takenOn: string; pose: PhotoPose; image: ProcessedPhoto },
): Promise<PhotoRow> {
  const { userId, image } = input;
  const id = randomUUID();
  const keys = { full: photoKey(userId, id, "full"), thumb: photoKey(userId, id, "thumb") };
  try {
    await storage.put(keys.full, image.full, "image/jpeg");
    await storage.put(keys.thumb, image.thumb, "image/jpeg");
    return await withUserLock(db, "progressPhotos", userId, async (tx) => {
      await assertPhotoRoom(tx, userId);
      const [row] = await tx
        .insert(progressPhotos)
        .values({ id, userId, takenOn: input.takenOn, pose: input.pose, width: image.width, height: image.height })
        .returning();
      return row!;
    });
  } catch (err) {
    await Promise.allSettled([storage.delete(keys.full), storage.delete(keys.thumb)]);
    throw err;
  }
}

export async function updatePhoto(
  db: Db,
  userId: string,
  photoId: string,
  patch: { takenOn?: string; pose?: PhotoPose },
): Promise<PhotoRow> {
  const row = await findPhoto(db, userId, photoId);
  if (patch.takenOn === undefined && patch.pose === undefined) return row;
  const [updated] = await db
    .update(progressPhotos)
    .set(patch)
    .where(and(eq(progressPhotos.id, row.id), eq(progressPhotos.userId, userId)))
    .returning();
  // Deleted in another tab between the two statements.
  if (!updated) throw new AppError("NOT_FOUND", "There is no such photo.");
  return updated;
}

/**
 * The files first, then the row: if the storage fails the user is told and can try again, with the
 * photo still listed; never a row-less file left behind by a "deleted" photo.
 */
export async function deletePhoto(db: Db, storage: ObjectStorage, userId: string, photoId: string): Promise<void> {
  const row = await findPhoto(db, userId, photoId);
  await Promise.all([storage.delete(photoKey(userId, row.id, "full")), storage.delete(photoKey(userId, row.id, "thumb"))]);
  await db.delete(progressPhotos).where(and(eq(progressPhotos.id, row.id), eq(progressPhotos.userId, userId)));
}
