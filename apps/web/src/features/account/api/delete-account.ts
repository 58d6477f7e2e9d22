import { authCall } from "@/lib/auth-call";
import { authClient } from "@/lib/auth-client";

/** POST /api/auth/delete-user: deletes the account and all its data, and ends the session. Throws an ApiError on failure. */
export function deleteAccount(password: string) {
  return authCall(() => authClient.deleteUser({ password }));
}
