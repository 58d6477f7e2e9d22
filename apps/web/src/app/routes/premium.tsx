import { PremiumPlans } from "@/features/billing/components/premium-plans";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function PremiumPage() {
  usePageMeta({
    title: pageTitle("Premium"),
    description: "CarniTrack Premium: your full fasting history and statistics, and everything we add next. Monthly or yearly.",
  });
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">CarniTrack Premium</h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">
          Your complete fasting history with lifetime statistics, and every premium feature as it arrives.
        </p>
      </div>
      <PremiumPlans />
    </div>
  );
}
