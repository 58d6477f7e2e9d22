import { Timer } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/features/auth/hooks/use-auth";

function firstName(name: string | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

export function DashboardPage() {
  const { user } = useAuth();
  const name = firstName(user?.name);

  return (
    <div className="grid gap-8">
      <title>Dashboard · CarniTrack</title>
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          {name ? `Welcome back, ${name}. ` : ""}Your fasts, all in one place.
        </p>
      </div>

      <section aria-labelledby="fasting-timer-title" className="grid gap-4">
        <h2 id="fasting-timer-title" className="text-xl font-bold tracking-tight">
          Fasting Timer
        </h2>
        <Card className="overflow-hidden">
          <div className="flex flex-col items-center gap-4 px-6 py-10 text-center sm:py-12">
            <span
              aria-hidden="true"
              className="inline-flex size-16 items-center justify-center rounded-full bg-ember-soft text-ember-strong ring-8 ring-ember-soft/50"
            >
              <Timer className="size-8" />
            </span>
            <div className="grid gap-1.5">
              <h3 className="text-2xl font-bold tracking-tight">Ready to Fast</h3>
              <p className="text-muted-foreground">Select a fasting type to begin</p>
            </div>
          </div>
        </Card>
      </section>
    </div>
  );
}
