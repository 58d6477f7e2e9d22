import { authCall } from "@/lib/auth-call";

/** POST /api/auth/change-password; other devices are signed out. Throws an ApiError on failure. */
export function changePassword({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) {
  return authCall((auth) => auth.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}
