import { cn } from "@/lib/cn";
import { useSubscription } from "../hooks/use-subscription";
import { planLabel, planUntil } from "../plan-label";

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
 * the Free plan. Below the widest layout the header has no room for the end date on one line beside
 * the logo, the navigation, the bell and the menu: there the date goes on a second line inside the
 * chip, which stays within the header.
 */
export function PlanChip() {
  const { subscribed, subscriptionTier, plan } = useSubscription();
  if (!subscribed) return null;
  const label = planLabel({ subscriptionTier, plan });
  const until = planUntil(plan);
  return (
    <span
      data-testid="header-plan"
      aria-label={`Plan: ${label}`}
      className={cn(
        "inline-flex shrink-0 items-center rounded-full bg-gradient-to-r from-ember to-primary px-2.5 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-primary-foreground",
        until &&
          "max-xl:flex-col max-xl:items-start max-xl:rounded-lg max-xl:px-2 max-xl:py-0.5 max-xl:text-[0.65rem] max-xl:leading-tight",
      )}
    >
      {until ? (
        <>
          <span>{subscriptionTier}</span> <span className="font-semibold xl:ml-1">{until}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}
