import { authCall } from "@/lib/auth-call";
import { authClient } from "@/lib/auth-client";

/** POST /api/auth/change-password; other devices are signed out. Throws an ApiError on failure. */
export function changePassword({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) {
  return authCall(() => authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}
