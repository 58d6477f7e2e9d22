import { Hono, type Context } from "hono";
import { PLAN_IDS } from "@app/shared/billing";
import { z } from "zod";
import type { StripeConfig } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../platform/logger";
import { redirectOffSite } from "../../platform/redirects";
import { paramsOf } from "../../platform/validate";
import type { Auth } from "../auth";
import { getEntitlement } from "./entitlement";
import { paymentsNotConfiguredPage, paymentsUnavailablePage, testCheckoutPage, testPortalPage } from "./pages";
import { createStripeCheckout, createStripePortal } from "./stripe-checkout";
import { createStripe, type Stripe } from "./stripe-client";
import { changeTestSubscription, isPortalAction, subscribeInTestMode } from "./test-checkout";

/** The plan in /checkout/{plan} (the path's pattern admits only these). */
const planParams = z.strictObject({ plan: z.enum(PLAN_IDS) });

export interface CheckoutDeps {
  auth: Auth;
  db: Db;
  appUrl: string;
  /** Our own pages' origins (platform/origins.ts): APP_URL, and outside production this machine's addresses. */
  isOwnOrigin: (origin: string | undefined) => boolean;
  stripe: StripeConfig | undefined;
  isProduction: boolean;
  logger: Logger;
  /** The web build's font file (/assets/inter-….woff2), so the pages wear the app's font; null without one. */
  fontUrl?: string | null;
}

/**
 * /checkout/{plan} and /customer-portal: full-page routes. With Stripe configured they redirect to
 * Stripe Checkout and the billing portal; without it (outside production) they serve a built-in
 * test-mode checkout and portal, so the purchase flow works on a laptop.
 */
export function checkoutRoutes({
  auth,
  db,
  appUrl,
  isOwnOrigin,
  stripe: stripeConfig,
  isProduction,
  logger,
  fontUrl = null,
}: CheckoutDeps) {
  const pages = { fontUrl };
  const stripe = stripeConfig ? createStripe(stripeConfig) : undefined;
  const testMode = !stripe && !isProduction;
  const app = new Hono();

  // Full pages, not API calls: a signed-out visitor is sent to sign in (then back here) instead of
  // the API guard's 401.
  async function signedInUser(c: Context) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    return session?.user;
  }
  const toSignIn = (c: Context) => c.redirect(`/?redirectTo=${encodeURIComponent(c.req.path)}`, 302);
  const notConfigured = (c: Context) => c.html(paymentsNotConfiguredPage(pages), 503);
  // Form posts must come from our own pages.
  const sameOrigin = (c: Context) => isOwnOrigin(c.req.header("origin"));

  app.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  // Stripe down, slow or refusing our key: a page that says so, never a 500.
  app.onError((err, c) => {
    if (!isStripeError(err)) throw err;
    logger.error({ err: { message: err.message, type: err.type } }, "stripe request failed");
    c.header("Retry-After", "60");
    return c.html(paymentsUnavailablePage(pages), 503);
  });

  app.get("/checkout/:plan{monthly|yearly}", paramsOf(planParams), async (c) => {
    const { plan } = c.req.valid("param");
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    const { subscribed, subscription } = await getEntitlement(db, { userId: user.id });
    if (stripe && stripeConfig) {
      // Already paying through Stripe: changing plans happens in the portal, not in a second subscription.
      if (subscribed && subscription?.source === "stripe") return c.redirect("/customer-portal", 303);
      return redirectOffSite(c, await createStripeCheckout(stripe, db, { user, plan, prices: stripeConfig.prices, appUrl }));
    }
    if (!testMode) return notConfigured(c);
    if (subscribed) return c.redirect("/customer-portal", 303);
    return c.html(testCheckoutPage(pages, plan));
  });

  app.post("/checkout/:plan{monthly|yearly}", paramsOf(planParams), async (c) => {
    if (!testMode) return notConfigured(c);
    if (!sameOrigin(c)) return c.text("Forbidden", 403);
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    const { plan } = c.req.valid("param");
    await subscribeInTestMode(db, { userId: user.id, plan });
    logger.info({ userId: user.id, plan }, "test-mode subscription created");
    return c.redirect("/dashboard?checkout=success", 303);
  });

  app.get("/customer-portal", async (c) => {
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    if (stripe) {
      return redirectOffSite(c, await createStripePortal(stripe, db, { user, appUrl }));
    }
    if (!testMode) return notConfigured(c);
    const { subscribed, subscription } = await getEntitlement(db, { userId: user.id });
    return c.html(testPortalPage(pages, subscription, subscribed));
  });

  app.post("/customer-portal", async (c) => {
    if (!testMode) return notConfigured(c);
    if (!sameOrigin(c)) return c.text("Forbidden", 403);
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    const { action } = await c.req.parseBody();
    if (isPortalAction(action)) await changeTestSubscription(db, { userId: user.id, action });
    return c.redirect("/customer-portal", 303);
  });

  return app;
}

function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  const type: unknown = err instanceof Error ? (err as Partial<Stripe.errors.StripeError>).type : undefined;
  return typeof type === "string" && type.startsWith("Stripe");
}
