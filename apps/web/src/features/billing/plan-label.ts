import type { SubscriptionTier } from "@app/shared/billing";
import { formatDate } from "@/lib/format";
import type { CurrentPlan } from "./hooks/use-subscription";

/**
 * The plan as the header and settings name it: "Annual", or "Annual until Nov 25, 2027" once it
 * is cancelled and ends with its period.
 */
export function planLabel({ subscriptionTier, plan }: { subscriptionTier: SubscriptionTier; plan: CurrentPlan | null }): string {
  return plan?.endsAtPeriodEnd ? `${subscriptionTier} until ${formatDate(plan.periodEnd, { year: true })}` : subscriptionTier;
}
