import { authCall } from "@/lib/auth-call";

/** POST /api/auth/send-verification-email: a fresh confirmation link that lands on "/". */
export function sendVerificationEmail(email: string) {
  return authCall((auth) => auth.sendVerificationEmail({ email, callbackURL: "/" }));
}
