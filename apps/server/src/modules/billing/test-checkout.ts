import { and, eq } from "drizzle-orm";
import type { PlanId } from "@app/shared/billing";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { upsertSubscription } from "./upsert-subscription";

/*
 * The built-in test-mode checkout and portal (no Stripe, outside production): what a purchase and
 * the portal's buttons do to the user's subscription.
 */

export function addPeriod(from: Date, plan: PlanId): Date {
  const end = new Date(from);
  if (plan === "yearly") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** "Subscribe" on the test checkout page: an active subscription for one period. */
export async function subscribeInTestMode(db: Db, { userId, plan }: { userId: string; plan: PlanId }): Promise<void> {
  const now = new Date();
  await upsertSubscription(db, {
    userId,
    source: "test",
    plan,
    status: "active",
    currentPeriodEnd: addPeriod(now, plan),
    cancelAtPeriodEnd: false,
    providerSubscriptionId: `test_${userId}`,
    providerUpdatedAt: now,
  });
}

export const PORTAL_ACTIONS = ["switch", "cancel", "resume"] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

export function isPortalAction(value: unknown): value is PortalAction {
  return (PORTAL_ACTIONS as readonly unknown[]).includes(value);
}

/** A button on the test portal: switch plans (a new period), cancel at period end, or resume. */
export async function changeTestSubscription(db: Db, { userId, action }: { userId: string; action: PortalAction }): Promise<void> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.source, "test")));
  if (!row) return;
  const now = new Date();
  const plan: PlanId = action === "switch" ? (row.plan === "monthly" ? "yearly" : "monthly") : row.plan;
  await upsertSubscription(db, {
    ...row,
    plan,
    // A plan switch starts a new period; cancel and resume keep the current one.
    currentPeriodEnd: action === "switch" ? addPeriod(now, plan) : row.currentPeriodEnd,
    cancelAtPeriodEnd: action === "cancel",
    providerUpdatedAt: now,
  });
}
