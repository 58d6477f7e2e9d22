import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { PlanId } from "@app/shared";
import type { StripeConfig } from "../../config";
import type { Db } from "../../db/client";
import { stripeCustomers, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { createStripe, type Stripe } from "./stripe-client";
import { applyWebhookEventOnce, upsertSubscription } from "./upsert-subscription";

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);

/** POST /api/webhooks/stripe: signature checked on the raw body, each event applied once. */
export function stripeWebhookRoutes({ db, stripe: config, logger }: { db: Db; stripe: StripeConfig | undefined; logger: Logger }) {
  const stripe = config ? createStripe(config) : undefined;
  return new Hono().post("/", async (c) => {
    if (!stripe || !config) throw new AppError("NOT_FOUND", "Stripe webhooks are not enabled on this server.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new AppError("BAD_REQUEST", "Missing Stripe-Signature header.");
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(raw, signature, config.webhookSecret);
    } catch {
      throw new AppError("BAD_REQUEST", "The Stripe signature is not valid for this payload.");
    }

    const result = await applyWebhookEventOnce(db, "stripe", event.id, async (tx) => {
      if (event.type === "checkout.session.completed") {
        await linkCheckoutCustomer(tx, event.data.object as Stripe.Checkout.Session);
      } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
        await applySubscription(tx, event.data.object as Stripe.Subscription, new Date(event.created * 1000), config, logger);
      }
    });
    logger.info({ eventId: event.id, type: event.type, result }, "stripe webhook");
    return c.json({ received: true, duplicate: result === "duplicate" });
  });
}

async function linkCheckoutCustomer(db: Db, session: Stripe.Checkout.Session) {
  const customerId = typeof session.customer === "string" ? session.customer : session.customer?.id;
  const userId = session.client_reference_id;
  if (!customerId || !userId || !(await userExists(db, userId))) return;
  await db.insert(stripeCustomers).values({ userId, customerId }).onConflictDoNothing();
}

async function applySubscription(db: Db, sub: Stripe.Subscription, eventTime: Date, config: StripeConfig, logger: Logger) {
  const customerId = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
  const [mapped] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
  const userId = mapped?.userId ?? sub.metadata?.userId;
  if (!userId || !(await userExists(db, userId))) {
    logger.warn({ subscription: sub.id }, "stripe subscription for an unknown customer; ignored");
    return;
  }
  const item = sub.items.data[0];
  const plan = planForPrice(item?.price, config);
  // Since API version 2025-03-31 the period lives on the item; older versions had it on the subscription.
  const periodEnd = item?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end;
  if (!plan || !periodEnd) {
    logger.warn({ subscription: sub.id }, "stripe subscription without a known price or period; ignored");
    return;
  }
  await upsertSubscription(db, {
    userId,
    source: "stripe",
    plan,
    status: sub.status,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    providerSubscriptionId: sub.id,
    providerCustomerId: customerId,
    providerUpdatedAt: eventTime,
  });
}

function planForPrice(price: Stripe.Price | undefined, config: StripeConfig): PlanId | undefined {
  if (!price) return undefined;
  if (price.id === config.prices.yearly) return "yearly";
  if (price.id === config.prices.monthly) return "monthly";
  if (price.recurring?.interval === "year") return "yearly";
  if (price.recurring?.interval === "month") return "monthly";
  return undefined;
}

async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}
