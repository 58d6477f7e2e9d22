import { authCall } from "@/lib/auth-call";

/** POST /api/auth/delete-user: deletes the account and all its data, and ends the session. Throws an ApiError on failure. */
export function deleteAccount(password: string) {
  return authCall((auth) => auth.deleteUser({ password }));
}
