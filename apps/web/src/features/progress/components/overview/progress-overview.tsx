import { LoadError } from "@/components/ui/load-error";
import { formatRate, formatWeight, type WeightUnit } from "@app/shared/progress";
import type { OverviewResponse } from "@app/shared/contracts/progress";
import { Camera, ChevronRight, Flame, NotebookPen, Scale } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { formatDay, formatNumber } from "@/lib/format";
import type { ProgressAccess } from "../../access";
import { useOverview } from "../../api/progress-queries";
import { PrivateImage } from "@/components/private-image";

function Tile({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="transition-shadow hover:shadow-md">
      <Link
        to={to}
        className="grid h-full content-start gap-2 rounded-xl p-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <span aria-hidden="true" className="text-primary [&_svg]:size-4">
            {icon}
          </span>
          {title}
          <ChevronRight aria-hidden="true" className="ml-auto size-4" />
        </span>
        {children}
      </Link>
    </Card>
  );
}

const Figure = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <span className="font-display text-3xl font-extrabold tracking-tight tabular-nums" data-testid={testId}>
    {children}
  </span>
);
const Note = ({ children }: { children: ReactNode }) => <span className="text-sm text-muted-foreground">{children}</span>;

function WeightTile({ weight, unit }: { weight: OverviewResponse["weight"]; unit: WeightUnit }) {
  return (
    <Tile to="/progress/weight" icon={<Scale />} title="Weight">
      {weight ? (
        <>
          <Figure testId="overview-trend">{formatWeight(weight.trendKg, unit)}</Figure>
          <Note>
            {formatWeight(weight.changeKg, unit, { delta: true })} since {formatDay(weight.startDate, { short: true })}
            {weight.rate ? ` · ${formatRate(weight.rate, unit)}` : ""}
          </Note>
        </>
      ) : (
        <Note>Log your first weigh-in to start your trend.</Note>
      )}
    </Tile>
  );
}

/** /progress's first screen: one figure per section, each a link to it. In focus mode the journal shows no streak. */
export function ProgressOverview({
  today,
  unit,
  access,
  focusMode = false,
}: {
  today: string;
  unit: WeightUnit;
  access: ProgressAccess;
  focusMode?: boolean;
}) {
  const overview = useOverview(today);
  const data = overview.data;
  if (overview.isError && !data) {
    return <LoadError what="your progress" onRetry={() => void overview.refetch()} />;
  }
  if (!data) return <div className="grid h-40 animate-pulse rounded-xl bg-muted/50" />;
  const hours = formatNumber(data.fasting.hoursThisWeek);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <WeightTile weight={data.weight} unit={unit} />
      <Tile to="/dashboard" icon={<Flame />} title="Fasting, last 7 days">
        <Figure testId="overview-fasting">{hours} h</Figure>
        {/* Ended, not "completed": a fast counts as completed only when it reached its target. */}
        <Note>{data.fasting.fastsThisWeek === 1 ? "1 fast ended" : `${data.fasting.fastsThisWeek} fasts ended`}</Note>
      </Tile>
      <Tile to="/progress/journal" icon={<NotebookPen />} title="Journal">
        {focusMode ? (
          <Note>How your days feel, in your own words.</Note>
        ) : (
          <>
            <Figure testId="overview-streak">{data.journalStreak === 1 ? "1 day" : `${data.journalStreak} days`}</Figure>
            <Note>{data.journalStreak > 0 ? "in a row with an entry" : "Write a line about today."}</Note>
          </>
        )}
      </Tile>
      <Tile to="/progress/photos" icon={<Camera />} title="Photos">
        {data.latestPhoto ? (
          <PrivateImage
            url={data.latestPhoto.thumbUrl}
            alt={`Your latest ${data.latestPhoto.pose} photo, ${formatDay(data.latestPhoto.takenOn, { short: true })}`}
            className="h-24 w-20 rounded-md"
          />
        ) : access === "checking" ? (
          <div aria-hidden="true" className="h-24 w-20 animate-pulse rounded-md bg-muted/50" />
        ) : (
          <Note>{access === "premium" ? "Add a photo to compare later." : "Private progress photos come with Premium."}</Note>
        )}
      </Tile>
    </div>
  );
}
