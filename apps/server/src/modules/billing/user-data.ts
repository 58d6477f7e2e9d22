import { asc, eq } from "drizzle-orm";
import type { StripeConfig } from "../../config";
import { subscriptions } from "../../db/schema";
import type { Logger } from "../../platform/logger";
import type { UserDataSection } from "../../platform/user-data";
import { cancelForDeletion } from "./cancel-subscription";
import { createStripe } from "./stripe-client";

/**
 * Subscriptions, as the user would recognise them. The Stripe customer id is an internal link
 * (kept out of the export); the Stripe-side customer is not deleted here: Stripe keeps invoices
 * for tax law. Erasing cancels every web subscription that could still charge the user (Stripe's
 * at once); it must stay registered before any section that erases files, so a refused
 * cancellation leaves the account whole.
 */
export function billingUserData({ stripe, logger }: { stripe: StripeConfig | undefined; logger: Logger }): UserDataSection {
  const client = stripe ? createStripe(stripe) : undefined;
  return {
    name: "subscriptions",
    tables: ["subscriptions", "stripe_customers"],
    export: (db, userId) =>
      db
        .select({
          source: subscriptions.source,
          plan: subscriptions.plan,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          createdAt: subscriptions.createdAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),
    erase: (db, userId) => cancelForDeletion(db, client, logger, userId),
  };
}
