import { type SubscriptionStateResponse, WEB_PRODUCTS, type SubscriptionState } from "@app/shared/billing";
import { Hono, type Context } from "hono";
import type { StripeConfig } from "../../config";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import type { Logger } from "../../platform/logger";
import { cancelAtPeriodEnd } from "./cancel-subscription";
import { getEntitlement } from "./entitlement";
import { createStripe } from "./stripe-client";

export interface SubscriptionRoutesDeps extends UserRoutesDeps {
  stripe: StripeConfig | undefined;
  logger: Logger;
}

export function subscriptionRoutes({ auth, db, stripe: stripeConfig, logger }: SubscriptionRoutesDeps) {
  const stripe = stripeConfig ? createStripe(stripeConfig) : undefined;

  async function stateOf(c: Context<AuthEnv>): Promise<SubscriptionState> {
    const { subscribed, tier, subscription } = await getEntitlement(db, { userId: c.var.user.id });
    return {
      subscribed,
      subscriptionTier: tier,
      // The native app signs in with a bearer token; the web app with the cookie.
      platform: c.req.header("authorization")?.startsWith("Bearer ") ? "native" : "web",
      products: WEB_PRODUCTS,
      previewMode: !subscribed,
      subscription,
    };
  }

  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      .get("/", async (c) => c.json((await stateOf(c)) satisfies SubscriptionStateResponse))
      // Settings → "Cancel subscription": stops renewal, keeps Premium to the period's end.
      .post("/cancel", async (c) => {
        await cancelAtPeriodEnd(db, stripe, logger, { userId: c.var.user.id });
        return c.json((await stateOf(c)) satisfies SubscriptionStateResponse);
      })
  );
}
