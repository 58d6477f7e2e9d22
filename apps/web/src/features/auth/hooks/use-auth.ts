import { authClient, type SessionUser } from "@/lib/auth-client";

export interface AuthState {
  /** The signed-in user, or null (signed out, or the session check failed). */
  user: SessionUser | null;
  /** True only until the first session check settles. */
  isPending: boolean;
  /** A later check (window focus, after sign-in/sign-up) is running and no user is known yet. */
  isChecking: boolean;
}

// The session store is app-wide, so whether it has ever answered is app-wide too. Better Auth
// reports `isPending` again on every refetch while signed out (window focus, after sign-up);
// treating that as "loading" would unmount the landing page's form and lose what was typed.
let firstCheckSettled = false;

/**
 * Auth state from Better Auth's session store. It refetches on window focus and when another
 * tab signs in or out. A failed check counts as signed out.
 */
export function useAuth(): AuthState {
  const session = authClient.useSession();
  if (!session.isPending) firstCheckSettled = true;
  const data: unknown = session.data;
  const user = typeof data === "object" && data !== null && "user" in data && data.user ? (data.user as SessionUser) : null;
  const checking = !user && (session.isPending || session.isRefetching);
  return { user, isPending: checking && !firstCheckSettled, isChecking: checking };
}
