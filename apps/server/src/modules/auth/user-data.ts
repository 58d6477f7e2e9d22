import type { UserDataSection } from "../../platform/user-data";

/**
 * Credentials, sessions and pending confirmation links. Not exported: a password hash or a
 * session token in a downloaded file is a liability, not information for the user.
 */
export const authUserData: UserDataSection = {
  name: "auth",
  tables: ["accounts", "sessions", "email_verifications", "pending_signups"],
};
