import { photoFieldsSchema } from "@app/shared";
import type { PhotoResponse, PhotosResponse } from "@app/shared/contracts/progress";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { AppError, readJson } from "../../platform/errors";
import { requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { allowance, RateLimiter } from "../../platform/rate-limit";
import type { ObjectStorage } from "../../platform/storage";
import { requirePremium } from "../billing";
import { addPhoto, assertPhotoRoom, deletePhoto, findPhoto, listPhotos, photoKey, toPhoto, updatePhoto, type PhotoSize } from "./photos";
import { processPhoto } from "./process-image";
import { readImageUpload, reserveUpload } from "./upload";

export interface PhotoRoutesDeps {
  auth: SessionSource;
  db: Db;
  storage: ObjectStorage;
}

const photoPatchSchema = photoFieldsSchema.partial();

/** Uploads a user may make in an hour: a weekly habit, a retaken shot or two, a first catch-up. */
export const PHOTO_UPLOADS_PER_HOUR = 30;

/**
 * Private progress photos: every route acts on the signed-in user's own photos only. Adding and
 * editing are Premium; a user whose Premium has ended still sees and can delete the photos they
 * took (their own body photos must never be stuck out of reach).
 */
export function photoRoutes({ auth, db, storage }: PhotoRoutesDeps) {
  const premium = requirePremium(db);
  // A full account is refused first, with a count: before the bytes in flight are reserved, the
  // hour's allowance spent or the body read.
  const hasRoom = createMiddleware<AuthEnv>(async (c, next) => {
    await assertPhotoRoom(db, c.var.user.id);
    await next();
  });
  // Spent once an upload is read and may be decoded (after reserveUpload: an upload refused for the
  // bytes in flight, or for its fields, costs nothing; one that fails to decode has cost the work).
  const uploads = allowance(new RateLimiter(db), "photo-upload", { limit: PHOTO_UPLOADS_PER_HOUR, windowSeconds: 3600 }, "uploads");
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => c.json({ photos: (await listPhotos(db, c.var.user.id)).map(toPhoto) } satisfies PhotosResponse))
    .post("/", premium, hasRoom, reserveUpload, async (c) => {
      const userId = c.var.user.id;
      const { file, fields } = await uploads.spend(userId, () => readImageUpload(c, photoFieldsSchema, "file, takenOn and pose"));
      const { takenOn, pose } = fields;
      const image = await processPhoto(Buffer.from(await file.arrayBuffer()));
      // Counted again under the user's lock as the row is added: parallel uploads cannot pass the cap.
      const row = await addPhoto(db, storage, { userId, takenOn, pose, image });
      return c.json({ photo: toPhoto(row) } satisfies PhotoResponse, 201);
    })
    .get("/:id/full", (c) => servePhoto(c, db, storage, "full"))
    .get("/:id/thumb", (c) => servePhoto(c, db, storage, "thumb"))
    .patch("/:id", premium, async (c) => {
      const patch = await readJson(c, photoPatchSchema);
      const row = await updatePhoto(db, c.var.user.id, c.req.param("id"), patch);
      return c.json({ photo: toPhoto(row) } satisfies PhotoResponse);
    })
    .delete("/:id", async (c) => {
      await deletePhoto(db, storage, c.var.user.id, c.req.param("id"));
      return c.body(null, 204);
    });
}

/** The photo's bytes, found through the owner's row: only ever the signed-in user's own. */
async function servePhoto(c: Context<AuthEnv>, db: Db, storage: ObjectStorage, size: PhotoSize) {
  const row = await findPhoto(db, c.var.user.id, c.req.param("id")!);
  const stored = await storage.get(photoKey(row.userId, row.id, size));
  if (!stored) throw new AppError("NOT_FOUND", "There is no such photo.");
  // Body photos must not outlive a sign-out or a deletion in the browser's disk cache on a shared
  // device; the app keeps what it shows in memory (object URLs) anyway.
  c.header("Cache-Control", "private, no-store");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Type", "image/jpeg");
  return c.body(new Uint8Array(stored.bytes), 200);
}
