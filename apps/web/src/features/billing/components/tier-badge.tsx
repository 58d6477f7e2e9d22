import { cn } from "@/lib/cn";
import { useSubscription } from "../hooks/use-subscription";

/** "Free", "Monthly" or "Annual": the user's subscription tier. */
export function TierBadge({ className }: { className?: string }) {
  const { subscriptionTier, subscribed } = useSubscription();
  return (
    <span
      data-testid="subscription-tier"
      className={cn(
        "inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-bold tracking-wide",
        subscribed ? "bg-gradient-to-r from-ember to-primary text-primary-foreground" : "bg-muted text-muted-foreground",
        className,
      )}
    >
      {subscriptionTier}
    </span>
  );
}

/** A subscriber's plan ("Monthly" or "Annual") for the header; nothing on the Free plan. */
export function PlanChip() {
  const { subscriptionTier, subscribed } = useSubscription();
  if (!subscribed) return null;
  return (
    <span
      data-testid="header-plan"
      aria-label={`Plan: ${subscriptionTier}`}
      className="inline-flex shrink-0 items-center rounded-full bg-gradient-to-r from-ember to-primary px-2.5 py-1 text-xs font-bold tracking-wide text-primary-foreground"
    >
      {subscriptionTier}
    </span>
  );
}
