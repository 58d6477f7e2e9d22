import { PLANS, type PlanId } from "@app/shared/billing";
import { CreditCard, Crown } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import { nativePlatform } from "@/lib/platform";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useCancelSubscriptionMutation } from "../api/subscription-api";
import { useSubscription, type CurrentPlan } from "../hooks/use-subscription";
import { planLabel } from "../plan-label";
import { planPrice } from "../plan-price";

/** Bought in a store: only the store can cancel or change it. */
const isStorePlan = (plan: CurrentPlan | null) => plan?.source === "app_store" || plan?.source === "play_store";

/** "Manage in the App Store" or "Manage in Google Play": where a store subscription is managed. */
export function storeManageLabel(plan: CurrentPlan | null): string {
  const store = plan?.source === "play_store" || (!plan && nativePlatform() === "android") ? "Google Play" : "the App Store";
  return `Manage in ${store}`;
}

/**
 * Settings → Subscription: the plan, its price, when it renews or ends, "Manage subscription" (the
 * billing portal) and "Cancel subscription" (at the period's end, after a confirmation). In the
 * native app, or for a plan bought in a store, the store manages it.
 */
export function SubscriptionCard() {
  const subscription = useSubscription();
  const { subscribed, loading, subscriptionTier, platform, products, plan, manageSubscription } = subscription;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscriptionMutation();
  const statusRef = useRef<HTMLParagraphElement>(null);

  const planId: PlanId = subscriptionTier === "Annual" ? "yearly" : "monthly";
  const { amount, interval } = planPrice(planId, platform, products);
  const periodEnd = plan ? formatDate(plan.periodEnd, { year: true }) : null;
  const storeManaged = platform === "native" || isStorePlan(plan);

  async function confirmCancel() {
    try {
      const state = await cancel.mutateAsync();
      setConfirming(false);
      const end = state.subscription ? formatDate(state.subscription.currentPeriodEnd, { year: true }) : null;
      toast.success("Your subscription is cancelled", {
        description: end ? `Premium stays until ${end}. You won't be charged again.` : "You won't be charged again.",
      });
      // The Cancel button is gone: the sentence that says when Premium ends takes focus.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      reportFailure("Couldn't cancel your subscription", error);
    }
  }

  return (
    <Card as="section" aria-labelledby="subscription-title" data-testid="subscription-card">
      <CardHeader>
        <SectionHeading id="subscription-title" icon={<CreditCard />}>
          Subscription
        </SectionHeading>
        <CardDescription>Your plan, what it costs and when it renews.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loading ? (
          <Spinner />
        ) : !subscribed ? (
          <>
            <p>
              You're on the <span className="font-semibold">Free</span> plan.
            </p>
            <Button asChild className="w-fit">
              <Link to="/premium">
                <Crown aria-hidden="true" />
                See Premium plans
              </Link>
            </Button>
          </>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-semibold" data-testid="subscription-plan">
                {planLabel(subscription)}
              </dd>
              <dt className="text-muted-foreground">Price</dt>
              <dd className="font-semibold tabular-nums">
                {amount}/{interval}
              </dd>
              {periodEnd && (
                <>
                  <dt className="text-muted-foreground">{plan?.endsAtPeriodEnd ? "Ends on" : "Renews on"}</dt>
                  <dd className="font-semibold tabular-nums">{periodEnd}</dd>
                </>
              )}
            </dl>
            <p ref={statusRef} tabIndex={-1} className="text-sm text-pretty text-muted-foreground outline-none">
              {plan?.endsAtPeriodEnd
                ? `Cancelled: Premium stays until ${periodEnd}, then your account moves to the Free plan. You won't be charged again.`
                : storeManaged
                  ? "Bought through your app store account: change or cancel it there."
                  : `Renews automatically${periodEnd ? ` on ${periodEnd}` : ""}. Cancel any time: Premium stays until the end of the period you paid for.`}
            </p>
            <div className="flex flex-wrap gap-3">
              {storeManaged ? (
                platform === "native" && (
                  <Button variant="outline" onClick={() => void manageSubscription()}>
                    <CreditCard aria-hidden="true" />
                    {storeManageLabel(plan)}
                  </Button>
                )
              ) : (
                <>
                  <Button variant="outline" onClick={() => void manageSubscription()}>
                    <CreditCard aria-hidden="true" />
                    Manage subscription
                  </Button>
                  {!plan?.endsAtPeriodEnd && (
                    <ConfirmDialog
                      open={confirming}
                      onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
                      trigger={<Button variant="ghost">Cancel subscription</Button>}
                      title="Cancel your subscription?"
                      description={`Your ${subscriptionTier} plan (${PLANS[planId].label.toLowerCase()}, ${amount}/${interval}) stays active${periodEnd ? ` until ${periodEnd}` : " until the end of this period"}, then ends. You won't be charged again.`}
                      confirmLabel="Cancel subscription"
                      cancelLabel="Keep subscription"
                      destructive
                      pending={cancel.isPending}
                      onConfirm={() => void confirmCancel()}
                    />
                  )}
                </>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
