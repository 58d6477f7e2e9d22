import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { AppError } from "./errors";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** `sessionId`: the sign-in behind the request, for what ends with it (a browser's push subscription). */
export type AuthEnv = { Variables: { user: SessionUser; sessionId: string } };

/** What the guards need from the auth module: the session behind a request's cookie or bearer token. */
export interface SessionSource {
  api: { getSession(input: { headers: Headers }): Promise<{ user: SessionUser; session: { id: string } } | null> };
}

/** What a router of signed-in users' routes is made from (a module's own needs beside). */
export interface UserRoutesDeps {
  auth: SessionSource;
  db: Db;
}

/** Rejects requests without a valid session; the handler then reads `c.var.user`. */
export function requireUser(auth: SessionSource) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set("sessionId", session.session.id);
    await next();
  });
}

/**
 * For endpoints some roles may use (e.g. community moderation by "moderator" or "admin"), after
 * requireUser: the role is read from the database on each request, so a demotion takes effect at
 * once. `refusal` is what others are told.
 */
export function requireRole(
  roles: string | readonly string[],
  roleOf: (userId: string) => Promise<string | undefined>,
  refusal = "You don't have permission to do this.",
) {
  const allowed: readonly string[] = typeof roles === "string" ? [roles] : roles;
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!allowed.includes((await roleOf(c.var.user.id)) ?? "")) throw new AppError("FORBIDDEN", refusal);
    await next();
  });
}
