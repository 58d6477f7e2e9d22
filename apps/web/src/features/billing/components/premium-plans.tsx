import { formatMonthlyEquivalent, PLANS, REFUND_WINDOW_DAYS, tierForPlan, YEARLY_SAVINGS_PERCENT, type PlanId } from "@app/shared/billing";
import { CreditCard, Crown, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useSubscription } from "../hooks/use-subscription";
import { planPrice } from "../plan-price";
import { PlanComparison } from "./plan-comparison";

const PLAN_ORDER: PlanId[] = ["monthly", "yearly"];

const PLAN_NOTES: Record<PlanId, string> = {
  monthly: "Billed every month. Cancel any time.",
  yearly: `Billed once a year: ${YEARLY_SAVINGS_PERCENT}% less than paying monthly.`,
};

/** The Premium page's body: the two plans, what Premium includes, and the fine print. */
export function PremiumPlans() {
  const subscription = useSubscription();
  const { subscribed, subscriptionTier, platform, loading, purchase, restorePurchases, manageSubscription } = subscription;
  // Which button started the purchase (web: until the checkout page loads; native: while it runs).
  const [pending, setPending] = useState<PlanId | "restore" | null>(null);
  const busy = loading || pending !== null;
  useEffect(() => {
    // Back from checkout through the browser's back-forward cache: the buttons work again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function run(action: PlanId | "restore") {
    setPending(action);
    try {
      await (action === "restore" ? restorePurchases() : purchase(action));
    } finally {
      // On the web the browser is leaving for checkout: keep the spinner until it has.
      if (platform === "native") setPending(null);
    }
  }

  return (
    <div className="grid gap-8">
      {subscribed && (
        <Card as="section" aria-labelledby="current-plan-title" className="border-primary/30 bg-primary-soft/40">
          <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-ember to-primary text-primary-foreground"
              >
                <Crown className="size-6" />
              </span>
              <div>
                <h2 id="current-plan-title" className="text-lg font-bold tracking-tight">
                  You're on Premium
                </h2>
                <p className="text-sm text-muted-foreground">{subscriptionTier} plan. Thank you for your support!</p>
              </div>
            </div>
            <Button variant="outline" onClick={() => void manageSubscription()}>
              <CreditCard aria-hidden="true" />
              Manage subscription
            </Button>
          </div>
        </Card>
      )}

      <section aria-labelledby="plans-title" className="grid gap-4">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          {PLAN_ORDER.map((plan) => {
            const isYearly = plan === "yearly";
            const isCurrent = subscribed && subscriptionTier === tierForPlan(plan);
            const { amount, interval } = planPrice(plan, platform, subscription.products);
            return (
              <Card
                key={plan}
                as="article"
                aria-labelledby={`plan-${plan}-title`}
                data-testid={`plan-${plan}`}
                // The recommended plan: first on phones, and outlined.
                className={cn(
                  "relative flex flex-col",
                  isYearly && "order-first border-primary shadow-popover ring-1 ring-primary md:order-none",
                )}
              >
                {isYearly && (
                  <span className="absolute -top-3 right-5 rounded-full bg-gradient-to-r from-ember to-primary px-3 py-1 text-xs font-bold tracking-wide text-primary-foreground shadow-sm">
                    Save {YEARLY_SAVINGS_PERCENT}%
                  </span>
                )}
                <CardHeader className="gap-2">
                  <CardTitle as="h3" id={`plan-${plan}-title`} className="flex items-center gap-2 text-lg">
                    {PLANS[plan].label}
                    {isCurrent && (
                      <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-bold text-success">Current plan</span>
                    )}
                  </CardTitle>
                  <p className="font-display text-foreground">
                    <span className="text-4xl font-extrabold tracking-tight">{amount}</span>
                    <span className="text-base font-semibold text-muted-foreground">/{interval}</span>
                  </p>
                  {isYearly && platform === "web" && (
                    <p className="text-sm font-semibold text-foreground" data-testid="yearly-per-month">
                      That's {formatMonthlyEquivalent(plan)}
                    </p>
                  )}
                  <CardDescription>{PLAN_NOTES[plan]}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  {!subscribed && (
                    <Button
                      size="lg"
                      variant={isYearly ? "default" : "outline"}
                      className="w-full"
                      disabled={busy}
                      aria-label={`Subscribe ${PLANS[plan].label.toLowerCase()}`}
                      onClick={() => void run(plan)}
                    >
                      {pending === plan && <Spinner />}
                      Subscribe
                    </Button>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </div>
      </section>

      <PlanComparison />

      <div className="grid gap-4 text-center text-sm text-muted-foreground">
        {platform === "native" && (
          <Button variant="ghost" className="justify-self-center" disabled={busy} onClick={() => void run("restore")}>
            {pending === "restore" ? <Spinner /> : <RotateCcw aria-hidden="true" />}
            Restore purchases
          </Button>
        )}
        <p className="mx-auto max-w-xl text-pretty">
          {platform === "native" ? "Payment is charged to your App Store or Google Play account. " : "Secure payment by card. "}
          Subscriptions renew automatically until you cancel; cancel any time from your account. Refunds within {REFUND_WINDOW_DAYS} days of
          purchase. See the{" "}
          <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
