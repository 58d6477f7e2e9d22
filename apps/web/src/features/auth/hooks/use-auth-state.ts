import { useEffect } from "react";
import type { SessionUser } from "@/lib/auth-client";
import { isNetworkFailure, isOffline, subscribeConnectivity } from "@/lib/connectivity";
import { forgetOfflineSession, rememberedUser, signOutPending } from "@/lib/offline-session";
import { isNativePlatform } from "@/lib/platform";

export interface AuthState {
  /** The signed-in user, or null (signed out, or the session check failed). */
  user: SessionUser | null;
  /** True only until the first session check settles. */
  isPending: boolean;
  /** A later check (window focus, after sign-in/sign-up) is running and no user is known yet. */
  isChecking: boolean;
  /**
   * The session could not be checked (no connection) and `user` is the one this device remembers
   * from its last check (lib/offline-session.ts): the app shows what it last loaded for them.
   */
  remembered: boolean;
}

// The session store is app-wide, so whether it has ever had a response is app-wide too. Better Auth
// reports `isPending` again on every refetch while signed out (window focus, after sign-up);
// treating that as "loading" would unmount the landing page's form and lose what was typed.
let firstCheckSettled = false;
function settledOnce(pending: boolean): boolean {
  if (!pending) firstCheckSettled = true;
  return firstCheckSettled;
}

/** What a session check has said so far: Better Auth's session store, or the landing page's own check. */
export interface SessionSnapshot {
  data: unknown;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
}

/**
 * Auth state from a session check (`useAuth` for Better Auth's store). A failed check counts as signed out, unless it failed for want of a response
 * (offline) and this device remembers who was signed in (decision 016). A response that nobody is
 * signed in forgets that user and their offline data. After a sign-out made offline, nobody is
 * signed in, and the sign-out is sent to the server once it can be reached.
 */
export function useAuthFrom(session: SessionSnapshot): AuthState {
  const settled = settledOnce(session.isPending);
  const data: unknown = session.data;
  // Signed out here offline: a server session still alive until the sign-out reaches it is not a user.
  const pending = signOutPending();
  const user = !pending && typeof data === "object" && data !== null && "user" in data && data.user ? (data.user as SessionUser) : null;
  useEffect(() => {
    if (!pending) return;
    // Imported when needed: it brings the auth client, which the landing page loads only on demand.
    const finish = () => {
      if (!isOffline()) void import("./use-sign-out").then((m) => m.finishPendingSignOut());
    };
    finish();
    return subscribeConnectivity(finish);
  }, [pending]);
  const checking = !user && (session.isPending || session.isRefetching);
  const error = session.error as { status?: number } | null;
  const answeredSignedOut = !user && !checking && (!error || error.status === 401);
  useEffect(() => {
    if (!answeredSignedOut) return;
    forgetOfflineSession();
    // A session ended elsewhere (a password changed on another device, one that ran out): this
    // device's reminders were that user's. Only where there can be some (a service worker, the
    // native app), so a first visit to the landing page loads nothing more; imported when needed.
    if (isNativePlatform() || navigator.serviceWorker?.controller) {
      void import("@/lib/device-sign-out").then((m) => m.endRemindersOnDevice());
    }
  }, [answeredSignedOut]);
  if (!user && !checking && isNetworkFailure(error)) {
    const remembered = rememberedUser<SessionUser>();
    if (remembered) return { user: remembered, isPending: false, isChecking: false, remembered: true };
  }
  return { user, isPending: checking && !settled, isChecking: checking, remembered: false };
}
