import type { PhotoPose } from "@app/shared/photos";
import type { ProgressPhoto } from "@app/shared/progress";
import type { Db } from "../../db/client";
import { rateLimitsPerDb } from "../../platform/rate-limit";
import type { ObjectStorage } from "../../platform/storage";
import { addPhoto, toPhoto } from "./photos";
import { processPhoto } from "./process-image";

/** Uploads a user may make in an hour: a weekly habit, a retaken shot or two, a first catch-up. */
export const PHOTO_UPLOADS_PER_HOUR = 30;

const rateLimits = rateLimitsPerDb({ upload: { key: "photo-upload", limit: PHOTO_UPLOADS_PER_HOUR, what: "uploads" } });

/**
 * Adds a progress photo: counts against the rate limit once the upload is read and may be decoded
 * (one that fails to decode has cost the work), re-encodes it without its metadata, and stores it.
 */
export async function uploadPhoto(
  db: Db,
  storage: ObjectStorage,
  { userId, read }: { userId: string; read: () => Promise<{ file: File; fields: { takenOn: string; pose: PhotoPose } }> },
): Promise<ProgressPhoto> {
  const { file, fields } = await rateLimits(db).upload.consume(userId, read);
  const image = await processPhoto(Buffer.from(await file.arrayBuffer()));
  // Counted again under the user's lock as the row is added: parallel uploads cannot pass the cap.
  return toPhoto(await addPhoto(db, storage, { userId, takenOn: fields.takenOn, pose: fields.pose, image }));
}
