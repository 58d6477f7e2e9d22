import { authCall } from "@/lib/auth-call";

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email. 403 EMAIL_NOT_VERIFIED until the confirmation link is used. */
export function signIn({ email, password }: SignInInput) {
  return authCall((auth) => auth.signIn.email({ email, password }));
}
