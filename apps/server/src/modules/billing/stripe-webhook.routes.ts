import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { PlanId } from "@app/shared/billing";
import type { StripeConfig } from "../../config";
import type { Db } from "../../db/client";
import { stripeCustomers, users } from "../../db/schema";
import { z } from "zod";
import { AppError, containsNul } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import { createStripe, type Stripe } from "./stripe-client";
import { applyWebhookEventOnce, upsertSubscription } from "./upsert-subscription";

const SUBSCRIPTION_EVENTS = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);

// What we read of Stripe's objects, checked: a correctly signed event is still only data.
const stripeId = z.string().min(1).max(255);
const idOrObject = z.union([stripeId, z.object({ id: stripeId }).transform((o) => o.id)]);
const eventSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(100),
  created: z.number(),
  data: z.object({ object: z.unknown() }),
});
const checkoutSessionSchema = z.object({ customer: idOrObject.nullish(), client_reference_id: z.string().max(255).nullish() });
const priceSchema = z.object({ id: z.string().max(255), recurring: z.object({ interval: z.string() }).nullish() });
const subscriptionSchema = z.object({
  id: stripeId,
  customer: idOrObject,
  status: z.string().min(1).max(50),
  cancel_at_period_end: z.boolean(),
  metadata: z.record(z.string(), z.string()).nullish(),
  // Since API version 2025-03-31 the period lives on the item; older versions had it on the subscription.
  current_period_end: z.number().optional(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().optional(), price: priceSchema.optional() })) }),
});
type StripeSubscription = z.infer<typeof subscriptionSchema>;

/** POST /api/webhooks/stripe: signature checked on the raw body, each event applied once. */
export function stripeWebhookRoutes({ db, stripe: config, logger }: { db: Db; stripe: StripeConfig | undefined; logger: Logger }) {
  const stripe = config ? createStripe(config) : undefined;
  return new Hono().post("/", async (c) => {
    if (!stripe || !config) throw new AppError("NOT_FOUND", "Stripe webhooks are not enabled on this server.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new AppError("BAD_REQUEST", "Missing Stripe-Signature header.");
    const raw = await c.req.text();
    let signed: Stripe.Event;
    try {
      signed = await stripe.webhooks.constructEventAsync(raw, signature, config.webhookSecret);
    } catch {
      throw new AppError("BAD_REQUEST", "The Stripe signature is not valid for this payload.");
    }

    // Signed is not the same as sane: malformed objects and times a database cannot hold are refused, not a 500.
    const parsed = eventSchema.safeParse(signed);
    if (!parsed.success || containsNul(signed)) throw new AppError("BAD_REQUEST", "The event is not a well-formed Stripe event.");
    const event = parsed.data;
    if (!isPlausibleTime(event.created)) throw new AppError("BAD_REQUEST", "The event's timestamp is out of range.");
    const object = <T extends z.ZodType>(schema: T): z.infer<T> => {
      const result = schema.safeParse(event.data.object);
      if (!result.success) throw new AppError("BAD_REQUEST", `The ${event.type} event's object is not well-formed.`);
      return result.data;
    };
    const session = event.type === "checkout.session.completed" ? object(checkoutSessionSchema) : undefined;
    const subscription = SUBSCRIPTION_EVENTS.has(event.type) ? object(subscriptionSchema) : undefined;

    const result = await applyWebhookEventOnce(db, "stripe", event.id, async (tx) => {
      if (session) await linkCheckoutCustomer(tx, session);
      if (subscription) await applySubscription(tx, subscription, new Date(event.created * 1000), config, logger);
    });
    logger.info({ eventId: event.id, type: event.type, result }, "stripe webhook");
    return c.json({ received: true, duplicate: result === "duplicate" });
  });
}

async function linkCheckoutCustomer(db: Db, session: z.infer<typeof checkoutSessionSchema>) {
  const customerId = session.customer;
  const userId = session.client_reference_id;
  if (!customerId || !userId || !(await userExists(db, userId))) return;
  await db.insert(stripeCustomers).values({ userId, customerId }).onConflictDoNothing();
}

/** Records the subscription's state. */
async function applySubscription(db: Db, sub: StripeSubscription, eventTime: Date, config: StripeConfig, logger: Logger): Promise<void> {
  const customerId = sub.customer;
  const [mapped] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
  const userId = mapped?.userId ?? sub.metadata?.userId;
  if (!userId || !(await userExists(db, userId))) {
    logger.warn({ subscription: sub.id }, "stripe subscription for an unknown customer; ignored");
    return;
  }
  const item = sub.items.data[0];
  const plan = planForPrice(item?.price, config);
  const periodEnd = item?.current_period_end ?? sub.current_period_end;
  if (!plan || !isPlausibleTime(periodEnd)) {
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

function planForPrice(price: z.infer<typeof priceSchema> | undefined, config: StripeConfig): PlanId | undefined {
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

/** Unix seconds between 2000 and 2200: anything else in an event is a bug or an attack. */
export function isPlausibleTime(seconds: unknown): seconds is number {
  return typeof seconds === "number" && Number.isSafeInteger(seconds) && seconds >= 946_684_800 && seconds <= 7_258_118_400;
}
