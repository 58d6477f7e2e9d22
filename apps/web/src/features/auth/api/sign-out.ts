import { authClient } from "@/lib/auth-client";
import { authCall } from "@/lib/auth-call";

/** POST /api/auth/sign-out with an empty body. */
export function signOut() {
  return authCall(() => authClient.signOut());
}
