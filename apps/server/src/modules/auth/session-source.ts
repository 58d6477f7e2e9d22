import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client";
import type { SessionSource, SessionUser } from "../../platform/guards";
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from "./auth";

interface SessionRow {
  id: string;
  email: string;
  name: string;
  updated_at: string | Date;
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

/**
 * The session behind a request, for every signed-in API call, in one query. Better Auth stays the
 * authority: it signs the cookie (checked here with the same HMAC-SHA256 over the token it uses),
 * writes and revokes the sessions this reads, and answers itself whenever this path would differ:
 * a bearer token (the native app), a session due its daily renewal, or the signed cookie cache
 * when SESSION_COOKIE_CACHE_SECONDS turns it on. A revoked or expired session is refused at once,
 * as before, on every process. Measured: bench/results (API throughput).
 */
export function sessionSource({
  auth,
  db,
  secret,
  cookieCache,
}: {
  auth: Auth;
  db: Db;
  secret: string;
  cookieCache: boolean;
}): SessionSource {
  if (cookieCache) return auth;
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  const key = Buffer.from(secret);
  return {
    api: {
      async getSession({ headers }) {
        if (headers.has("authorization")) return auth.api.getSession({ headers });
        const raw = cookieValue(headers.get("cookie"), await cookieName);
        if (!raw) return null;
        let value: string;
        try {
          value = decodeURIComponent(raw);
        } catch {
          return null;
        }
        const dot = value.lastIndexOf(".");
        const token = value.slice(0, dot);
        const signature = value.slice(dot + 1);
        if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) return null;
        const expected = createHmac("sha256", key).update(token).digest();
        const given = Buffer.from(signature, "base64");
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
        const [row] = rowsOf<SessionRow>(
          await db.execute(sql`
            select u.id, u.email, u.name, s.updated_at
            from sessions s join users u on u.id = s.user_id
            where s.token = ${token} and s.expires_at > now()`),
        );
        if (!row) return null;
        // Due its renewal: Better Auth extends it (once a day per session).
        if (Date.now() - new Date(row.updated_at).getTime() > SESSION_UPDATE_AGE_SECONDS * 1000) return auth.api.getSession({ headers });
        return { user: { id: row.id, email: row.email, name: row.name } satisfies SessionUser };
      },
    },
  };
}
