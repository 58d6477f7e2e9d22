import { SALT_FOOD_ID, SODIUM_MG_PER_G_SALT } from "@app/shared/food";
import { INSIGHTS_DISCLAIMER } from "@app/shared/nutrition";
import { Settings2, Sparkles } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { isLocked } from "@/lib/errors";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useLogEntryMutation } from "../../api/food-queries";
import { useElectrolytes, useInsights, useTargets } from "../../api/insights-queries";
import { defaultMealTime } from "@/lib/local-day";
import { useNearViewport } from "@/lib/use-near-viewport";
import { ElectrolytesSection } from "./electrolytes-section";
import { InsightsPreview } from "./insights-preview";
import { MacroTargetsSection } from "./macro-targets-section";
import { NutrientPanel } from "./nutrient-panel";
import { NutritionTrends } from "./nutrition-trends";
import { TargetsDialog } from "./targets-dialog";
import { UpperLimitWarnings } from "./upper-limit-warnings";

export type InsightsAccess = "checking" | "preview" | "premium";

interface NutritionInsightsCardProps {
  date: string;
  tz: string;
  /** "checking" while the subscription loads; "preview" for free users; "premium" for subscribers. */
  access: InsightsAccess;
  /** Shown over the preview (free users, or when the server refuses with PREMIUM_REQUIRED). */
  upgradePrompt: ReactNode;
}

/**
 * "Nutrition insights" for the shown day: electrolytes and protein against the user's targets,
 * upper-limit warnings, the nutrient panel and the 7/30-day trends. The electrolytes are free (the
 * carnivore's essentials); for the rest free users see a preview made of sample figures: their own
 * Premium insights never reach the browser.
 */
export function NutritionInsightsCard({ date, tz, access, upgradePrompt }: NutritionInsightsCardProps) {
  // Below the log on every screen: the day's insights (the page's largest response) and trends are
  // read as the card comes near, not while the page loads (the page's blocking time).
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const insights = useInsights(date, tz, access === "premium" && near);
  // The targets are the user's own on any plan (editing them is free); the insights are Premium.
  const targets = useTargets();
  const [editing, setEditing] = useState(false);
  const log = useLogEntryMutation();
  const locked = access === "preview" || (insights.isError && isLocked(insights.error));
  // Free users' own part: Premium's insights carry the electrolytes already.
  const electrolytes = useElectrolytes(date, tz, locked && near);

  const addSalt = async () => {
    try {
      await log.mutateAsync({
        foodId: SALT_FOOD_ID,
        amount: 1,
        unit: "g",
        weighed: "as-eaten",
        eatenAt: defaultMealTime(date).toISOString(),
      });
      toast.success("Added 1 g salt", { description: `${SODIUM_MG_PER_G_SALT} mg sodium.` });
    } catch (error) {
      reportFailure("Couldn't add salt", error);
    }
  };

  let body: ReactNode;
  if (access === "checking" || (!locked && (!near || insights.isPending))) {
    body = (
      <div className="flex min-h-32 items-center justify-center gap-3 text-muted-foreground" aria-busy="true">
        <Spinner afterAWait className="size-5 text-primary" />
        <span className="text-sm font-medium">Loading your insights…</span>
      </div>
    );
  } else if (locked) {
    body = (
      <div className="grid gap-7">
        {electrolytes.data ? (
          <div
            className={cn("transition-opacity", electrolytes.isPlaceholderData && "opacity-60")}
            aria-busy={electrolytes.isPlaceholderData}
          >
            <ElectrolytesSection
              electrolytes={electrolytes.data.electrolytes}
              onAddSalt={() => void addSalt()}
              isAddingSalt={log.isPending}
            />
          </div>
        ) : electrolytes.isError ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">We couldn&apos;t load your electrolytes.</p>
            <Button variant="outline" size="sm" onClick={() => void electrolytes.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="flex min-h-24 items-center justify-center gap-3 text-muted-foreground" aria-busy="true">
            <Spinner afterAWait className="size-5 text-primary" />
            <span className="text-sm font-medium">Loading your electrolytes…</span>
          </div>
        )}
        <InsightsPreview prompt={upgradePrompt} />
      </div>
    );
  } else if (!insights.data) {
    body = (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <p className="text-muted-foreground">We couldn&apos;t load your insights.</p>
        <Button variant="outline" onClick={() => void insights.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const data = insights.data;
    body = (
      // Another day's figures stay up while the shown day's load: dimmed, so they don't pass for it.
      <div
        className={cn("grid gap-7 transition-opacity", insights.isPlaceholderData && "opacity-60")}
        aria-busy={insights.isPlaceholderData}
      >
        {data.entries === 0 && (
          <p className="text-sm text-muted-foreground">Nothing logged on this day yet: log a meal to see how it adds up.</p>
        )}
        <UpperLimitWarnings warnings={data.warnings} />
        <ElectrolytesSection electrolytes={data.electrolytes} onAddSalt={() => void addSalt()} isAddingSalt={log.isPending} />
        <MacroTargetsSection protein={data.protein} ratio={data.ratio} />
        <NutrientPanel panel={data.panel} reference={data.reference} />
        <NutritionTrends date={date} tz={tz} />
        <p className="text-xs text-muted-foreground">{INSIGHTS_DISCLAIMER}</p>
      </div>
    );
  }

  return (
    // Below the log on every screen: the browser skips its style, layout and paint until it nears
    // the viewport (a Premium day's card is the largest part of the page). The intrinsic height: about its own.
    <Card
      ref={place}
      as="section"
      aria-labelledby="nutrition-insights-title"
      className="[contain-intrinsic-size:auto_1800px] [content-visibility:auto]"
    >
      <CardHeader className="pb-4">
        <SectionHeading
          id="nutrition-insights-title"
          icon={<Sparkles />}
          aside={
            <div className="ml-auto flex items-center gap-2">
              {access !== "premium" && (
                // On a phone the title and Edit targets need the room; the preview says Premium itself.
                <span className="hidden rounded-full bg-gradient-to-r from-ember to-primary px-2.5 py-0.5 text-xs font-bold tracking-wide text-primary-foreground uppercase sm:inline">
                  Premium
                </span>
              )}
              {targets.data && (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  <Settings2 aria-hidden="true" />
                  Edit targets
                </Button>
              )}
            </div>
          }
        >
          Nutrition insights
        </SectionHeading>
      </CardHeader>
      <CardContent>{body}</CardContent>
      {targets.data && <TargetsDialog open={editing} onOpenChange={setEditing} targets={targets.data.targets} />}
    </Card>
  );
}
