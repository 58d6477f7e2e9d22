import { createAuthClient } from "better-auth/react";

/**
 * Better Auth client for the same-origin API (`/api/auth/*`). Sessions live in an httpOnly cookie,
 * so page scripts never see a token. `useSession()` refetches on window focus and when another
 * tab signs out, so the UI follows the real session.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
});

export type Session = typeof authClient.$Infer.Session;
export type SessionUser = Session["user"];

let lastSignOutAt = 0;

/**
 * True just after the user signed out or deleted the account here, so a page that needs a session
 * sends them home instead of to "sign in to continue".
 */
export function justSignedOut(): boolean {
  return Date.now() - lastSignOutAt < 5000;
}

/**
 * Forget the session locally right away (after sign-out or account deletion), so a route that
 * checks the session does not act on the stale user while the background refetch is in flight.
 */
export function clearLocalSession(): void {
  lastSignOutAt = Date.now();
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  const current = atom.get() as Record<string, unknown>;
  atom.set({ ...current, data: null, error: null, isPending: false, isRefetching: false });
}

/** Re-read the session now and resolve once the store has the answer (e.g. right after sign-in). */
export async function refreshSession(): Promise<void> {
  const atom = authClient.$store.atoms.session;
  const state = atom?.get() as { refetch?: () => Promise<void> } | undefined;
  await state?.refetch?.();
}
