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

/**
 * Forget the session locally right away (after sign-out or account deletion), so a route that
 * checks the session does not act on the stale user while the background refetch is in flight.
 */
export function clearLocalSession(): void {
  const atom = authClient.$store.atoms.session;
  if (!atom) return;
  const current = atom.get() as Record<string, unknown>;
  atom.set({ ...current, data: null, error: null, isPending: false, isRefetching: false });
}
