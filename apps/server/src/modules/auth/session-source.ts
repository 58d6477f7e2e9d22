import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { TOPICS, type ChangeFeed } from "../../platform/changes";
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

/** Neither expired nor due its renewal: only such a session is answered (and kept) here. */
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
 * The session behind a request, for every signed-in API call: from this process's cache of the
 * last few seconds, which forgets a user's sessions as the database notifies (platform/changes.ts),
 * else in one prepared query. Better Auth stays the authority: it signs the cookie (checked here
 * with the same HMAC-SHA256 over the token it uses), writes and revokes the sessions this reads,
 * and answers itself whenever this path would differ: a bearer token (the native app), a session
 * due its daily renewal, or the signed cookie cache when SESSION_COOKIE_CACHE_SECONDS turns it on. A revoked or expired session is refused at once
 * on every process (the cache forgets what the database says changed). Measured: bench/results.
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
  // Keyed by the signed cookie value, so a hit skips the signature check too.
  const cache = changes?.cache<CachedSession>(TOPICS.sessions, { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: 20_000 });
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
          if (usable(session)) cache?.set(raw, row.id, session, readAt);
        }
        if (session.expiresAt <= Date.now()) return null;
        // Due its renewal: Better Auth extends it (once a day per session).
        if (!usable(session)) return auth.api.getSession({ headers });
        return { user: session.user, session: { id: session.sessionId } };
      },
    },
  };
}
