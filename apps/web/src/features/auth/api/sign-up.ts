import { authClient } from "@/lib/auth-client";
import { authCall } from "@/lib/auth-call";

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email. The confirmation link brings the user back to "/" signed in. */
export function signUp({ fullName, email, password }: SignUpInput) {
  return authCall(() => authClient.signUp.email({ email, password, name: fullName, callbackURL: "/" }));
}
