import type { authClient } from "./auth-client";
import { ApiError, errorCode, errorMessage, errorStatus } from "./errors";

/**
 * A Better Auth client call, in the app's one error convention (the same as `apiFetch`): it
 * resolves with the data, or throws an ApiError carrying the server's code and message (network
 * failures throw as they are). The client is imported here, on first use, so the landing page's
 * bundle goes without it until a form is sent (the signed-in app has it loaded already).
 */
export async function authCall<T>(call: (client: typeof authClient) => Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { authClient: client } = await import("./auth-client");
  const { data, error } = await call(client);
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

/**
 * Re-reads the session and resolves once the client's session store has the response (right after
 * sign-in), loading the client first where it is not loaded yet (the landing page).
 */
export async function refreshAuthSession(): Promise<void> {
  const { refreshSession } = await import("./auth-client");
  await refreshSession();
}
