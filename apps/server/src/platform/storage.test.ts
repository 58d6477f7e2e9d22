import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_KEYS, startTestS3, type TestS3 } from "../../test/s3-server";
import { S3Storage } from "./s3-storage";
import { checkKey, DiskStorage, InvalidStorageKeyError, type ObjectStorage } from "./storage";

const root = mkdtempSync(path.join(tmpdir(), "carnitrack-storage-"));
let s3: TestS3 | undefined;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3?.stop();
});

const stores: [string, () => ObjectStorage][] = [
  ["disk", () => new DiskStorage(root)],
  [
    "S3 (a real S3-compatible server)",
    () =>
      new S3Storage({
        bucket: s3!.bucket,
        endpoint: s3!.endpoint,
        region: "us-east-1",
        credentials: S3RVER_KEYS,
        forcePathStyle: true,
      }),
  ],
];

// The same contract for every store: the app cannot tell them apart.
describe.each(stores)("%s storage", (_name, makeStorage) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it("stores, reads back with its type, replaces and deletes", async () => {
    await storage.put("users/u1/photos/a.jpg", Buffer.from("first"), "image/jpeg");
    expect(await storage.get("users/u1/photos/a.jpg")).toEqual({ bytes: Buffer.from("first"), contentType: "image/jpeg" });
    await storage.put("users/u1/photos/a.jpg", Buffer.from("second"), "image/webp");
    expect(await storage.get("users/u1/photos/a.jpg")).toEqual({ bytes: Buffer.from("second"), contentType: "image/webp" });
    await storage.delete("users/u1/photos/a.jpg");
    expect(await storage.get("users/u1/photos/a.jpg")).toBeUndefined();
    await storage.delete("users/u1/photos/a.jpg"); // twice is fine
  });

  it("keeps binary content byte for byte", async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await storage.put("users/u5/photos/bin.jpg", bytes, "image/jpeg");
    expect((await storage.get("users/u5/photos/bin.jpg"))!.bytes.equals(bytes)).toBe(true);
  });

  it("answers undefined for a key never stored", async () => {
    expect(await storage.get("users/nobody/photos/x.jpg")).toBeUndefined();
    expect(await storage.has("users/nobody/photos/x.jpg")).toBe(false);
  });

  it("says whether an object is there without reading it", async () => {
    await storage.put("users/u6/photos/here.jpg", Buffer.from("here"), "image/jpeg");
    expect(await storage.has("users/u6/photos/here.jpg")).toBe(true);
    await storage.delete("users/u6/photos/here.jpg");
    expect(await storage.has("users/u6/photos/here.jpg")).toBe(false);
  });

  it("deletes everything under a prefix, and only that (u2 is not u20), twice without harm", async () => {
    await storage.put("users/u2/photos/a.jpg", Buffer.from("a"), "image/jpeg");
    await storage.put("users/u2/notes/b.txt", Buffer.from("b"), "text/plain");
    await storage.put("users/u20/photos/c.jpg", Buffer.from("c"), "image/jpeg");
    await storage.put("users/u3/photos/c.jpg", Buffer.from("c"), "image/jpeg");
    await storage.deletePrefix("users/u2/");
    expect(await storage.get("users/u2/photos/a.jpg")).toBeUndefined();
    expect(await storage.get("users/u2/notes/b.txt")).toBeUndefined();
    expect(await storage.get("users/u20/photos/c.jpg")).toBeDefined();
    expect(await storage.get("users/u3/photos/c.jpg")).toBeDefined();
    await storage.deletePrefix("users/u2/");
    await storage.deletePrefix("users/never-had-files/");
  });

  it.each([
    "../etc/passwd",
    "users/../../x",
    "/abs",
    "users//x",
    "users/./x",
    "users/x\u0000",
    "users/.hidden",
    "users/a b",
    "users\\x",
    "",
    "a/".repeat(300),
  ])("refuses the key %j", async (key) => {
    expect(() => checkKey(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });

  it("refuses a prefix that would reach outside its folder", async () => {
    for (const prefix of ["../", "users/../", "/", ""]) await expect(storage.deletePrefix(prefix)).rejects.toThrow(InvalidStorageKeyError);
  });

  it("refuses a content type that is not a plain type/subtype", async () => {
    await expect(storage.put("users/u4/a", Buffer.from("x"), "text/html\r\nX-Evil: 1")).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe("disk storage on disk", () => {
  const storage = new DiskStorage(root);

  it("writes atomically: no temp files left behind", async () => {
    await storage.put("users/d1/photos/a.jpg", Buffer.from("first"), "image/jpeg");
    await storage.put("users/d1/photos/a.jpg", Buffer.from("second"), "image/jpeg");
    expect(readdirSync(path.join(root, "users/d1/photos")).sort()).toEqual(["a.jpg", "a.jpg.type"]);
  });

  it("removes the prefix's folder, and the parents it leaves empty", async () => {
    await storage.put("users/d2/photos/a.jpg", Buffer.from("a"), "image/jpeg");
    await storage.deletePrefix("users/d2/");
    expect(existsSync(path.join(root, "users/d2"))).toBe(false);
    await storage.put("users/d3/photos/a.jpg", Buffer.from("a"), "image/jpeg");
    await storage.put("users/d3/posts/b.jpg", Buffer.from("b"), "image/jpeg");
    await storage.deletePrefix("users/d3/photos/");
    expect(existsSync(path.join(root, "users/d3/photos"))).toBe(false);
    expect(await storage.get("users/d3/posts/b.jpg")).toBeDefined();
    await storage.deletePrefix("users/d3/posts/");
    expect(existsSync(path.join(root, "users/d3"))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });
});
