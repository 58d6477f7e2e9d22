import { createMiddleware } from "hono/factory";
import type { Auth } from "../modules/auth/auth";
import { AppError } from "./errors";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type AuthEnv = { Variables: { user: SessionUser } };

/** Rejects requests without a valid session; the handler then reads `c.var.user`. */
export function requireUser(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
}
