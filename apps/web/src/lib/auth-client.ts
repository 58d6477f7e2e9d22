import { parseJSON } from "better-auth/client";
import { createAuthClient } from "better-auth/react";
import { SESSION_ELEMENT_ID } from "@app/shared/routes";
import { isNetworkFailure, reportNetworkFailure } from "./connectivity";
import { endRemindersOnDevice } from "./device-sign-out";
import { forgetOfflineSession, signOutPending } from "./offline-session";
import { apiOrigin, isNativePlatform } from "./platform";
import { clearSessionDrafts } from "./session-drafts";

/*
 * The native app's bearer token. The WebView's cookies are unreliable (iOS drops them as
 * third-party), so the native app keeps Better Auth's session token in the device's secure store
 * and sends it as `Authorization: Bearer`. It is held here once read, so every request does not
 * go to the secure store. `undefined`: not read yet.
 */
let bearerToken: string | null | undefined;
const loadSessionToken = () => import("./native/session-token");

async function currentBearerToken(): Promise<string | null> {
  if (bearerToken === undefined) {
    const stored = await loadSessionToken()
      .then((m) => m.readSessionToken())
      .catch((error: unknown) => {
        console.warn("Could not read the saved session", error);
        return null;
      });
    bearerToken ??= stored; // a sign-in that finished meanwhile wins
  }
  return bearerToken;
}

function setBearerToken(token: string | null): void {
  if (token === bearerToken) return;
  bearerToken = token;
  loadSessionToken()
    .then((m) => m.writeSessionToken(token))
    .catch((error: unknown) => console.warn("Could not save the session", error));
}

/** Native app: `Authorization` for our own API calls (lib/api.ts). The web app sends its cookie instead. */
export async function nativeAuthHeader(): Promise<string | null> {
  const token = await currentBearerToken();
  return token ? `Bearer ${token}` : null;
}

/**
 * Better Auth client (`/api/auth/*`). On the web, same-origin, and the session lives in an
 * httpOnly cookie, so page scripts never see a token. In the native app: the server named by
 * VITE_API_URL, no cookies, and the bearer token above, renewed from each `set-auth-token` response.
 * `useSession()` refetches on window focus and when another tab signs out, so the UI follows the
 * real session.
 */
export const authClient = createAuthClient({
  baseURL: apiOrigin(),
  basePath: "/api/auth",
  fetchOptions: {
    // `fetch` looked up at each call, not the one there was when this module loaded, so a `fetch`
    // put in place later (the tests' serveApi) serves Better Auth's calls too.
    // A session check that fails on the network asks whether the server is gone (decision 016).
    customFetchImpl: (input, init) =>
      fetch(input, init).catch((error: unknown) => {
        if (isNetworkFailure(error)) reportNetworkFailure();
        throw error;
      }),
    ...(isNativePlatform()
      ? {
          credentials: "omit",
          auth: { type: "Bearer", token: async () => (await currentBearerToken()) ?? undefined },
          onSuccess: (context) => {
            const token = context.response.headers.get("set-auth-token");
            if (token) setBearerToken(token);
          },
        }
      : {}),
  },
});

/**
 * The session the server wrote into the page it served (modules/web), if it wrote one: dates as
 * Dates, as Better Auth's own client reads them. The element goes once read.
 */
export function sessionInPage(): Session | null {
  const element = document.getElementById(SESSION_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  // Better Auth's own parser, as its client reads get-session's response.
  const session = parseJSON<Session | string>(element.textContent ?? "", { strict: false });
  return typeof session === "object" && session !== null ? session : null;
}

/**
 * Starts the session check as the app starts, rather than when the first screen that needs it
 * renders, after that screen's chunk has loaded. Better Auth checks once its session store has a
 * listener; this one stays for the app's life, as some screen always reads the session.
 * A session the page came with is the store's value until that check responds: the first screen renders
 * with its user and its loaders read for it without waiting a round trip for the check. Says
 * whether the page came with one.
 */
export function startSessionCheck(session: Session | null = sessionInPage()): { inPage: boolean } {
  if (session) authClient.hydrateSession(session);
  knownUser = session?.user ?? null;
  const atom = authClient.$store.atoms.session!;
  const userOf = (state: unknown) => (state as { data?: Session | null }).data?.user ?? null;
  atom.listen((state) => (knownUser = userOf(state)));
  knownUser = userOf(atom.get());
  return { inPage: session !== null };
}

export type Session = typeof authClient.$Infer.Session;
export type SessionUser = Session["user"];

let knownUser: SessionUser | null = null;

/**
 * The user the session store holds now, if any: what a route's loader reads for, kept here as the
 * store changes.
 */
export function currentUser(): SessionUser | null {
  return signOutPending() ? null : knownUser;
}

let lastSignOutAt = 0;
let signOuts = 0;

/** How many times a session ended here: the query cache of a user is per sign-in (lib/query-client.ts). */
export function localSignOuts(): number {
  return signOuts;
}

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
 * The user's reminders on this device stop too; the promise settles once they have (it never
 * rejects), for a caller that wants that done before the next user can sign in here.
 */
export function clearLocalSession(): Promise<void> {
  lastSignOutAt = Date.now();
  signOuts++;
  forgetOfflineSession();
  clearSessionDrafts();
  const reminders = endRemindersOnDevice();
  if (isNativePlatform()) setBearerToken(null);
  const atom = authClient.$store.atoms.session;
  if (atom) {
    const current = atom.get() as Record<string, unknown>;
    atom.set({ ...current, data: null, error: null, isPending: false, isRefetching: false });
  }
  return reminders;
}

/** Re-read the session now and resolve once the store has the response (e.g. right after sign-in). */
export async function refreshSession(): Promise<void> {
  const atom = authClient.$store.atoms.session;
  const state = atom?.get() as { refetch?: () => Promise<void> } | undefined;
  await state?.refetch?.();
}
