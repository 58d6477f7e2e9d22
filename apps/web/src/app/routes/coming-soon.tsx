import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

export type Area = "Community";

const PROMISES: Record<Area, string> = {
  Community: "A community of people eating the way you do: share wins, ask questions and keep each other going.",
};

/** An area of the app still being built: a friendly card, never a blank page or a 404. */
export function ComingSoonPage({ area }: { area: Area }) {
  usePageMeta({ title: pageTitle(area), description: PROMISES[area] });
  return (
    <div className="grid gap-8">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{area}</h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-12">
          <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Sparkles className="size-7" />
          </span>
          <h2 className="text-2xl font-bold tracking-tight">Coming soon</h2>
          <p className="max-w-prose text-muted-foreground">{PROMISES[area]}</p>
          <p className="max-w-prose text-sm text-muted-foreground">
            We're building it now. Until then, your fasting timer and history are on the dashboard.
          </p>
          <Link to="/dashboard" className={buttonVariants({ variant: "outline", className: "mt-2" })}>
            Back to the dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
