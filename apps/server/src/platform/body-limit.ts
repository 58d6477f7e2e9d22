import type { Handler, MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { AppError } from "./errors";

/*
 * Request body limits, declared on the route that reads the body: `jsonBody(schema)` holds its own
 * (validate.ts), a photo upload its uploadGate (photos/upload.ts), a webhook `webhookLimit`, a
 * form post `formLimit`. A route that declares none still gets BODY_MAX_BYTES from the app's
 * defaultBodyLimit, so a body read without a declaration is bounded all the same.
 */

/** A JSON body or a form post, and any request whose route declares no limit. */
export const BODY_MAX_BYTES = 64 * 1024;
/** Provider events carry whole subscription objects. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;

export const bodyTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");

const declared = new WeakSet<object>();
const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Marks a middleware as its route's body limit, so the app's default stands aside for that route. */
export function declaresBodyLimit<M extends MiddlewareHandler<any, any, any>>(middleware: M): M {
  declared.add(middleware);
  return middleware;
}

/**
 * A body of at most `maxBytes`: a declared Content-Length over it is refused before anything is
 * read; a body without one (chunked) is read up to the limit and refused past it. 413 either way.
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return declaresBodyLimit(undeclaredLimit(maxBytes));
}

function undeclaredLimit(maxBytes: number): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw bodyTooLarge();
    },
  });
}

/** The test-mode checkout's and portal's form posts. */
export const formLimit = bodyLimit(BODY_MAX_BYTES);
/** A payment provider's webhook. */
export const webhookLimit = bodyLimit(WEBHOOK_BODY_MAX_BYTES);

/**
 * The app's safety net, before every route: BODY_MAX_BYTES for a request whose route declares no
 * limit of its own (its matched handlers hold none of the declared middlewares). A sub-app with its
 * own error handler wraps its handlers, so each is unwrapped to the one it was declared as.
 */
export function defaultBodyLimit(): MiddlewareHandler {
  const limit = undeclaredLimit(BODY_MAX_BYTES);
  return (c, next) => {
    // No route reads the body of a read, and asking for it would build the full Request object the
    // Node adapter otherwise skips (a measurable share of a GET's cost, issue 25).
    if (BODYLESS.has(c.req.method)) return next();
    return matchedRoutes(c).some((route) => isDeclared(route.handler)) ? next() : limit(c, next);
  };
}

function isDeclared(handler: Handler | undefined): boolean {
  for (let h: unknown = handler; typeof h === "function"; h = (h as unknown as Record<string, unknown>)[COMPOSED_HANDLER]) {
    if (declared.has(h)) return true;
  }
  return false;
}
