import { authClient } from "@/lib/auth-client";
import { authCall } from "./auth-call";

/** POST /api/auth/sign-out with an empty body. */
export function signOut() {
  return authCall(() => authClient.signOut());
}
