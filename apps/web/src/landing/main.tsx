import { startTransition, StrictMode, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { LandingPage } from "@/app/routes/landing-page";
import { useAuthFrom, type SessionSnapshot } from "@/features/auth/hooks/use-auth-state";
import type { LandingNavigation } from "@/features/auth/landing-navigation";
import { isNetworkFailure, reportNetworkFailure } from "@/lib/connectivity";
import "../styles.css";

/*
 * The standalone landing page: what a browser gets at "/" (the server and the service worker send
 * landing.html there). The page and its sign-in card without the router, the auth client, the
 * service worker or the app's screens, so a first visit downloads a third less JavaScript (issue
 * 25). Leaving it is a page load of the app; the native app and in-app navigations to "/" use the
 * app's own landing route instead (app/routes/landing.tsx).
 */

let session: SessionSnapshot = { data: null, error: null, isPending: true, isRefetching: false };
const listeners = new Set<() => void>();

/** GET /api/auth/get-session, in the snapshot shape Better Auth's store has (useAuthFrom reads it). */
async function checkSession(): Promise<void> {
  session = { ...session, isRefetching: !session.isPending };
  try {
    const res = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } });
    const data: unknown = res.ok ? await res.json() : null;
    session = { data, error: res.ok ? null : { status: res.status }, isPending: false, isRefetching: false };
  } catch (error) {
    // No answer: the network guard asks whether the server is gone, and a remembered user is kept.
    if (isNetworkFailure(error)) reportNetworkFailure();
    session = { data: null, error, isPending: false, isRefetching: false };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Before the first render, like the app's; again when the tab comes back (signed in elsewhere meanwhile).
void checkSession();
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") void checkSession();
});

const navigation: LandingNavigation = {
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  go: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  rewrite: (to) => window.history.replaceState(window.history.state, "", to),
};

function StandaloneLanding() {
  const auth = useAuthFrom(useSyncExternalStore(subscribe, () => session));
  return <LandingPage auth={auth} navigation={navigation} />;
}

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in landing.html");
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <StandaloneLanding />
      </AppProviders>
    </StrictMode>,
  ),
);
