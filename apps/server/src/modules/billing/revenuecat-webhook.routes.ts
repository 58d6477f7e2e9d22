import { planOfStoreProduct } from "@app/shared/billing";
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import { jsonBody } from "../../platform/validate";
import { applyWebhookEventOnce, upsertSubscription } from "./upsert-subscription";

const HANDLED = ["INITIAL_PURCHASE", "RENEWAL", "CANCELLATION", "UNCANCELLATION", "EXPIRATION", "PRODUCT_CHANGE"] as const;

// RevenueCat's webhook body (https://www.revenuecat.com/docs/integrations/webhooks/event-types-and-fields).
// Only what we use is checked; RevenueCat adds fields over time, so the object is not strict.
// Milliseconds between 2000 and 2200: a signed event with a time outside is refused, not a 500.
const timeMs = z.number().int().min(946_684_800_000).max(7_258_118_400_000);

const eventSchema = z.object({
  api_version: z.string().optional(),
  event: z.object({
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(100),
    app_user_id: z.string().min(1).max(200),
    product_id: z.string().max(200).optional(),
    new_product_id: z.string().max(200).nullish(),
    store: z.string().max(50).optional(),
    expiration_at_ms: timeMs.nullish(),
    event_timestamp_ms: timeMs,
    original_transaction_id: z.string().max(200).nullish(),
    period_type: z.string().max(50).optional(),
  }),
});

const STORES = { APP_STORE: "app_store", PLAY_STORE: "play_store" } as const;

/** POST /api/webhooks/revenuecat: store purchases, with the RevenueCat app user id set to our user id. */
export function revenuecatWebhookRoutes({ db, authorization, logger }: { db: Db; authorization: string | undefined; logger: Logger }) {
  // Who is calling is checked before the body is read: an unsigned request learns nothing of the schema.
  const authorized = createMiddleware(async (c, next) => {
    if (!authorization) throw new AppError("NOT_FOUND", "RevenueCat webhooks are not enabled on this server.");
    if (!safeEqual(c.req.header("authorization") ?? "", authorization)) {
      throw new AppError("UNAUTHORIZED", "The webhook's Authorization header is not valid.");
    }
    await next();
  });
  return new Hono().post("/", authorized, jsonBody(eventSchema), async (c) => {
    const { event } = c.req.valid("json");
    const store = STORES[event.store as keyof typeof STORES];
    if (!(HANDLED as readonly string[]).includes(event.type) || !store || !event.product_id) {
      return c.json({ received: true, ignored: true });
    }
    const userId = event.app_user_id;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) {
      logger.warn({ eventId: event.id }, "revenuecat event for an unknown user; ignored");
      return c.json({ received: true, ignored: true });
    }

    const result = await applyWebhookEventOnce(db, "revenuecat", event.id, async (tx) => {
      const providerSubscriptionId = event.original_transaction_id ?? `${userId}:${event.product_id}`;
      const [existing] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.source, store), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
      const productId = event.type === "PRODUCT_CHANGE" ? (event.new_product_id ?? event.product_id!) : event.product_id!;
      const expiration = event.expiration_at_ms ? new Date(event.expiration_at_ms) : existing?.currentPeriodEnd;
      if (!expiration) return;
      await upsertSubscription(tx, {
        userId,
        source: store,
        plan: planOfStoreProduct(productId),
        status: event.type === "EXPIRATION" ? "expired" : event.period_type === "TRIAL" ? "trialing" : "active",
        currentPeriodEnd: expiration,
        // A cancellation keeps access until the period ends; an uncancellation or renewal undoes it.
        cancelAtPeriodEnd:
          event.type === "CANCELLATION" ? true : event.type === "EXPIRATION" ? (existing?.cancelAtPeriodEnd ?? false) : false,
        providerSubscriptionId,
        providerUpdatedAt: new Date(event.event_timestamp_ms),
      });
    });
    logger.info({ eventId: event.id, type: event.type, result }, "revenuecat webhook");
    return c.json({ received: true, duplicate: result === "duplicate" });
  });
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
