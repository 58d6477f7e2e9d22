import type { SubscriptionStateResponse } from "@app/shared/contracts/billing";
import { Hono } from "hono";
import { WEB_PRODUCTS, type SubscriptionState } from "@app/shared/billing";
import type { Db } from "../../db/client";
import { requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { getEntitlement } from "./entitlement";

export function subscriptionRoutes({ auth, db }: { auth: SessionSource; db: Db }) {
  return new Hono<AuthEnv>().use(requireUser(auth)).get("/", async (c) => {
    const { subscribed, tier, subscription } = await getEntitlement(db, { userId: c.var.user.id });
    const state: SubscriptionState = {
      subscribed,
      subscriptionTier: tier,
      // The native app signs in with a bearer token; the web app with the cookie.
      platform: c.req.header("authorization")?.startsWith("Bearer ") ? "native" : "web",
      products: WEB_PRODUCTS,
      previewMode: !subscribed,
      subscription,
    };
    return c.json(state satisfies SubscriptionStateResponse);
  });
}
