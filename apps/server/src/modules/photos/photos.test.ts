import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import {
  createVerifiedUser,
  downloadExport,
  startTestServer,
  STRONG_PASSWORD,
  type TestClient,
  type TestServer,
  createPremiumUser,
} from "../../../test/harness";
import { S3RVER_KEYS, startTestS3, type TestS3 } from "../../../test/s3-server";
import { photoKey } from "./photos";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const premiumUser = (s = server) => createPremiumUser(s);

interface Upload {
  bytes: Buffer;
  filename?: string;
  type?: string;
  takenOn?: string;
  pose?: string;
}

/** A browser's upload: multipart/form-data with the session cookie and our Origin. */
async function upload(
  client: TestClient,
  { bytes, filename = "photo.jpg", type = "image/jpeg", takenOn = "2026-01-05", pose = "front" }: Upload,
) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  form.set("takenOn", takenOn);
  form.set("pose", pose);
  const res = await fetch(`${client.baseUrl}/api/progress/photos`, {
    method: "POST",
    body: form,
    headers: { cookie: client.cookieHeader(), origin: client.baseUrl },
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

/** A JPEG as a phone takes it: sideways (EXIF orientation 6) with the place it was taken in GPS EXIF. */
function phoneJpeg({ width = 600, height = 400 } = {}) {
  return sharp({ create: { width, height, channels: 3, background: "#a33" } })
    .withExif({
      IFD0: { ImageDescription: "my-home-address", Make: "PhoneCo" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2602/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3994/100" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** The tags of EXIF's GPS directory (a small TIFF reader: IFD0 → tag 0x8825 → the GPS IFD). */
function gpsTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf("Exif\0\0", 0, "latin1") + 6);
  const le = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gps = entries(u32(4)).find((e) => e.tag === 0x8825);
  return gps ? entries(gps.value).map((e) => e.tag) : [];
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3a7" } });

describe("progress photos", () => {
  it("are Premium to add and edit: a free user gets 403 PREMIUM_REQUIRED, and an empty list", async () => {
    const { client } = await createVerifiedUser(server);
    const list = await client.get("/api/progress/photos");
    expect(list.status).toBe(200);
    expect(list.body.photos).toEqual([]);
    const res = await upload(client, { bytes: await phoneJpeg() });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PREMIUM_REQUIRED");
  });

  it("stay the user's to see and delete when Premium ends; adding and editing need it again", async () => {
    const { client, userId } = await premiumUser();
    const { photo } = (await upload(client, { bytes: await phoneJpeg() })).body;
    const [first, second] = [photo, (await upload(client, { bytes: await phoneJpeg(), takenOn: "2026-01-12" })).body.photo];
    const overview = `/api/progress/overview?date=${new Date().toISOString().slice(0, 10)}&tz=UTC`;
    expect((await client.get(overview)).body.latestPhoto).toEqual(second);
    await server.database.db
      .update(subscriptions)
      .set({ status: "canceled", currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, userId));
    // The server hears of a change made in SQL through the database's notification, a moment later;
    // until then it answers from the plan it kept (billing/entitlement.ts). The overview's tile is Premium's.
    await expect.poll(async () => (await client.get(overview)).body.latestPhoto).toBeNull();
    expect((await client.get("/api/subscription")).body.subscribed).toBe(false);

    expect((await client.get("/api/progress/photos")).body.photos.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect((await client.bytes(first.thumbUrl)).status).toBe(200);
    expect((await client.bytes(first.url)).status).toBe(200);
    const edit = await client.patch(`/api/progress/photos/${first.id}`, { pose: "back" });
    expect([edit.status, edit.body.error.code]).toEqual([403, "PREMIUM_REQUIRED"]);
    expect((await upload(client, { bytes: await phoneJpeg() })).status).toBe(403);

    expect((await client.delete(`/api/progress/photos/${first.id}`)).status).toBe(204);
    expect(await server.storage.get(`users/${userId}/photos/${first.id}-full.jpg`)).toBeUndefined();
    expect(await server.storage.get(`users/${userId}/photos/${first.id}-thumb.jpg`)).toBeUndefined();
    expect(await server.storage.get(`users/${userId}/photos/${second.id}-full.jpg`)).toBeDefined();
  });

  it("are served to their owner only, never kept in the browser's disk cache", async () => {
    const { client } = await premiumUser();
    const { photo } = (await upload(client, { bytes: await phoneJpeg() })).body;
    const res = await client.bytes(photo.thumbUrl);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-type")).toBe("image/jpeg");
  });

  it("are at most 30 uploads an hour per user, answered 429 with a readable message", async () => {
    const { client, userId } = await premiumUser();
    // The 30 earlier uploads of this hour, as the limiter counts them.
    await server.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`photo-upload:${userId}`}, 30, now() + interval '40 minutes')`,
    );
    const res = await upload(client, { bytes: await phoneJpeg() });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/^Too many uploads\. Please wait (39|40) minutes and try again\.$/);
    expect((await client.get("/api/progress/photos")).body.photos).toEqual([]);
  });

  it("keep a phone JPEG upright, without its EXIF and GPS, at full size and as a thumbnail", async () => {
    const { client, userId } = await premiumUser();
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(gpsTags(before.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));

    const res = await upload(client, { bytes: original, takenOn: "2026-01-05", pose: "side" });
    expect(res.status, res.text).toBe(201);
    const { photo } = res.body;
    // 600×400 turned a quarter: 400×600.
    expect(photo).toEqual({
      id: expect.any(String),
      takenOn: "2026-01-05",
      pose: "side",
      width: 400,
      height: 600,
      url: `/api/progress/photos/${photo.id}/full`,
      thumbUrl: `/api/progress/photos/${photo.id}/thumb`,
    });

    for (const [url, size] of [
      [photo.url, { width: 400, height: 600 }],
      [photo.thumbUrl, { width: 267, height: 400 }],
    ] as const) {
      const file = await client.bytes(url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/jpeg");
      expect(file.headers.get("cache-control")).toMatch(/^private\b/);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(file.bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", ...size });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.bytes.includes("my-home-address")).toBe(false);
      expect(file.bytes.includes("PhoneCo")).toBe(false);
    }
    // Stored under the user's own prefix.
    const dir = path.join(server.dataDir, "photos", "users", userId, "photos");
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith(".jpg"))
        .sort(),
    ).toEqual([`${photo.id}-full.jpg`, `${photo.id}-thumb.jpg`]);
  });

  it("take PNG and WebP, shrink a large photo to 2048 px, and list newest first", async () => {
    const { client } = await premiumUser();
    const png = await upload(client, {
      bytes: await solid(800, 600).png().toBuffer(),
      filename: "a.png",
      type: "image/png",
      takenOn: "2026-01-01",
    });
    expect(png.status, png.text).toBe(201);
    const webp = await upload(client, {
      bytes: await solid(500, 500).webp().toBuffer(),
      filename: "b.webp",
      type: "image/webp",
      takenOn: "2026-01-03",
      pose: "back",
    });
    expect(webp.status, webp.text).toBe(201);
    const big = await upload(client, { bytes: await solid(4096, 3072).jpeg().toBuffer(), takenOn: "2026-01-02" });
    expect(big.status, big.text).toBe(201);
    expect(big.body.photo).toMatchObject({ width: 2048, height: 1536 });
    const thumb = await sharp((await client.bytes(big.body.photo.thumbUrl)).bytes).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);

    const list = await client.get("/api/progress/photos");
    expect(list.status).toBe(200);
    expect(list.body.photos.map((p: { takenOn: string; pose: string }) => `${p.takenOn} ${p.pose}`)).toEqual([
      "2026-01-03 back",
      "2026-01-02 front",
      "2026-01-01 front",
    ]);
  });

  it("refuse what is not a photo we can read, with a clear JSON error", async () => {
    const { client } = await premiumUser();
    const text = await upload(client, { bytes: Buffer.from("I am a text file, honest.\n".repeat(20)), filename: "holiday.jpg" });
    expect(text.status).toBe(415);
    expect(text.body.error).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringMatching(/JPEG, PNG or WebP/) });

    const jpeg = await solid(800, 600).jpeg().toBuffer();
    // Cut early (the header is broken) and late (the header is whole, the pixels are not).
    for (const share of [0.5, 0.9]) {
      const truncated = await upload(client, { bytes: jpeg.subarray(0, Math.floor(jpeg.length * share)) });
      expect(truncated.status, `${share}`).toBe(400);
      expect(truncated.body.error).toEqual({ code: "VALIDATION_FAILED", message: expect.stringMatching(/damaged or incomplete/) });
    }

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(client, { bytes: svg, filename: "x.svg", type: "image/svg+xml" })).status).toBe(415);
    const gif = await solid(10, 10).gif().toBuffer();
    expect((await upload(client, { bytes: gif, filename: "x.gif", type: "image/gif" })).status).toBe(415);

    // Nothing of these was kept.
    expect((await client.get("/api/progress/photos")).body.photos).toEqual([]);
  });

  it("refuse a decompression bomb (over 40 megapixels) before decoding it", async () => {
    const { client } = await premiumUser();
    // 8000×6000 of one colour: 48 MP in a few hundred kilobytes.
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(client, { bytes: bomb, filename: "bomb.png", type: "image/png" });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: expect.stringMatching(/48 megapixels.*40 megapixels/) });
  });

  it("refuse a file over 15 MB with 413, whether the route or the body limit sees it first", async () => {
    const { client } = await premiumUser();
    const justOver = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
    const res = await upload(client, { bytes: justOver });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const far = await upload(client, { bytes: Buffer.alloc(16 * 1024 * 1024, 0xff) });
    expect(far.status).toBe(413);
    expect(far.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("check the fields and the form", async () => {
    const { client } = await premiumUser();
    const bytes = await solid(100, 100).jpeg().toBuffer();
    const pose = await upload(client, { bytes, pose: "top" });
    expect(pose.status).toBe(400);
    expect(pose.body.error.message).toBe("Pose must be front, side or back.");
    const future = await upload(client, { bytes, takenOn: "2999-01-01" });
    expect(future.status).toBe(400);
    expect(future.body.error.code).toBe("VALIDATION_FAILED");

    const json = await client.post("/api/progress/photos", { takenOn: "2026-01-01", pose: "front" });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const broken = await client.request("POST", "/api/progress/photos", {
      body: "--x\r\nnot a part",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("BAD_REQUEST");
    const form = new FormData();
    form.set("takenOn", "2026-01-01");
    form.set("pose", "front");
    const noFile = await fetch(`${client.baseUrl}/api/progress/photos`, {
      method: "POST",
      body: form,
      headers: { cookie: client.cookieHeader(), origin: client.baseUrl },
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { error: { message: string } }).error.message).toMatch(/^file is required/);
  });

  it("can be re-dated and re-posed, and deleted with both files", async () => {
    const { client, userId } = await premiumUser();
    const { photo } = (await upload(client, { bytes: await solid(300, 300).jpeg().toBuffer() })).body;
    const patched = await client.patch(`/api/progress/photos/${photo.id}`, { takenOn: "2026-01-02", pose: "back" });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.photo).toMatchObject({ id: photo.id, takenOn: "2026-01-02", pose: "back", width: 300, height: 300 });
    expect((await client.patch(`/api/progress/photos/${photo.id}`, { pose: "up" })).status).toBe(400);

    const dir = path.join(server.dataDir, "photos", "users", userId, "photos");
    expect(readdirSync(dir).some((f) => f.startsWith(photo.id))).toBe(true);
    expect((await client.delete(`/api/progress/photos/${photo.id}`)).status).toBe(204);
    expect(readdirSync(dir).some((f) => f.startsWith(photo.id))).toBe(false);
    expect((await client.bytes(photo.url)).status).toBe(404);
    expect((await client.get("/api/progress/photos")).body.photos).toEqual([]);
    expect((await client.delete(`/api/progress/photos/${photo.id}`)).status).toBe(404);
  });

  it("are never reached by another user, by id or by a malformed one: 404 JSON", async () => {
    const ann = await premiumUser();
    const bob = await premiumUser();
    const { photo } = (await upload(ann.client, { bytes: await phoneJpeg() })).body;

    for (const url of [photo.url, photo.thumbUrl]) {
      const res = await bob.client.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect((await bob.client.patch(`/api/progress/photos/${photo.id}`, { pose: "back" })).status).toBe(404);
    expect((await bob.client.delete(`/api/progress/photos/${photo.id}`)).status).toBe(404);
    expect((await bob.client.get("/api/progress/photos")).body.photos).toEqual([]);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", `..%2F..%2Fusers%2F${ann.userId}`, "%00"]) {
      const res = await ann.client.get(`/api/progress/photos/${id}/full`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    // Ann's photo is untouched.
    expect((await ann.client.bytes(photo.url)).status).toBe(200);
    expect((await ann.client.get("/api/progress/photos")).body.photos).toMatchObject([{ id: photo.id, pose: "front" }]);
  });

  it("are in the export ZIP beside the JSON, and every file goes with the account", async () => {
    const { client, userId } = await premiumUser();
    const { photo } = (await upload(client, { bytes: await phoneJpeg(), takenOn: "2026-01-04", pose: "front" })).body;

    const res = await downloadExport(client);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const { files, body: data } = res;
    const name = `photos/2026-01-04-front-${photo.id}.jpg`;
    expect(Object.keys(files).sort()).toEqual(["carnitrack-export.json", name]);
    expect(data.progressPhotos).toEqual([
      { id: photo.id, takenOn: "2026-01-04", pose: "front", width: 400, height: 600, createdAt: expect.any(String), file: name },
    ]);
    const exported = await sharp(Buffer.from(files[name]!)).metadata();
    expect([exported.width, exported.height, exported.exif]).toEqual([400, 600, undefined]);

    const userDir = path.join(server.dataDir, "photos", "users", userId);
    expect(existsSync(userDir)).toBe(true);
    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(existsSync(userDir)).toBe(false);
    // Erasing again (a retried deletion) is fine.
    await server.userData.erase(userId);
  });

  it("name in the export's JSON only the files the ZIP has: a photo gone from the storage is missing, not a dangling name", async () => {
    const { client, userId } = await premiumUser();
    const kept = (await upload(client, { bytes: await phoneJpeg(), takenOn: "2026-01-05", pose: "front" })).body.photo;
    const lost = (await upload(client, { bytes: await phoneJpeg(), takenOn: "2026-01-04", pose: "side" })).body.photo;
    // The object is gone (a failed write, a bucket restored from an older backup); the row is not.
    await server.storage.delete(photoKey(userId, lost.id, "full"));

    const { files, body } = await downloadExport(client);
    const keptName = `photos/2026-01-05-front-${kept.id}.jpg`;
    expect(Object.keys(files).sort()).toEqual(["carnitrack-export.json", keptName]);
    expect((body.progressPhotos as { id: string; file: string | null; missing?: boolean }[]).map((p) => [p.id, p.file, p.missing])).toEqual(
      [
        [kept.id, keptName, undefined],
        [lost.id, null, true],
      ],
    );
  });
});

describe("progress photos in an S3 bucket", () => {
  let s3: TestS3;
  let s3Server: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3();
    s3Server = await startTestServer({ S3_URL: s3.url });
  });
  afterAll(async () => {
    await s3Server?.stop();
    await s3?.stop();
  });

  it("stores, serves and deletes through the bucket, and the account's deletion empties its prefix", async () => {
    const { client, userId } = await premiumUser(s3Server);
    // What is in the bucket, asked of the S3 server itself.
    const bucket = new S3Client({ endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: S3RVER_KEYS });
    const keys = async () =>
      ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `users/${userId}/` }))).Contents ?? []).map((o) => o.Key);
    const first = (await upload(client, { bytes: await phoneJpeg() })).body.photo;
    const second = (await upload(client, { bytes: await solid(300, 200).png().toBuffer(), type: "image/png" })).body.photo;
    expect(first).toMatchObject({ width: 400, height: 600 });
    const full = await client.bytes(first.url);
    expect(full.status).toBe(200);
    expect((await sharp(full.bytes).metadata()).exif).toBeUndefined();
    expect(await s3Server.storage.get(`users/${userId}/photos/${first.id}-thumb.jpg`)).toMatchObject({ contentType: "image/jpeg" });
    // In the bucket, not on this server's disk.
    expect(existsSync(path.join(s3Server.dataDir, "photos"))).toBe(false);

    expect((await client.delete(`/api/progress/photos/${second.id}`)).status).toBe(204);
    expect(await s3Server.storage.get(`users/${userId}/photos/${second.id}-full.jpg`)).toBeUndefined();
    expect((await keys()).sort()).toEqual([`users/${userId}/photos/${first.id}-full.jpg`, `users/${userId}/photos/${first.id}-thumb.jpg`]);

    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await s3Server.storage.get(`users/${userId}/photos/${first.id}-full.jpg`)).toBeUndefined();
    expect(await s3Server.storage.get(`users/${userId}/photos/${first.id}-thumb.jpg`)).toBeUndefined();
    expect(await keys()).toEqual([]);
  });
});
