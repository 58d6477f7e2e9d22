import { Suspense, useDeferredValue, useRef, useState } from "react";
import { usePrefetchQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { UpgradeLine, UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { useFastingSessions } from "@/features/fasting/api/fasting-queries";
import { FastingHistoryCard, type HistoryAccess } from "@/features/fasting/components/fasting-history-card";
import { FastingTimer } from "@/features/fasting/components/fasting-timer";
import { drinksDayQuery } from "@/features/food/api/drinks-queries";
import { foodDayQuery } from "@/features/food/api/food-queries";
import { DrinksCard } from "@/features/food/components/drinks-card";
import { TodayFoodSummary } from "@/features/food/components/today-food-summary";
import { useFocusMode, useProfile } from "@/features/onboarding/api/profile-queries";
import { isNewcomer } from "@/features/onboarding/newcomer";
import { overviewQuery, useUnits } from "@/features/progress/api/progress-queries";
import { ProgressSummaryCard } from "@/features/progress/components/progress-summary-card";
import { volumeUnitFor } from "@app/shared/drinks";
import { todayLocal, userTimeZone } from "@/lib/local-day";
import { pageTitle, usePageMeta } from "@/lib/page-meta";
import { OnboardingDialog } from "@/features/onboarding/components/lazy-onboarding-dialog";

function firstName(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * "New" is an account made in the last 7 days that has never started a fast (the server's
 * `hasFasted`, and nothing in the fasting cache since; see isNewcomer): greeted "Welcome", everyone
 * else "Welcome back". Someone who has never fasted finds the start form in the first card, with
 * Start Fasting on a phone's first screen. Onboarding opens by itself until the server has its
 * outcome (finished or skipped).
 *
 * The cards wait for what decides their layout (the profile, the fasts and the plan) and then
 * appear together: arriving one by one, each would push the ones below it down.
 * The history card, last, may still wait for the subscription: its growth moves nothing.
 * A query that cannot finish (offline with nothing cached, or failed) does not hold them back.
 */
export function DashboardPage() {
  usePageMeta({
    title: pageTitle("Dashboard"),
    description: "Your CarniTrack dashboard: start a fast, watch the timer and your progress, and review recent fasts.",
  });
  const { user } = useAuth();
  const name = firstName(user?.name);
  const { subscribed, loading, platform } = useSubscription();
  const access: HistoryAccess = subscribed ? "premium" : loading ? "checking" : "preview";
  const profile = useProfile();
  const fasting = useFastingSessions();
  const weightUnit = useUnits().data?.weightUnit;
  const focusMode = useFocusMode();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closed, setClosed] = useState(false);
  const today = todayLocal();
  const tz = userTimeZone();
  // The drinks, food and progress cards mount with the others, once the fasts are in; their reads start
  // now, beside the fasts', rather than a round trip later.
  usePrefetchQuery(drinksDayQuery(today, tz));
  usePrefetchQuery(foodDayQuery(today, tz));
  usePrefetchQuery(overviewQuery(today));

  const profileSettled = !profile.isPending || profile.fetchStatus === "paused";
  const known = profile.data !== undefined && !fasting.isLoading;
  const ready = profileSettled && !fasting.isLoading;
  // The cards are the page's one large render. Deferred, React renders them in slices that leave
  // the browser free between them, rather than in one long task as the reads come in.
  const showCards = useDeferredValue(ready);
  const neverFasted = known && !profile.data.hasFasted && !fasting.active && fasting.recent.length === 0;
  const isNew = isNewcomer({ createdAt: user?.createdAt, hasFasted: !neverFasted });
  const onboarding = profile.data !== undefined && profile.data.onboarding === null && !closed;
  const greeting = name && known ? `${isNew ? "Welcome" : "Welcome back"}, ${name}. ` : "";

  return (
    <div className="grid gap-8">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none sm:text-4xl">
          Dashboard
        </h1>
        <p className="mt-2 text-muted-foreground">{greeting}Your fasts, all in one place.</p>
      </div>
      {showCards ? (
        <>
          <FastingTimer
            preferredType={profile.data?.fastingPlan}
            focusMode={focusMode}
            zoneTimeline={access}
            zoneUpgradePrompt={<UpgradeLine text="Premium shows every zone of your fast and when you reach it." />}
          />
          <TodayFoodSummary date={today} tz={tz} />
          <DrinksCard date={today} tz={tz} unit={weightUnit && volumeUnitFor(weightUnit)} fasting={Boolean(fasting.active)} />
          <ProgressSummaryCard focusMode={focusMode} />
          <FastingHistoryCard
            access={access}
            focusMode={focusMode}
            // A store purchase reaches the server through RevenueCat's webhook, a moment later.
            confirmingNotice={platform === "native" ? "We're confirming your subscription. This can take a minute." : undefined}
            upgradePrompt={
              <UpgradePrompt
                title="See every fast you've done"
                text="Premium keeps your full fasting history with lifetime statistics: total hours, averages, your longest fast and more."
              />
            }
          />
        </>
      ) : (
        <DashboardLoading />
      )}
      {onboarding && (
        <Suspense fallback={null}>
          <OnboardingDialog
            open
            onOpenChange={(open) => setClosed(!open)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              headingRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function DashboardLoading() {
  // Tall enough that nothing under the page (the footer) shows and then jumps away.
  return (
    <Card className="flex min-h-[60vh] items-start justify-center gap-3 p-8 text-muted-foreground" aria-busy="true">
      <Spinner className="size-5 text-primary" />
      <span className="text-sm font-medium">Loading your dashboard…</span>
    </Card>
  );
}
