import { LoadError } from "@/components/ui/load-error";
import { Navigate, Route, Routes } from "react-router";
import { UpgradeLine, UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { useFocusMode } from "@/features/onboarding/api/profile-queries";
import type { ProgressAccess } from "@/features/progress/access";
import { useUnits } from "@/features/progress/api/progress-queries";
import { JournalCard } from "@/features/progress/components/journal/journal-card";
import { MeasurementsCard } from "@/features/progress/components/measurements/measurements-card";
import { PhotosCard } from "@/features/progress/components/photos/photos-card";
import { ProgressOverview } from "@/features/progress/components/overview/progress-overview";
import { ProgressTabs } from "@/features/progress/components/progress-tabs";
import { LogWeightCard } from "@/features/progress/components/weight/log-weight-card";
import { WeightTrendCard } from "@/features/progress/components/weight/weight-trend-card";
import { todayLocal } from "@/lib/local-day";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function ProgressPage() {
  usePageMeta({
    title: pageTitle("Progress"),
    description: "Your CarniTrack progress: weight trend, body measurements, journal and fasting, in one place.",
  });
  const focusMode = useFocusMode();
  const today = todayLocal();
  const unitsQuery = useUnits();
  // Every figure here is read and typed in the user's units: nothing shows before they are known
  // (a pound user's 180 must never be saved as 180 kg).
  const units = unitsQuery.data;
  const { subscribed, loading } = useSubscription();
  const access: ProgressAccess = subscribed ? "premium" : loading ? "checking" : "free";

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Progress</h1>
        <p className="mt-2 text-muted-foreground">Where you started, where you are, and the trend in between.</p>
      </div>
      <ProgressTabs />
      {!units ? (
        unitsQuery.isError ? (
          <LoadError what="your progress" onRetry={() => void unitsQuery.refetch()} />
        ) : (
          <div className="h-40 animate-pulse rounded-xl bg-muted/50" />
        )
      ) : (
        <Routes>
          <Route
            index
            element={
              <ProgressOverview
                today={today}
                unit={units.weightUnit}
                lengthUnit={units.lengthUnit}
                access={access}
                focusMode={focusMode}
                upgradeLine={<UpgradeLine text="Your tape measurements and private progress photos come with Premium." />}
              />
            }
          />
          <Route
            path="weight"
            element={
              <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
                <LogWeightCard unit={units.weightUnit} today={today} />
                <WeightTrendCard
                  unit={units.weightUnit}
                  today={today}
                  access={access}
                  upgradePrompt={
                    <UpgradePrompt
                      title="See every weigh-in"
                      text="Premium keeps your whole history in view: 3 months, a year, or everything since day one."
                    />
                  }
                />
              </div>
            }
          />
          <Route
            path="measurements"
            element={
              <MeasurementsCard
                unit={units.lengthUnit}
                today={today}
                access={access}
                upgradePrompt={
                  <UpgradePrompt
                    title="Track more than the scale"
                    text="Premium charts your waist, hips, chest, arms, thighs, neck and body fat over time."
                  />
                }
              />
            }
          />
          <Route path="journal" element={<JournalCard today={today} />} />
          <Route
            path="photos"
            element={
              <PhotosCard
                today={today}
                access={access}
                upgradePrompt={
                  <UpgradePrompt
                    title="See the change you can't weigh"
                    text="Premium keeps private progress photos, stripped of location data, and puts any two side by side."
                  />
                }
              />
            }
          />
          {/* An address under /progress that is no section: its overview. */}
          <Route path="*" element={<Navigate to="/progress" replace />} />
        </Routes>
      )}
    </div>
  );
}
