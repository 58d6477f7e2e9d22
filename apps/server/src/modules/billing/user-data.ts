import { asc, eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";

/**
 * Subscriptions, as the user would recognise them. The Stripe customer id is an internal link
 * (kept out of the export); the Stripe-side customer is not deleted here: Stripe keeps invoices
 * for tax law, and a cancelled subscription ends there by itself.
 */
export const billingUserData: UserDataSection = {
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
};
