import { authClient } from "@/lib/auth-client";

/** POST /api/auth/change-password; other devices are signed out. Never throws. */
export async function changePassword({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) {
  try {
    const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    return { error: error ?? null };
  } catch (error) {
    return { error };
  }
}
