import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions, webhookEvents } from "../../db/schema";

export type SubscriptionInput = Omit<typeof subscriptions.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * Creates or updates a subscription by its provider id. An update older than what the row already
 * reflects (a late or replayed delivery) changes nothing.
 */
export async function upsertSubscription(db: Db, input: SubscriptionInput): Promise<void> {
  await db
    .insert(subscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: [subscriptions.source, subscriptions.providerSubscriptionId],
      set: {
        userId: input.userId,
        plan: input.plan,
        status: input.status,
        currentPeriodEnd: input.currentPeriodEnd,
        cancelAtPeriodEnd: input.cancelAtPeriodEnd ?? false,
        providerCustomerId: input.providerCustomerId ?? null,
        providerUpdatedAt: input.providerUpdatedAt,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${subscriptions.providerUpdatedAt} <= excluded.provider_updated_at`,
    });
}

/**
 * Runs `apply` once per provider event id, in one transaction with the record of the event, so a
 * duplicate delivery is a no-op and a failed one can be retried.
 */
export async function applyWebhookEventOnce(
  db: Db,
  provider: "stripe" | "revenuecat",
  eventId: string,
  apply: (tx: Db) => Promise<void>,
): Promise<"applied" | "duplicate"> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(webhookEvents).values({ provider, eventId }).onConflictDoNothing().returning();
    if (inserted.length === 0) return "duplicate";
    await apply(tx as unknown as Db);
    return "applied";
  });
}
