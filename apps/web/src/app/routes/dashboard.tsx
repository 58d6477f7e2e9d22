import { useRef, useState } from "react";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { useFastingSessions } from "@/features/fasting/api/fasting-queries";
import { FastingHistoryCard, type HistoryAccess } from "@/features/fasting/components/fasting-history-card";
import { FastingTimer } from "@/features/fasting/components/fasting-timer";
import { useFocusMode, useProfile } from "@/features/onboarding/api/profile-queries";
import { FirstFastInvite } from "@/features/onboarding/components/first-fast-invite";
import { OnboardingDialog } from "@/features/onboarding/components/onboarding-dialog";
import { isNewcomer } from "@/features/onboarding/newcomer";
import { ProgressSummaryCard } from "@/features/progress/components/progress-summary-card";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

function firstName(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * "New" is an account made in the last 7 days that has never started a fast (the server's
 * `hasFasted`, and nothing in the fasting cache since; see isNewcomer): greeted "Welcome", everyone
 * else "Welcome back". Anyone who has never fasted is invited to a first fast. Onboarding opens by
 * itself until the server has its outcome (finished or skipped).
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
  const focusMode = useFocusMode();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closed, setClosed] = useState(false);

  const known = profile.data !== undefined && !fasting.isLoading;
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
      {neverFasted && !onboarding && (
        <FirstFastInvite
          newcomer={isNew}
          plan={profile.data?.fastingPlan ?? null}
          onChoose={() => document.getElementById("fasting-type")?.focus()}
        />
      )}
      <FastingTimer preferredType={profile.data?.fastingPlan} focusMode={focusMode} />
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
      {onboarding && (
        <OnboardingDialog
          open
          onOpenChange={(open) => setClosed(!open)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            headingRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
