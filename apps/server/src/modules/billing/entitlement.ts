import { and, desc, eq, gt, inArray, sql, type Placeholder } from "drizzle-orm";
import { tierForPlan, type SubscriptionDetails, type SubscriptionTier } from "@app/shared/billing";
import { preparedQuery, type Db } from "../../db/client";
import { subscriptions } from "../../db/schema";

export const ENTITLED_STATUSES = ["active", "trialing"];

/** A subscription that grants Premium at this moment: entitled status, period not over. */
function grantsAt(now: Date | Placeholder) {
  return and(inArray(subscriptions.status, ENTITLED_STATUSES), gt(subscriptions.currentPeriodEnd, now));
}

/** A user's subscriptions that grant Premium at this moment. */
export function entitledNow(userId: string | Placeholder, now: Date | Placeholder = new Date()) {
  return and(eq(subscriptions.userId, userId), grantsAt(now));
}

/** Whether a user has Premium now, as a boolean column of another query. */
export function premiumNowField(userId: Placeholder, now: Placeholder) {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${entitledNow(userId, now)})`;
}

// Every Premium-aware request queries the entitlement, fresh each time: one prepared statement
// finds the subscription that grants Premium now (yearly before monthly, then the later period's
// end) and, when none does, the most recently updated one (for the portal).
const entitlementRow = preparedQuery((db) => {
  const grants = grantsAt(sql.placeholder("now"));
  return db
    .select({ row: subscriptions, granting: sql<boolean>`${grants}` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .orderBy(
      desc(sql`${grants}`),
      desc(sql`case when ${grants} then ${subscriptions.plan} end`),
      desc(sql`case when ${grants} then ${subscriptions.currentPeriodEnd} end`),
      desc(subscriptions.updatedAt),
    )
    .limit(1)
    .prepare("carnitrack_entitlement");
});

export interface Entitlement {
  subscribed: boolean;
  tier: SubscriptionTier;
  /** The subscription that grants access now, or else the most recent one (for the portal). */
  subscription: SubscriptionDetails | null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A user is subscribed while an active or trialing subscription's period has not ended. */
export async function getEntitlement(db: Db, { userId }: { userId: string }): Promise<Entitlement> {
  const [found] = await entitlementRow(db).execute({ userId, now: new Date().toISOString() });
  if (!found) return { subscribed: false, tier: "Free", subscription: null };
  const subscription = toDetails(found.row);
  return found.granting
    ? { subscribed: true, tier: tierForPlan(found.row.plan), subscription }
    : { subscribed: false, tier: "Free", subscription };
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
