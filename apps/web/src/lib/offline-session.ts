/**
 * Who was signed in on this device, so the app can open offline and show what it last loaded
 * (decision 016). Only the user's profile as the session check returned it (id, name, e-mail, …)
 * is saved, never the session or its token (the session cookie is httpOnly; the native app's token
 * stays in the secure store). Saved for at most a day, and forgotten at sign-out, at account
 * deletion and whenever the server says nobody is signed in.
 */
const KEY = "carnitrack:offline-user";
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface UserProfile {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

interface Remembered<U> {
  user: U;
  savedAt: number;
}

export function rememberUser(user: UserProfile): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ user, savedAt: Date.now() } satisfies Remembered<UserProfile>));
  } catch {
    // storage full or disabled: the app just cannot open offline
  }
}

/**
 * The user remembered on this device within the last day, with their dates as Dates again. One
 * remembered longer ago is forgotten, with their data.
 */
export function rememberedUser<U extends UserProfile>(): U | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { user, savedAt } = JSON.parse(raw) as Remembered<U>;
    if (!user?.id || !(Date.now() - savedAt < OFFLINE_MAX_AGE_MS)) {
      // Too old (or unreadable) to open the app with: their name, e-mail and data leave the device too.
      forgetOfflineSession();
      return null;
    }
    return { ...user, createdAt: new Date(user.createdAt), updatedAt: new Date(user.updatedAt) };
  } catch {
    return null;
  }
}

/** The IndexedDB entry (idb-keyval) holding the remembered user's query cache (lib/persisted-cache.ts). */
export const QUERY_CACHE_KEY = "carnitrack:query-cache";

/**
 * Forget the user and the data saved for them. A write of lib/persisted-cache.ts still waiting
 * finds nobody remembered and saves nothing.
 */
export function forgetOfflineSession(): void {
  try {
    if (localStorage.getItem(KEY) === null) return;
    localStorage.removeItem(KEY);
  } catch {
    return;
  }
  import("idb-keyval")
    .then((idb) => idb.del(QUERY_CACHE_KEY))
    .catch((error: unknown) => console.warn("Could not clear the offline data", error));
}

const SIGN_OUT_PENDING_KEY = "carnitrack:sign-out-pending";

/**
 * Signed out here without a connection: the device has forgotten the user, but the server's
 * session lives on until the sign-out reaches it (features/auth/hooks/use-sign-out.ts). Until
 * then a session check that still finds it counts as signed out.
 */
export function markSignOutPending(): void {
  try {
    localStorage.setItem(SIGN_OUT_PENDING_KEY, "1");
  } catch {
    // storage disabled: the sign-out is tried again only while this page stays open
  }
}

export function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

export function clearSignOutPending(): void {
  try {
    localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // nothing to clear
  }
}
