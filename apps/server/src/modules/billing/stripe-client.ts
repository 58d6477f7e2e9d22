import Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { StripeConfig } from "../../config";
import type { Db } from "../../db/client";
import { stripeCustomers } from "../../db/schema";

export type { Stripe };

/** One attempt at a Stripe call, from connecting to the response's last byte. */
export const STRIPE_ATTEMPT_DEADLINE_MS = 10_000;

/**
 * The Stripe client. Its fetch-based HTTP client, since the default (node:http) one's `timeout` is
 * the socket's idle timeout, which every byte resets: with fetch, `timeout` covers each attempt
 * whole, headers and body. Two attempts (one retry, after at most a second or so): a call gives up
 * within about 21 s however Stripe, or whatever stands in its place, answers.
 */
export function createStripe(config: StripeConfig, { attemptDeadlineMs = STRIPE_ATTEMPT_DEADLINE_MS } = {}): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: attemptDeadlineMs,
    telemetry: false,
    appInfo: { name: "CarniTrack" },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** The user's Stripe customer, created on first use and remembered so webhooks can find the user. */
export async function getOrCreateCustomer(stripe: Stripe, db: Db, user: { id: string; email: string; name: string }): Promise<string> {
  const [existing] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  if (existing) return existing.customerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    // Two tabs racing to check out create one customer.
    { idempotencyKey: `carnitrack-customer-${user.id}` },
  );
  await db.insert(stripeCustomers).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  return row!.customerId;
}
