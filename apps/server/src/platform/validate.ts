import type { MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import * as z from "zod/mini";
import { AppError, containsNul, describeZodError, parseJsonText } from "./errors";

/*
 * Request validation: every route declares its body, query and path parameters with one of these
 * on a schema from @app/shared, so a handler gets `c.req.valid(...)` already typed, and the web
 * app's typed client sees each endpoint's input. A bad input is our AppError, the same envelope
 * as every other error.
 */

function check<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  if (containsNul(value)) throw new AppError("VALIDATION_FAILED", "Text must not contain NUL characters.");
  const result = z.safeParse(schema, value);
  if (!result.success) throw new AppError("VALIDATION_FAILED", describeZodError(result.error, value));
  return result.data;
}

/**
 * A JSON body. Not Hono's `validator("json")`: that one takes a body of any other content type as
 * `{}` and has its own message for malformed JSON; ours refuses the first with 415, the second with
 * INVALID_JSON, and takes an empty body as `{}` (POST /api/fasting/end takes none).
 */
export function jsonBody<T extends z.core.$ZodType>(
  schema: T,
): MiddlewareHandler<any, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  return async (c, next) => {
    c.req.addValidatedData("json", parseJsonText(await c.req.text(), schema, c.req.header("content-type")) as object);
    await next();
  };
}

/**
 * A query string. A repeated key counts once, its first value: a schema field is never a list.
 * The input type is what the caller sends: strings, as a URL carries them.
 */
export function queryOf<T extends z.core.$ZodType>(schema: T) {
  return validator("query", (value: Record<string, string | string[]>) =>
    check(schema, Object.fromEntries(Object.entries(value).map(([key, v]) => [key, Array.isArray(v) ? v[0] : v]))),
  ) as MiddlewareHandler<any, string, { in: { query: QueryInput<z.input<T>> }; out: { query: z.output<T> } }>;
}

/**
 * Path parameters. A path names a resource, so one it cannot name (a malformed id, a NUL byte) is
 * that resource's 404, `notFound`. Without `notFound` a path carries a value (a day:
 * /weights/2026-11-23), refused with 400 as any other input.
 */
export function paramsOf<T extends z.core.$ZodType>(schema: T, notFound?: string) {
  return validator("param", (value: Record<string, string>) => {
    if (notFound === undefined) return check(schema, value);
    const result = containsNul(value) ? undefined : z.safeParse(schema, value);
    if (!result?.success) throw new AppError("NOT_FOUND", notFound);
    return result.data;
  }) as MiddlewareHandler<any, string, { in: { param: z.input<T> }; out: { param: z.output<T> } }>;
}

/**
 * A path's id of one of our rows: a uuid (anything else would be refused by the database as bad
 * uuid syntax). With paramsOf's `notFound`: `paramsOf(uuidParams("id"), "There is no such photo.")`.
 */
export function uuidParams<K extends string>(name: K) {
  return z.strictObject({ [name]: z.uuid() } as { [P in K]: z.ZodMiniUUID });
}

/** How a query's fields travel: each as a string (a number or a flag is written out). */
type QueryInput<T> = { [K in keyof T]: undefined extends T[K] ? string | undefined : string };
