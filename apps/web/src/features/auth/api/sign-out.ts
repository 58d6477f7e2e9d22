import { authCall } from "@/lib/auth-call";

/** POST /api/auth/sign-out with an empty body. */
export function signOut() {
  return authCall((auth) => auth.signOut());
}
