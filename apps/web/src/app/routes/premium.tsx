import { PremiumPlans } from "@/features/billing/components/premium-plans";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export function PremiumPage() {
  usePageMeta({
    title: pageTitle("Premium"),
    description:
      "CarniTrack Premium: your full fasting history and statistics, the full nutrient panel and trends, all-time progress, every recipe and the community. Monthly or yearly.",
  });
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">CarniTrack Premium</h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">
          The timer, the food log and your weight trend stay free. Premium adds your full history and statistics, the full nutrient panel,
          all-time progress with photos, every recipe and the community.
        </p>
      </div>
      <PremiumPlans />
    </div>
  );
}
