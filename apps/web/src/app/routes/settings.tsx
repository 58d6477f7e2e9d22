import { ChangePasswordCard } from "@/features/account/components/change-password-card";
import { DeleteAccountCard } from "@/features/account/components/delete-account-card";
import { ExportDataCard } from "@/features/account/components/export-data-card";
import { AppearanceCard } from "@/features/appearance/components/appearance-card";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { DeletionBillingNotice } from "@/features/billing/components/deletion-billing-notice";
import { SubscriptionCard } from "@/features/billing/components/subscription-card";
import { CommunityProfileCard } from "@/features/community/components/community-profile-card";
import { useFastingSchedule } from "@/features/fasting/api/fasting-queries";
import { FastingScheduleCard } from "@/features/fasting/components/fasting-schedule-card";
import { NutritionProfileCard } from "@/features/food/components/nutrition-profile-card";
import { FocusModeCard } from "@/features/onboarding/components/focus-mode-card";
import { useProfile } from "@/features/onboarding/api/profile-queries";
import { OnboardingSettingsCard } from "@/features/onboarding/components/onboarding-settings-card";
import { UnitsCard } from "@/features/progress/components/units-card";
import { RemindersCard } from "@/features/reminders/components/reminders-card";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function SettingsPage() {
  usePageMeta({
    title: pageTitle("Settings"),
    description:
      "Manage your CarniTrack account: set your nutrition profile and community name, change your password, export your data or delete your account.",
  });
  const { user } = useAuth();
  const usualPlan = useProfile().data?.fastingPlan;
  const schedule = useFastingSchedule().data;
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Settings</h1>
        <p className="mt-2 break-words text-muted-foreground">
          {user ? (
            <>
              Signed in as <span className="font-medium text-foreground">{user.email}</span>
            </>
          ) : (
            "Manage your account and your data."
          )}
        </p>
      </div>
      <div className="grid gap-6">
        <OnboardingSettingsCard />
        <FastingScheduleCard usualPlan={usualPlan} />
        <SubscriptionCard />
        <RemindersCard hasSchedule={Boolean(schedule)} />
        <NutritionProfileCard />
        <UnitsCard />
        <AppearanceCard />
        <FocusModeCard />
        <CommunityProfileCard />
        <ChangePasswordCard />
        <ExportDataCard />
        <DeleteAccountCard billingNotice={<DeletionBillingNotice />} />
      </div>
    </div>
  );
}
