import { isApiErrorBody } from "@app/shared/errors";
import { ApiError } from "./errors";
import { nativeAuthHeader } from "./auth-client";
import { isNetworkFailure, reportNetworkFailure } from "./connectivity";
import { apiOrigin, isNativePlatform } from "./platform";
import { observeServerTime } from "./server-clock";

/** Minimal fetch helper for our own endpoints (outside Better Auth); failures throw an ApiError. */
export { ApiError };

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (proxy page, empty body): fall back to a generic message
  }
  const parsed = isApiErrorBody(body) ? body.error : null;
  return new ApiError(
    response.status,
    (typeof parsed?.code === "string" && parsed.code) || `HTTP_${response.status}`,
    parsed?.message ?? "Something went wrong. Please try again.",
  );
}

/**
 * `fetch` for `/api/...` with JSON; returns the raw Response when it is ok. The web app sends its
 * session cookie (same origin); the native app calls the server named at build time with its
 * bearer token and no cookies.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const native = isNativePlatform();
  const headers = new Headers(init.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const authorization = native ? await nativeAuthHeader() : null;
  if (authorization) headers.set("Authorization", authorization);
  const sentAt = Date.now();
  const response = await fetch(native ? apiOrigin() + path : path, {
    credentials: native ? "omit" : "same-origin",
    ...init,
    headers,
  }).catch((error: unknown) => {
    if (isNetworkFailure(error)) reportNetworkFailure(); // is the server gone? (decision 016)
    throw error;
  });
  observeServerTime(response, sentAt);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Thrown when a 2xx response does not have the shape the contract says (e.g. a proxy's HTML page). */
export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Unexpected response from the server (${what}).`);
    this.name = "UnexpectedResponseError";
  }
}

/** A response schema from @app/shared/<domain> (zod/mini); only its check is needed here. */
export interface ResponseContract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A private image's bytes (a progress photo, a community post's photo) as an object URL: fetched
 * with the session like any API call, since the native app's bearer token cannot ride on an <img>
 * request. The caller revokes it.
 */
export async function apiObjectUrl(url: string, signal?: AbortSignal): Promise<string> {
  const response = await apiFetch(url, { signal, headers: { Accept: "image/*" } });
  return URL.createObjectURL(await response.blob());
}

/** File name from a `Content-Disposition` header, if it names one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}
