import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkKey, DiskStorage, InvalidStorageKeyError } from "./storage";

const root = mkdtempSync(path.join(tmpdir(), "carnitrack-storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = new DiskStorage(root);

describe("disk storage", () => {
  it("stores, reads back with its type, replaces and deletes", async () => {
    await storage.put("users/u1/photos/a.jpg", Buffer.from("first"), "image/jpeg");
    expect(await storage.get("users/u1/photos/a.jpg")).toEqual({ bytes: Buffer.from("first"), contentType: "image/jpeg" });
    await storage.put("users/u1/photos/a.jpg", Buffer.from("second"), "image/webp");
    expect(await storage.get("users/u1/photos/a.jpg")).toEqual({ bytes: Buffer.from("second"), contentType: "image/webp" });
    // No temp files left behind.
    expect(readdirSync(path.join(root, "users/u1/photos")).sort()).toEqual(["a.jpg", "a.jpg.type"]);
    await storage.delete("users/u1/photos/a.jpg");
    expect(await storage.get("users/u1/photos/a.jpg")).toBeUndefined();
    await storage.delete("users/u1/photos/a.jpg"); // twice is fine
  });

  it("deletes everything under a prefix, and only that", async () => {
    await storage.put("users/u2/photos/a.jpg", Buffer.from("a"), "image/jpeg");
    await storage.put("users/u2/notes/b.txt", Buffer.from("b"), "text/plain");
    await storage.put("users/u3/photos/c.jpg", Buffer.from("c"), "image/jpeg");
    await storage.deletePrefix("users/u2/");
    expect(existsSync(path.join(root, "users/u2"))).toBe(false);
    expect(await storage.get("users/u3/photos/c.jpg")).toBeDefined();
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
  });

  it("refuses a content type that is not a plain type/subtype", async () => {
    await expect(storage.put("users/u4/a", Buffer.from("x"), "text/html\r\nX-Evil: 1")).rejects.toThrow(InvalidStorageKeyError);
  });
});
