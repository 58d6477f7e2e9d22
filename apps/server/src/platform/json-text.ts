import type { Context, Env, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";

type JsonResponse<T> = Response & TypedResponse<JSONParsed<T>, ContentfulStatusCode, "json">;

/**
 * An answer already serialised (from pieces kept between requests), sent and typed as
 * `c.json(value)` would send and type a `T`: the same Content-Type, the same type for the API's
 * client. The caller vouches that `json` is `JSON.stringify` of a `T`.
 */
export function jsonText<T, E extends Env>(c: Context<E>, json: string): JsonResponse<T> {
  return c.body(json, 200, { "Content-Type": "application/json" }) as unknown as JsonResponse<T>;
}
