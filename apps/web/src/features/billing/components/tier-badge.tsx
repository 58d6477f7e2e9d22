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
        subscribed ? "bg-gradient-to-r from-ember to-primary text-white" : "bg-muted text-muted-foreground",
        className,
      )}
    >
      {subscriptionTier}
    </span>
  );
}
