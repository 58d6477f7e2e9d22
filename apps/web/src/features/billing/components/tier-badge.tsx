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
        subscribed ? "bg-gradient-to-r from-ember to-primary text-white" : "bg-muted text-muted-foreground",
        className,
      )}
    >
      {planLabel(subscription)}
    </span>
  );
}

/** A subscriber's plan ("Monthly" or "Annual") for the header; nothing on the Free plan. */
export function PlanChip() {
  const subscription = useSubscription();
  if (!subscription.subscribed) return null;
  const label = planLabel(subscription);
  return (
    <span
      data-testid="header-plan"
      aria-label={`Plan: ${label}`}
      className="inline-flex shrink-0 items-center rounded-full bg-gradient-to-r from-ember to-primary px-2.5 py-1 text-xs font-bold tracking-wide text-white"
    >
      {label}
    </span>
  );
}
