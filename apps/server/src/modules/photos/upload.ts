import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "@app/shared/photos";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod/mini";
import { AppError, containsNul, describeZodError } from "../../platform/errors";
import type { AuthEnv } from "../../platform/guards";

/** A multipart upload carries a little more than the photo: the boundaries and the text fields. */
export const PHOTO_UPLOAD_MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/**
 * Bytes of photo uploads this process holds at once, reserved before a body is read and until its
 * response (an upload is held whole while it waits for a decode slot, and parsing copies it). More
 * is refused with 503 and Retry-After rather than queued: a queue of bodies is the memory we are
 * bounding, and the browser can send it again in a few seconds.
 */
export const UPLOAD_BYTES_IN_FLIGHT_MAX = 64 * 1024 * 1024;
/** Uploads one user may have in flight at once: as many as there are decode slots. */
export const UPLOADS_PER_USER_AT_ONCE = 2;
const BUSY_RETRY_SECONDS = 10;
const OWN_UPLOADS_RETRY_SECONDS = 5;

/** One upload request: what it may read, what it has reserved, and whether it sent too much. */
class UploadTicket {
  reserved = 0;
  userId: string | undefined;
  overflowed = false;
  private released = false;

  /** `size`: the declared Content-Length, or the most a body may be when it is sent chunked. */
  constructor(readonly size: number) {}

  /** Reserves this upload's bytes and its user's slot before its body is read, or refuses it. */
  admit(userId: string) {
    if (this.userId !== undefined || this.released) return;
    const own = inFlight.perUser.get(userId) ?? 0;
    if (own >= UPLOADS_PER_USER_AT_ONCE) {
      throw new AppError("RATE_LIMITED", `You are already uploading ${own} photos: wait until they finish, then try again.`, {
        "Retry-After": String(OWN_UPLOADS_RETRY_SECONDS),
      });
    }
    if (inFlight.bytes + this.size > UPLOAD_BYTES_IN_FLIGHT_MAX) {
      throw new AppError("SERVICE_UNAVAILABLE", "Many photos are being uploaded right now. Please try again in a few seconds.", {
        "Retry-After": String(BUSY_RETRY_SECONDS),
      });
    }
    this.userId = userId;
    this.reserved = this.size;
    inFlight.perUser.set(userId, own + 1);
    inFlight.bytes += this.reserved;
    inFlight.uploads++;
    inFlight.peakBytes = Math.max(inFlight.peakBytes, inFlight.bytes);
  }

  release() {
    if (this.released) return;
    this.released = true;
    if (this.userId === undefined) return;
    const own = (inFlight.perUser.get(this.userId) ?? 1) - 1;
    if (own > 0) inFlight.perUser.set(this.userId, own);
    else inFlight.perUser.delete(this.userId);
    inFlight.bytes -= this.reserved;
    inFlight.uploads--;
  }
}

/** This process's uploads in flight (module state: the cap is per process, as the memory is). */
const inFlight = { bytes: 0, uploads: 0, peakBytes: 0, perUser: new Map<string, number>() };
const tickets = new WeakMap<Request, UploadTicket>();

/** For tests and diagnostics: what is reserved now, and the most that was since the last reset. */
export function uploadsInFlight(options: { resetPeak?: boolean } = {}) {
  const now = { bytes: inFlight.bytes, uploads: inFlight.uploads, users: inFlight.perUser.size, peakBytes: inFlight.peakBytes };
  if (options.resetPeak) inFlight.peakBytes = inFlight.bytes;
  return now;
}

/**
 * The body limit of a photo upload route, set before the route's other middleware, and the
 * process's cap on uploads in flight. A declared Content-Length over the limit is refused before
 * anything is read; otherwise the body is counted as it arrives and reading stops one chunk past
 * the limit. The handler reserves the upload's bytes through readImageUpload once it knows the
 * user; the reservation ends with the request, however it ends.
 */
export function uploadGate({ maxBodyBytes = PHOTO_UPLOAD_MAX_BODY_BYTES } = {}) {
  return createMiddleware(async (c, next) => {
    const length = declaredLength(c.req.raw.headers);
    if (length !== undefined && length > maxBodyBytes) throw tooLarge(maxBodyBytes);
    const ticket = new UploadTicket(length ?? maxBodyBytes);
    const body = c.req.raw.body;
    if (body) {
      c.req.raw = new Request(c.req.raw, { body: counted(body, ticket), duplex: "half" } as RequestInit);
    }
    tickets.set(c.req.raw, ticket);
    try {
      await next();
    } finally {
      ticket.release();
    }
  });
}

/** Content-Length when it governs the body (not with Transfer-Encoding); a malformed one counts as absent. */
function declaredLength(headers: Headers): number | undefined {
  const value = headers.get("content-length");
  if (value === null || headers.has("transfer-encoding") || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function tooLarge(maxBodyBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The photo is too large: the most we take is ${Math.floor(maxBodyBytes / 1024 / 1024)} MB.`);
}

/** The body, counted as it is read; past the ticket's size it fails instead of reading on. */
function counted(body: ReadableStream<Uint8Array>, ticket: UploadTicket): ReadableStream<Uint8Array> {
  const limit = ticket.size;
  const reader = body.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      received += value.byteLength;
      if (received > limit) {
        // The rest is left unread: after our 413 the HTTP server (@hono/node-server) reads and
        // drops what follows for half a second at most, then closes the connection.
        ticket.overflowed = true;
        controller.error(new Error("The upload is larger than its limit."));
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * A multipart upload of one image: the `file` field of at most PHOTO_MAX_BYTES, and text fields
 * checked by `schema` (nothing else). `what` names the fields for the error messages. The route
 * must be behind uploadGate; the upload's bytes are reserved here, before its body is read.
 */
export async function readImageUpload<S extends z.core.$ZodType, E extends AuthEnv = AuthEnv>(
  c: Context<E>,
  schema: S,
  what: string,
): Promise<{ file: File; fields: z.output<S> }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Send the photo as multipart/form-data with the fields ${what}.`);
  }
  const ticket = admitUpload(c);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    if (ticket.overflowed) throw fileTooLarge();
    throw new AppError("BAD_REQUEST", `The upload could not be read: send multipart/form-data with the fields ${what}.`);
  }
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, value] of form) {
    if (name in fields || (name === "file" && file)) throw new AppError("VALIDATION_FAILED", `${name} is sent more than once.`);
    if (name === "file") {
      if (typeof value === "string") throw new AppError("VALIDATION_FAILED", "file must be a photo file, not text.");
      file = value;
    } else if (typeof value === "string") fields[name] = value;
    else throw new AppError("VALIDATION_FAILED", `${name} must be text, not a file.`);
  }
  if (containsNul(fields)) throw new AppError("VALIDATION_FAILED", "Text must not contain NUL characters.");
  const parsed = z.safeParse(schema, fields);
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", describeZodError(parsed.error, fields));
  if (!file) throw new AppError("VALIDATION_FAILED", "file is required: choose a JPEG, PNG or WebP photo.");
  if (file.size > PHOTO_MAX_BYTES) throw fileTooLarge();
  if (file.size === 0) throw new AppError("VALIDATION_FAILED", "The photo is empty.");
  return { file, fields: parsed.data };
}

/**
 * Reserves the signed-in user's upload (its bytes in the process's cap, one of the user's slots):
 * a middleware for routes that want the refusal before their rate limit counts it; readImageUpload
 * does it again, which does nothing the second time.
 */
export const reserveUpload = createMiddleware<AuthEnv>(async (c, next) => {
  admitUpload(c);
  await next();
});

function admitUpload<E extends AuthEnv>(c: Context<E>): UploadTicket {
  const ticket = tickets.get(c.req.raw);
  // A programming error: a new upload route must put uploadGate on its route.
  if (!ticket) throw new Error(`${c.req.method} ${c.req.path} reads an upload without uploadGate in front of it`);
  ticket.admit(c.var.user.id);
  return ticket;
}

function fileTooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE_MESSAGE);
}
