import { useAuth } from "@/features/auth/hooks/use-auth";
import { FastingTimer } from "@/features/fasting/components/fasting-timer";
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

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          {name ? `Welcome back, ${name}. ` : ""}Your fasts, all in one place.
        </p>
      </div>
      <FastingTimer />
    </div>
  );
}
