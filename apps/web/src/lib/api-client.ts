import { hc, type ClientResponse } from "hono/client";
import type { ApiType } from "@app/server/api-type";
import { apiFetch, UnexpectedResponseError, type ResponseContract } from "./api";

/*
 * The typed client of our API (decision 013): paths, query strings, bodies and responses inferred
 * from the server's routes, so a renamed path or a changed field fails the web app's typecheck.
 * Calls go through `apiFetch` (cookies on the web, the bearer token in the native app, ApiError for
 * an error response), and `read` checks each response against its contract from @app/shared at run time.
 *
 *   const { session } = await read(api.fasting.active.$get({}, { init: { signal } }), activeFastResponse);
 */
export const api = hc<ApiType>(new URL("/api", window.location.origin).href, {
  // apiFetch adds the native app's server origin itself: it takes the path.
  fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(apiPath(new URL(String(input))), init),
});

/**
 * The path and query of an API URL, for what is not a JSON call (a photo's bytes through
 * `apiObjectUrl`, a download link): `apiPath(api.progress.photos[":id"].$url({ param: { id } }))`.
 */
export function apiPath(url: URL): string {
  return url.pathname + url.search;
}

/**
 * A response's JSON checked against the endpoint's contract, typed by the contract. The contract's
 * type must be one the server's route may respond with (C extends T), so the two cannot drift apart
 * unnoticed; the response takes the contract's type because the client's inferred one flattens
 * recursive types (the community's rich-text nodes become JSONValue).
 */
export async function read<T, C extends T>(call: Promise<ClientResponse<T>>, contract: ResponseContract<C>): Promise<C> {
  const response = await call;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new UnexpectedResponseError(`${new URL(response.url, "http://app").pathname}: not JSON`);
  }
  const parsed = contract.safeParse(body);
  if (!parsed.success) throw new UnexpectedResponseError(new URL(response.url, "http://app").pathname);
  return parsed.data;
}
