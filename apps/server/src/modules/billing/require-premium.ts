import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import type { AuthEnv } from "../../platform/guards";
import { getEntitlement } from "./entitlement";

/** Whether this user is subscribed, for a service whose response depends on the plan; a route that is Premium as a whole uses requirePremium. */
export async function isPremium(db: Db, userId: string): Promise<boolean> {
  return (await getEntitlement(db, { userId })).subscribed;
}

/** The one Premium guard, after requireUser: a free user gets a 403 that says what to do. */
export function requirePremium(db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!(await isPremium(db, c.var.user.id))) {
      throw new AppError("PREMIUM_REQUIRED", "This feature is part of CarniTrack Premium. Upgrade to unlock it.");
    }
    await next();
  });
}
