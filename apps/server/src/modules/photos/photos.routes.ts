import { photoFieldsSchema, photoPatchSchema, type PhotoResponse, type PhotosResponse } from "@app/shared/progress";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import type { ObjectStorage } from "../../platform/storage";
import { jsonBody, paramsOf, uuidParams } from "../../platform/validate";
import { requirePremium } from "../billing";
import { assertPhotoRoom, deletePhoto, listPhotos, photoBytes, toPhoto, updatePhoto, type PhotoSize } from "./photos";
import { readImageUpload, reserveUpload, uploadGate } from "./upload";
import { uploadPhoto } from "./upload-photo";

export interface PhotoRoutesDeps extends UserRoutesDeps {
  storage: ObjectStorage;
}

/**
 * Private progress photos: every route acts on the signed-in user's own photos only. Adding and
 * editing are Premium; a user whose Premium has ended still sees and can delete the photos they
 * took (their own body photos must never be stuck out of reach). A malformed id (a NUL byte too)
 * is the same 404 as someone else's photo.
 */
export function photoRoutes({ auth, db, storage }: PhotoRoutesDeps) {
  const premium = requirePremium(db);
  // A full account is refused first: before the bytes in flight are reserved, the rate limit
  // counted or the body read.
  const hasRoom = createMiddleware<AuthEnv>(async (c, next) => {
    await assertPhotoRoom(db, c.var.user.id);
    await next();
  });
  const upload = uploadGate();
  const photoId = paramsOf(uuidParams("id"), "There is no such photo.");
  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      .get("/", async (c) => c.json({ photos: (await listPhotos(db, c.var.user.id)).map(toPhoto) } satisfies PhotosResponse))
      // After reserveUpload: an upload refused for the bytes in flight does not count against the rate limit.
      .post("/", upload, premium, hasRoom, reserveUpload, async (c) => {
        const read = () => readImageUpload(c, photoFieldsSchema, "file, takenOn and pose");
        return c.json({ photo: await uploadPhoto(db, storage, { userId: c.var.user.id, read }) } satisfies PhotoResponse, 201);
      })
      .get("/:id/full", photoId, (c) => servePhoto(c, db, storage, c.req.valid("param").id, "full"))
      .get("/:id/thumb", photoId, (c) => servePhoto(c, db, storage, c.req.valid("param").id, "thumb"))
      .patch("/:id", premium, photoId, jsonBody(photoPatchSchema), async (c) => {
        const patch = c.req.valid("json");
        const row = await updatePhoto(db, c.var.user.id, c.req.valid("param").id, patch);
        return c.json({ photo: toPhoto(row) } satisfies PhotoResponse);
      })
      .delete("/:id", photoId, async (c) => {
        await deletePhoto(db, storage, c.var.user.id, c.req.valid("param").id);
        return c.body(null, 204);
      })
  );
}

/** The photo's bytes: only ever the signed-in user's own. */
async function servePhoto(c: Context<AuthEnv>, db: Db, storage: ObjectStorage, photoId: string, size: PhotoSize) {
  return privateJpeg(c, await photoBytes(db, storage, { userId: c.var.user.id, photoId, size }));
}

/**
 * A member's photo as the response: out of shared caches and off the browser's disk, so it outlives
 * no sign-out, deletion or leaving (the app keeps what it shows in memory, as object URLs).
 */
export function privateJpeg(c: Context, bytes: Buffer) {
  c.header("Cache-Control", "private, no-store");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Type", "image/jpeg");
  return c.body(new Uint8Array(bytes), 200);
}
