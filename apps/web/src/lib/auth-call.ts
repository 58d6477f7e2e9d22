import { ApiError, errorCode, errorMessage, errorStatus } from "./errors";

/**
 * A Better Auth client call, in the app's one error convention (the same as `apiFetch`): it
 * resolves with the data, or throws an ApiError carrying the server's code and message (network
 * failures throw as they are).
 */
export async function authCall<T>(call: () => Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await call();
  if (error) {
    // Better Auth's error: { status, statusText, error: { code, message } } (our server's body).
    const status = errorStatus(error) ?? 0;
    throw new ApiError(status, errorCode(error) ?? `HTTP_${status}`, errorMessage(error));
  }
  return data as T;
}

/** Awaits an API call and gives back its error, or null when it succeeded. */
export function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => null,
    (error: unknown) => error ?? new Error("Failed"),
  );
}
