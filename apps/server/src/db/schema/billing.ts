import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { SUBSCRIPTION_SOURCES } from "@app/shared/billing";
import { timestamps } from "./columns";
import { userColumn } from "./user-column";

/** Premium entitlements from every source: Stripe (web), App Store and Play Store (via RevenueCat), test mode. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    source: text("source", { enum: SUBSCRIPTION_SOURCES }).notNull(),
    plan: text("plan", { enum: ["monthly", "yearly"] }).notNull(),
    /** Provider status, e.g. active, trialing, past_due, canceled, expired. */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Stripe subscription id, the store's original transaction id, or a test id. */
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    /** Time of the provider event this row reflects, so an older event never overwrites a newer one. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("subscriptions_provider_id").on(t.source, t.providerSubscriptionId), index("subscriptions_user_id_idx").on(t.userId)],
);

/** The Stripe customer we created for a user, so webhooks about that customer find the user. */
export const stripeCustomers = pgTable("stripe_customers", {
  userId: userColumn().primaryKey(),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook deliveries already applied; providers retry and may deliver an event twice. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
