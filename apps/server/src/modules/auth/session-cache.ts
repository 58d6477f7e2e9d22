import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { ChangeFeed, ForgetsUsers } from "../../platform/changes";
import type { SessionSource, SessionUser } from "../../platform/guards";
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from "./auth";

/** How long a process trusts a session it checked without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5000;

interface CachedSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
  updatedAt: number;
}

/**
 * The sessions this process checked in the last few seconds, keyed by the signed cookie value (so
 * a hit skips the signature check too). The database says what to forget (platform/changes.ts);
 * while notifications may be missed it caches nothing. A query that started before a forget never
 * stores its result (`readAt`).
 */
export class SessionCache implements ForgetsUsers {
  readonly #entries = new Map<string, { session: CachedSession; storedAt: number }>();
  readonly #keysByUser = new Map<string, Set<string>>();
  #listening = false;
  #generation = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  /** Taken before the query; `set` stores only if nothing was forgotten since. */
  get generation() {
    return this.#generation;
  }

  get(key: string): CachedSession | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt < this.options.ttlMs) return entry.session;
    this.#delete(key);
    return undefined;
  }

  set(key: string, session: CachedSession, readAt: number) {
    if (!this.#listening || readAt !== this.#generation) return;
    this.#delete(key);
    if (this.#entries.size >= this.options.maxEntries) {
      // The oldest stored first (a Map iterates in insertion order).
      this.#delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, { session, storedAt: this.#now() });
    const userId = session.user.id;
    let keys = this.#keysByUser.get(userId);
    if (!keys) this.#keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  forget(userId: string) {
    this.#generation++;
    if (userId === "*") return this.#clear();
    for (const key of this.#keysByUser.get(userId) ?? []) this.#entries.delete(key);
    this.#keysByUser.delete(userId);
  }

  listening(on: boolean) {
    this.#generation++;
    this.#clear();
    this.#listening = on;
  }

  #now() {
    return (this.options.now ?? Date.now)();
  }

  #clear() {
    this.#entries.clear();
    this.#keysByUser.clear();
  }

  #delete(key: string) {
    const userId = this.#entries.get(key)?.session.user.id;
    if (userId === undefined) return;
    this.#entries.delete(key);
    const keys = this.#keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(userId);
  }
}

/** A cookie's value from a Cookie header, or undefined. */
function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const sessionUser = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("carnitrack_session_user"),
);

/** Neither expired nor due its renewal: only such a session is served (and cached) here. */
function usable(session: CachedSession) {
  const now = Date.now();
  return session.expiresAt > now && now - session.updatedAt <= SESSION_UPDATE_AGE_SECONDS * 1000;
}

/** The session token of a signed cookie value ("<token>.<HMAC-SHA256 of it>", URL-encoded), or undefined. */
function signedToken(raw: string, key: Buffer): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const expected = createHmac("sha256", key).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The session behind a request, for every signed-in API call: from the SessionCache, else in one
 * prepared query. Better Auth stays the authority: it signs the cookie (checked here with the same
 * HMAC-SHA256), writes and revokes the sessions, and handles the request itself whenever this path
 * would differ: a bearer token (the native app), a session due its daily renewal, or its signed
 * cookie cache when SESSION_COOKIE_CACHE_SECONDS turns it on.
 */
export function sessionSource({
  auth,
  db,
  secret,
  cookieCache,
  changes,
}: {
  auth: Auth;
  db: Db;
  secret: string;
  cookieCache: boolean;
  changes?: ChangeFeed | undefined;
}): SessionSource {
  if (cookieCache) return auth;
  let cache: SessionCache | undefined;
  if (changes) changes.subscribe((cache = new SessionCache({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: 20_000 })));
  const lookup = sessionUser(db);
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  const key = Buffer.from(secret);
  return {
    api: {
      async getSession({ headers }) {
        if (headers.has("authorization")) return auth.api.getSession({ headers });
        const raw = cookieValue(headers.get("cookie"), await cookieName);
        if (!raw) return null;
        let session = cache?.get(raw);
        if (!session) {
          const token = signedToken(raw, key);
          if (!token) return null;
          const readAt = cache?.generation ?? 0;
          const [row] = await lookup.execute({ token });
          if (!row) return null;
          session = {
            user: { id: row.id, email: row.email, name: row.name },
            sessionId: row.sessionId,
            expiresAt: row.expiresAt.getTime(),
            updatedAt: row.updatedAt.getTime(),
          };
          if (usable(session)) cache?.set(raw, session, readAt);
        }
        if (session.expiresAt <= Date.now()) return null;
        // Due its renewal: Better Auth extends it (once a day per session).
        if (!usable(session)) return auth.api.getSession({ headers });
        return { user: session.user, session: { id: session.sessionId } };
      },
    },
  };
}
