import type { ConfirmEmailResult } from "@app/shared/auth";
import { authCall } from "@/lib/auth-call";

/**
 * POST /api/auth/confirm-email: a confirmation link opened away from the browser that signed up,
 * with the password chosen at sign-up. One of our own endpoints under /api/auth, called through the
 * auth client like its neighbours. Throws an ApiError (INVALID_PASSWORD, INVALID_TOKEN,
 * TOKEN_EXPIRED, LINK_ALREADY_USED, RATE_LIMITED).
 */
export function confirmEmail(input: { token: string; password: string }): Promise<ConfirmEmailResult> {
  return authCall((auth) => auth.$fetch<ConfirmEmailResult>("/confirm-email", { method: "POST", body: input }));
}
