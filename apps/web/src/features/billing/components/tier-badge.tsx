import { cn } from "@/lib/cn";
import { useSubscription } from "../hooks/use-subscription";
import { planLabel } from "../plan-label";

/** "Free", "Monthly" or "Annual" (with "until <date>" once cancelled): the user's subscription tier. */
export function TierBadge({ className }: { className?: string }) {
  const subscription = useSubscription();
  const { subscribed } = subscription;
  return (
    <span
      data-testid="subscription-tier"
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-bold tracking-wide",
        subscribed ? "bg-gradient-to-r from-ember to-primary text-primary-foreground" : "bg-muted text-muted-foreground",
        className,
      )}
    >
      {planLabel(subscription)}
    </span>
  );
}

/**
 * A subscriber's plan ("Monthly", "Annual", "Annual until Nov 25, 2027") for the header; nothing on
 * the Free plan. Below the widest layout the header has no room for the end date beside the logo, the
 * navigation, the bell and the menu: there the chip hangs as a tab from the header's lower edge, under the account menu (the
 * header's content box is its containing block, so it lines up with the page's right edge).
 */
export function PlanChip() {
  const { subscribed, subscriptionTier, plan } = useSubscription();
  if (!subscribed) return null;
  const label = planLabel({ subscriptionTier, plan });
  return (
    <span
      data-testid="header-plan"
      aria-label={`Plan: ${label}`}
      className={cn(
        "inline-flex shrink-0 items-center rounded-full bg-gradient-to-r from-ember to-primary px-2.5 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-primary-foreground",
        plan?.endsAtPeriodEnd &&
          "max-xl:absolute max-xl:top-full max-xl:right-4 sm:max-xl:right-6 max-xl:rounded-t-none max-xl:rounded-b-lg max-xl:py-0.5 max-xl:shadow-sm",
      )}
    >
      {label}
    </span>
  );
}
