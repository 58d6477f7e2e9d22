import type { SubscriptionTier } from "@app/shared/billing";
import { formatDate } from "@/lib/format";
import type { CurrentPlan } from "./hooks/use-subscription";

/**
 * The plan as the header and settings name it: "Annual", or "Annual until Nov 25, 2027" once it
 * is cancelled and ends with its period.
 */
export function planLabel(subscription: { subscriptionTier: SubscriptionTier; plan: CurrentPlan | null }): string {
  const until = planUntil(subscription.plan);
  return until ? `${subscription.subscriptionTier} ${until}` : subscription.subscriptionTier;
}

/** "until Nov 25, 2027" for a plan that ends with its period; null while it renews. */
export function planUntil(plan: CurrentPlan | null): string | null {
  return plan?.endsAtPeriodEnd ? `until ${formatDate(plan.periodEnd, { year: true })}` : null;
}
