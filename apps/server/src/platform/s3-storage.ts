import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { checkContentType, checkKey, type ObjectStorage, type StoredObject } from "./storage";

export interface S3Config {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, …); AWS itself when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Static keys; without them the AWS SDK's own chain applies (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key) instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** One S3 call whole: connecting, the SDK's retries, and reading the response's body. */
export const S3_CALL_DEADLINE_MS = 30_000;

/** Objects in an S3-compatible bucket, shared by every server process. */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly deadlineMs: number;

  constructor(config: S3Config, { deadlineMs = S3_CALL_DEADLINE_MS }: { deadlineMs?: number } = {}) {
    this.bucket = config.bucket;
    this.deadlineMs = deadlineMs;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: config.credentials,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's newer
      // default (CRC32 trailers on every upload).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // The SDK waits for ever by default; its requestTimeout ends at the response's headers, so
      // each call also has a deadline of its own (deadline()) that covers the body.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: deadlineMs, throwOnRequestTimeout: true },
    });
  }

  /** One call's deadline: it aborts the call, retries and a body still being read included. */
  private deadline() {
    return { abortSignal: AbortSignal.timeout(this.deadlineMs) };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    checkContentType(contentType);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }), this.deadline());
  }

  async get(key: string): Promise<StoredObject | undefined> {
    checkKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), this.deadline());
      const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: res.ContentType ?? "application/octet-stream" };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    checkKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }), this.deadline());
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    // Deleting a missing key succeeds, so a second delete is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), this.deadline());
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkKey(prefix, { prefix: true });
    // "users/u1" must not match "users/u10/…".
    const Prefix = prefix.endsWith("/") ? prefix : `${prefix}/`;
    for (;;) {
      // Listed again from the start each round: the keys deleted are gone from the listing.
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, MaxKeys: 1000 }), this.deadline());
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      const res = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        this.deadline(),
      );
      if (res.Errors?.length)
        throw new Error(`S3 could not delete ${res.Errors.length} object(s) under ${Prefix}: ${res.Errors[0]?.Message}`);
      if (!page.IsTruncated) return;
    }
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}
