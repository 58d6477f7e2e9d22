import { useSyncExternalStore } from "react";
import { LandingPage } from "@/app/routes/landing-page";
import { useAuthFrom, type SessionSnapshot } from "@/features/auth/hooks/use-auth-state";
import type { LandingNavigation } from "@/features/auth/landing-navigation";
import { isNetworkFailure, reportNetworkFailure } from "@/lib/connectivity";
import { signOutPending } from "@/lib/offline-session";

const CHECKING: SessionSnapshot = { data: null, error: null, isPending: true, isRefetching: false };
let session = CHECKING;
const sessionListeners = new Set<() => void>();

/** GET /api/auth/get-session, in the snapshot shape Better Auth's store has (useAuthFrom reads it). */
async function checkSession(): Promise<void> {
  session = { ...session, isRefetching: !session.isPending };
  try {
    const res = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } });
    // A sign-out made offline and not yet sent: the server's session is ending, nobody is signed in
    // here (the app's store is cleared when it is sent; this check has no store to clear).
    const data: unknown = res.ok && !signOutPending() ? await res.json() : null;
    session = { data, error: res.ok ? null : { status: res.status }, isPending: false, isRefetching: false };
  } catch (error) {
    // No response: the network guard asks whether the server is gone, and a remembered user is kept.
    if (isNetworkFailure(error)) reportNetworkFailure();
    session = { data: null, error, isPending: false, isRefetching: false };
  }
  sessionListeners.forEach((listener) => listener());
}

/** Checks now, and again when the tab comes back (signed in elsewhere meanwhile). */
export function startSessionCheck(): void {
  void checkSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkSession();
  });
}

function subscribeSession(listener: () => void) {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** The address changes only by `rewrite` (history.replaceState), which says so here. */
const addressListeners = new Set<() => void>();
function subscribeAddress(listener: () => void) {
  addressListeners.add(listener);
  return () => addressListeners.delete(listener);
}
const address = () => window.location.pathname + window.location.search + window.location.hash;

const go: LandingNavigation["go"] = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));
const rewrite: LandingNavigation["rewrite"] = (to) => {
  window.history.replaceState(window.history.state, "", to);
  addressListeners.forEach((listener) => listener());
};

/**
 * The landing page with its own session check and the browser's navigation. The same tree is
 * rendered to HTML at build time (./prerender.tsx) and hydrated in the browser: until hydration is
 * done both read the server snapshots (no session response yet, the address "/"), so they match;
 * then the page reads the real ones.
 */
export function StandaloneLanding() {
  const auth = useAuthFrom(
    useSyncExternalStore(
      subscribeSession,
      () => session,
      () => CHECKING,
    ),
  );
  const here = new URL(
    useSyncExternalStore(subscribeAddress, address, () => "/"),
    "http://localhost",
  );
  const navigation: LandingNavigation = { pathname: here.pathname, search: here.search, hash: here.hash, go, rewrite };
  return <LandingPage auth={auth} navigation={navigation} showWhileChecking />;
}
