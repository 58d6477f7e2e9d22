/**
 * Our server sends every error as `{ error: { code, message } }` (see @app/shared `isApiErrorBody`).
 * The Better Auth client spreads that body into its error object, so a failed call gives
 * `{ status, statusText, error: { code, message } }`. A thrown network failure is a TypeError.
 */
export const FALLBACK_ERROR_MESSAGE = "Something went wrong. Please try again.";
export const NETWORK_ERROR_MESSAGE = "We couldn't reach CarniTrack. Please check your connection and try again.";

interface ErrorLike {
  status?: number;
  message?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
}

function asErrorLike(err: unknown): ErrorLike | null {
  return typeof err === "object" && err !== null ? (err as ErrorLike) : null;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The message to show a user for any failure: the server's, else the error's own, else a generic one. */
export function errorMessage(err: unknown): string {
  if (err instanceof TypeError) return NETWORK_ERROR_MESSAGE; // fetch() rejects with TypeError when offline
  const e = asErrorLike(err);
  return nonEmpty(e?.error?.message) ?? nonEmpty(e?.message) ?? FALLBACK_ERROR_MESSAGE;
}

/** The server's machine-readable code (e.g. "EMAIL_NOT_VERIFIED"), if any. */
export function errorCode(err: unknown): string | undefined {
  const e = asErrorLike(err);
  return nonEmpty(e?.error?.code);
}

export function errorStatus(err: unknown): number | undefined {
  const status = asErrorLike(err)?.status;
  return typeof status === "number" ? status : undefined;
}

/** A failed call to our API, carrying the server's `{ error: { code, message } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly error: { code: string; message: string };

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.error = { code, message };
  }
}

/** The server said Premium is needed (e.g. a subscription that lapsed since the page loaded): show the upgrade prompt. */
export function isLocked(error: unknown): boolean {
  return errorCode(error) === "PREMIUM_REQUIRED";
}

/** A query's retry rule: a Premium refusal is a response, not a failure to retry. */
export const noRetryWhenLocked = (count: number, error: unknown) => !isLocked(error) && count < 2;
