import { authCall } from "@/lib/auth-call";

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email. The confirmation link brings the user back to "/" signed in. */
export function signUp({ fullName, email, password }: SignUpInput) {
  return authCall((auth) => auth.signUp.email({ email, password, name: fullName, callbackURL: "/" }));
}
