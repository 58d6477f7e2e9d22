import { authCall } from "@/lib/auth-call";

/** POST /api/auth/reset-password with the token from the mailed link. */
export function resetPassword({ newPassword, token }: { newPassword: string; token: string }) {
  return authCall((auth) => auth.resetPassword({ newPassword, token }));
}
