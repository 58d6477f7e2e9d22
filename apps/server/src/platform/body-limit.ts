import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { AppError } from "./errors";

/** A JSON body or a form post, and any request whose router sets no limit of its own. */
export const BODY_MAX_BYTES = 64 * 1024;
/** Provider events carry whole subscription objects. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;
/** The methods whose requests carry a body: asking a GET for its body would build a Request object the Node adapter otherwise skips. */
export const BODY_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

export const bodyTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");

/**
 * A body of at most `maxBytes`: a declared Content-Length over it is refused before anything is
 * read; a body without one (chunked) is read up to the limit and refused past it. 413 either way.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw bodyTooLarge();
    },
  });
}
