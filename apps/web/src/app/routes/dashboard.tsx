import { useAuth } from "@/features/auth/hooks/use-auth";
import { UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { FastingHistoryCard, type HistoryAccess } from "@/features/fasting/components/fasting-history-card";
import { FastingTimer } from "@/features/fasting/components/fasting-timer";
import { ProgressSummaryCard } from "@/features/progress/components/progress-summary-card";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

function firstName(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

export function DashboardPage() {
  usePageMeta({
    title: pageTitle("Dashboard"),
    description: "Your CarniTrack dashboard: start a fast, watch the timer and your progress, and review recent fasts.",
  });
  const { user } = useAuth();
  const name = firstName(user?.name);
  const { subscribed, loading, platform } = useSubscription();
  const access: HistoryAccess = subscribed ? "premium" : loading ? "checking" : "preview";

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Dashboard</h1>
        <p className="mt-2 text-muted-foreground">{name ? `Welcome back, ${name}. ` : ""}Your fasts, all in one place.</p>
      </div>
      <FastingTimer />
      <ProgressSummaryCard />
      <FastingHistoryCard
        access={access}
        // A store purchase reaches the server through RevenueCat's webhook, a moment later.
        confirmingNotice={platform === "native" ? "We're confirming your subscription. This can take a minute." : undefined}
        upgradePrompt={
          <UpgradePrompt
            title="See every fast you've done"
            text="Premium keeps your full fasting history with lifetime statistics: total hours, averages, your longest fast and more."
          />
        }
      />
    </div>
  );
}
