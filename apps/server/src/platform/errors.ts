import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_STATUS, type ErrorCode } from "@app/shared/errors";
import * as z from "zod/mini";
import "./zod-messages";
import type { Logger } from "./logger";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code] as ContentfulStatusCode;
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Whether a path's id can be one of ours (a UUID): anything else is "not found" without a query. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A PostgreSQL error of this SQLSTATE ("23505" unique, "23503" foreign key), however the driver wraps it. */
export function isPgError(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
}

/** Errors that mean the database cannot be reached right now (node-postgres and PGlite). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  const code = typeof e.code === "string" ? e.code : "";
  if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "53300"].includes(code)) return true;
  if (code.startsWith("08")) return true;
  const message = typeof e.message === "string" ? e.message : "";
  if (/timeout exceeded when trying to connect|Connection terminated|PGlite is closed|Cannot use a pool after calling end/i.test(message))
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

export function handleError(err: Error, c: Context, logger: Logger) {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHORIZED" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
    const message = status === 413 ? "The request body is too large." : err.message || "The request could not be processed.";
    return c.json(errorBody(code, message), status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(err)) {
    logger.warn({ err: { message: err.message } }, "database unavailable");
    c.header("Retry-After", "5");
    return c.json(errorBody("SERVICE_UNAVAILABLE", "The service is temporarily unavailable. Please try again shortly."), 503);
  }
  logger.error({ err, path: c.req.path, method: c.req.method }, "unhandled error");
  return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
}

/** The first zod issue, phrased for a person, e.g. "email: Please enter a valid email address." */
export function describeZodError(error: z.core.$ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  if (issue.code === "unrecognized_keys") return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`;
  const field = issue.path.join(".");
  // zod does not report the value it was given, so whether it was missing is read off the input.
  if (issue.code === "invalid_type" && valueAt(input, issue.path) === undefined)
    return field ? `${field} is required.` : "A value is required.";
  // Our schemas' messages name their field already ("Password must be at least 8 characters.").
  const namesField =
    field &&
    issue.message
      .toLowerCase()
      .replace(/\s/g, "")
      .includes(String(issue.path.findLast((key) => typeof key === "string")).toLowerCase());
  return field && !namesField ? `${field}: ${issue.message}` : issue.message;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A JSON request body's text (jsonBody) validated: a bad body is a 400 with a readable message, another media type a 415. */
export function parseJsonText<T extends z.core.$ZodType>(text: string, schema: T, contentType: string | undefined): z.output<T> {
  if (text.length > 0 && contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
  }
  let data: unknown;
  try {
    data = text.length === 0 ? {} : JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON", "The request body is not valid JSON.");
  }
  if (containsNul(data)) throw new AppError("VALIDATION_FAILED", "Text must not contain NUL characters.");
  const result = z.safeParse(schema, data);
  if (!result.success) throw new AppError("VALIDATION_FAILED", describeZodError(result.error, data));
  return result.data;
}

/**
 * PostgreSQL cannot store a NUL character in text or JSON, so one anywhere in the input would
 * otherwise fail deep in a query; no field of ours has a use for it.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}
