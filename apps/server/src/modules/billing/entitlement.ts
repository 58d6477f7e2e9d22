import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { tierForPlan, type SubscriptionDetails, type SubscriptionTier } from "@app/shared/billing";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";

export const ENTITLED_STATUSES = ["active", "trialing"];

/** A user's subscriptions that grant Premium at this moment: entitled status, period not over. */
export function entitledNow(userId: string) {
  return and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, ENTITLED_STATUSES),
    gt(subscriptions.currentPeriodEnd, new Date()),
  );
}

export interface Entitlement {
  subscribed: boolean;
  tier: SubscriptionTier;
  /** The subscription that grants access now, or else the most recent one (for the portal). */
  subscription: SubscriptionDetails | null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription that grants Premium now (the best tier when there are several), if any. */
export async function grantingSubscription(db: Db, { userId }: { userId: string }): Promise<SubscriptionRow | undefined> {
  const [granting] = await db
    .select()
    .from(subscriptions)
    .where(entitledNow(userId))
    // Yearly before monthly, so someone with both is shown the better tier.
    .orderBy(desc(subscriptions.plan), desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return granting;
}

/** A user is subscribed while an active or trialing subscription's period has not ended. */
export async function getEntitlement(db: Db, { userId }: { userId: string }): Promise<Entitlement> {
  const granting = await grantingSubscription(db, { userId });
  if (granting) return { subscribed: true, tier: tierForPlan(granting.plan), subscription: toDetails(granting) };

  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return { subscribed: false, tier: "Free", subscription: latest ? toDetails(latest) : null };
}

function toDetails(row: SubscriptionRow): SubscriptionDetails {
  return {
    source: row.source,
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
