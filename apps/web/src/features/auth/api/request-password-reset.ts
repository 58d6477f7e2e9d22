import { authCall } from "@/lib/auth-call";

/** POST /api/auth/request-password-reset. The mailed link lands on /reset-password?token=… */
export function requestPasswordReset(email: string) {
  return authCall((auth) => auth.requestPasswordReset({ email, redirectTo: "/reset-password" }));
}
