import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live, on disk (one server) or in S3 (several). Keys are paths such as
 * "users/<id>/photos/<photo>.jpg": deleting an account deletes the prefix "users/<id>/".
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Whether the object is there, without reading it (the export names only files it will hold). */
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

/** A key is "/"-separated plain segments: no "..", no absolute path, nothing a file system reads specially. */
export function checkKey(key: string, { prefix = false } = {}): string[] {
  const segments = (prefix ? key.replace(/\/$/, "") : key).split("/");
  if (key.length > 512 || segments.some((s) => !SEGMENT.test(s) || s === "." || s === "..")) {
    throw new InvalidStorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return segments;
}

/** A content type is a plain type/subtype: it is sent back as a header. */
export function checkContentType(contentType: string): void {
  if (!CONTENT_TYPE.test(contentType)) throw new InvalidStorageKeyError(`invalid content type: ${contentType}`);
}

/** Files under a directory (DATA_DIR/photos), written atomically (temp file, then rename). */
export class DiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string, options?: { prefix?: boolean }): string {
    return path.join(this.root, ...checkKey(key, options));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkContentType(contentType);
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    // The type travels in a sidecar, so a reader never guesses it from the name.
    await writeFile(`${temp}.type`, contentType);
    await writeFile(temp, bytes);
    await rename(`${temp}.type`, `${file}.type`);
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.file(key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, "utf8")]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await access(this.file(key));
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.file(prefix, { prefix: true });
    await rm(dir, { recursive: true, force: true });
    // Parents left empty go too (users/<id>/ once its last files are gone): no trace of the user.
    for (let parent = path.dirname(dir); parent.startsWith(this.root + path.sep); parent = path.dirname(parent)) {
      try {
        await rmdir(parent);
      } catch {
        return; // not empty, or already gone
      }
    }
  }
}
