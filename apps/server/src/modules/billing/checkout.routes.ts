import { Hono, type Context } from "hono";
import { and, eq } from "drizzle-orm";
import type { PlanId } from "@app/shared";
import type { StripeConfig } from "../../config";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import type { Logger } from "../../platform/logger";
import { redirectOffSite } from "../../platform/redirects";
import type { Auth } from "../auth";
import { getEntitlement } from "./entitlement";
import { paymentsNotConfiguredPage, paymentsUnavailablePage, testCheckoutPage, testPortalPage } from "./pages";
import { createStripe, getOrCreateCustomer, type Stripe } from "./stripe-client";
import { upsertSubscription } from "./upsert-subscription";

export interface CheckoutDeps {
  auth: Auth;
  db: Db;
  appUrl: string;
  stripe: StripeConfig | undefined;
  isProduction: boolean;
  logger: Logger;
}

/**
 * /checkout/{plan} and /customer-portal: full-page routes. With Stripe configured they redirect to
 * Stripe Checkout and the billing portal; without it (outside production) they serve a built-in
 * test-mode checkout and portal, so the purchase flow works on a laptop.
 */
export function checkoutRoutes({ auth, db, appUrl, stripe: stripeConfig, isProduction, logger }: CheckoutDeps) {
  const stripe = stripeConfig ? createStripe(stripeConfig) : undefined;
  const testMode = !stripe && !isProduction;
  const app = new Hono();

  async function signedInUser(c: Context) {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    return session?.user;
  }
  const toSignIn = (c: Context) => c.redirect(`/?redirectTo=${encodeURIComponent(c.req.path)}`, 302);
  const notConfigured = (c: Context) => c.html(paymentsNotConfiguredPage(), 503);
  // Form posts must come from our own pages.
  const sameOrigin = (c: Context) => c.req.header("origin") === appUrl;

  app.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  // Stripe down, slow or refusing our key: a page that says so, never a 500.
  app.onError((err, c) => {
    if (!isStripeError(err)) throw err;
    logger.error({ err: { message: err.message, type: err.type } }, "stripe request failed");
    c.header("Retry-After", "60");
    return c.html(paymentsUnavailablePage(), 503);
  });

  app.get("/checkout/:plan{monthly|yearly}", async (c) => {
    const plan = c.req.param("plan") as PlanId;
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    const { subscribed, subscription } = await getEntitlement(db, { userId: user.id });
    if (stripe && stripeConfig) {
      // Already paying through Stripe: changing plans happens in the portal, not in a second subscription.
      if (subscribed && subscription?.source === "stripe") return c.redirect("/customer-portal", 303);
      const customer = await getOrCreateCustomer(stripe, db, user);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: user.id,
        line_items: [{ price: stripeConfig.prices[plan], quantity: 1 }],
        subscription_data: { metadata: { userId: user.id } },
        allow_promotion_codes: true,
        success_url: `${appUrl}/dashboard?checkout=success`,
        cancel_url: `${appUrl}/dashboard?checkout=cancelled`,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return redirectOffSite(c, session.url);
    }
    if (!testMode) return notConfigured(c);
    if (subscribed) return c.redirect("/customer-portal", 303);
    return c.html(testCheckoutPage(plan));
  });

  app.post("/checkout/:plan{monthly|yearly}", async (c) => {
    if (!testMode) return notConfigured(c);
    if (!sameOrigin(c)) return c.text("Forbidden", 403);
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    const plan = c.req.param("plan") as PlanId;
    const now = new Date();
    await upsertSubscription(db, {
      userId: user.id,
      source: "test",
      plan,
      status: "active",
      currentPeriodEnd: addPeriod(now, plan),
      cancelAtPeriodEnd: false,
      providerSubscriptionId: `test_${user.id}`,
      providerUpdatedAt: now,
    });
    logger.info({ userId: user.id, plan }, "test-mode subscription created");
    return c.redirect("/dashboard?checkout=success", 303);
  });

  app.get("/customer-portal", async (c) => {
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    if (stripe) {
      const customer = await getOrCreateCustomer(stripe, db, user);
      const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${appUrl}/dashboard` });
      return redirectOffSite(c, portal.url);
    }
    if (!testMode) return notConfigured(c);
    const { subscribed, subscription } = await getEntitlement(db, { userId: user.id });
    return c.html(testPortalPage(subscription, subscribed));
  });

  app.post("/customer-portal", async (c) => {
    if (!testMode) return notConfigured(c);
    if (!sameOrigin(c)) return c.text("Forbidden", 403);
    const user = await signedInUser(c);
    if (!user) return toSignIn(c);
    const body = await c.req.parseBody();
    const action = body.action;
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.source, "test")));
    if (!row || !["switch", "cancel", "resume"].includes(String(action))) return c.redirect("/customer-portal", 303);
    const now = new Date();
    const plan: PlanId = action === "switch" ? (row.plan === "monthly" ? "yearly" : "monthly") : row.plan;
    await upsertSubscription(db, {
      ...row,
      plan,
      // A plan switch starts a new period; cancel and resume keep the current one.
      currentPeriodEnd: action === "switch" ? addPeriod(now, plan) : row.currentPeriodEnd,
      cancelAtPeriodEnd: action === "cancel",
      providerUpdatedAt: now,
    });
    return c.redirect("/customer-portal", 303);
  });

  return app;
}

function addPeriod(from: Date, plan: PlanId): Date {
  const end = new Date(from);
  if (plan === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  const type: unknown = err instanceof Error ? (err as Partial<Stripe.errors.StripeError>).type : undefined;
  return typeof type === "string" && type.startsWith("Stripe");
}
