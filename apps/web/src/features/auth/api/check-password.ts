import type { PasswordCheckResult } from "@app/shared/auth";
import type { PasswordOwner } from "@app/shared/password";
import { authCall } from "@/lib/auth-call";

/** POST /api/auth/password-check: why the server would refuse this new password, or null. */
export async function checkPassword(password: string, owner: PasswordOwner, signal: AbortSignal): Promise<string | null> {
  const result = await authCall((auth) =>
    auth.$fetch<PasswordCheckResult>("/password-check", { method: "POST", body: { password, ...owner }, signal }),
  );
  return result.problem;
}
