import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AuthEnv } from "../../lib/session";
import { getEntitlement } from "./entitlement";

/** For premium endpoints, after requireUser: free users get a 403 that says what to do. */
export function requirePremium(db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const { subscribed } = await getEntitlement(db, { userId: c.var.user.id });
    if (!subscribed) {
      throw new AppError("PREMIUM_REQUIRED", "This feature is part of CarniTrack Premium. Upgrade to unlock it.");
    }
    await next();
  });
}
