import type { ConfirmEmailResult } from "@app/shared";
import { apiFetch } from "@/lib/api";

/**
 * POST /api/auth/confirm-email: a confirmation link opened away from the browser that signed up,
 * with the password chosen at sign-up. Throws an ApiError (INVALID_PASSWORD, INVALID_TOKEN,
 * TOKEN_EXPIRED, LINK_ALREADY_USED, RATE_LIMITED).
 */
export async function confirmEmail(input: { token: string; password: string }): Promise<ConfirmEmailResult> {
  const response = await apiFetch("/api/auth/confirm-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  return (await response.json()) as ConfirmEmailResult;
}
