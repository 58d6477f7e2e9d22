import { authClient } from "@/lib/auth-client";

/** POST /api/auth/delete-user: deletes the account and all its data, and ends the session. Never throws. */
export async function deleteAccount(password: string) {
  try {
    const { error } = await authClient.deleteUser({ password });
    return { error: error ?? null };
  } catch (error) {
    return { error };
  }
}
