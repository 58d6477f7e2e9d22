import { and, desc, eq, gt, inArray, sql, type Placeholder } from "drizzle-orm";
import { tierForPlan, type SubscriptionDetails, type SubscriptionTier } from "@app/shared/billing";
import { preparedQuery, type Db } from "../../db/client";
import { subscriptions } from "../../db/schema";

export const ENTITLED_STATUSES = ["active", "trialing"];

/** A user's subscriptions that grant Premium at this moment: entitled status, period not over. */
export function entitledNow(userId: string | Placeholder, now: Date | Placeholder = new Date()) {
  return and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ENTITLED_STATUSES), gt(subscriptions.currentPeriodEnd, now));
}

// Every Premium-aware read asks for the entitlement: prepared once per database (db/client.ts).
const granting = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(entitledNow(sql.placeholder("userId"), sql.placeholder("now")))
    // Yearly before monthly, so someone with both is shown the better tier.
    .orderBy(desc(subscriptions.plan), desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .prepare("carnitrack_granting_subscription"),
);

const latestSubscription = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1)
    .prepare("carnitrack_latest_subscription"),
);

export interface Entitlement {
  subscribed: boolean;
  tier: SubscriptionTier;
  /** The subscription that grants access now, or else the most recent one (for the portal). */
  subscription: SubscriptionDetails | null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription that grants Premium now (the best tier when there are several), if any. */
export async function grantingSubscription(db: Db, { userId }: { userId: string }): Promise<SubscriptionRow | undefined> {
  const [row] = await granting(db).execute({ userId, now: new Date().toISOString() });
  return row;
}

/** A user is subscribed while an active or trialing subscription's period has not ended. */
export async function getEntitlement(db: Db, { userId }: { userId: string }): Promise<Entitlement> {
  const granting = await grantingSubscription(db, { userId });
  if (granting) return { subscribed: true, tier: tierForPlan(granting.plan), subscription: toDetails(granting) };

  const [latest] = await latestSubscription(db).execute({ userId });
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
