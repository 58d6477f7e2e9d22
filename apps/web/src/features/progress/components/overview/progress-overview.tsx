import { LoadError } from "@/components/ui/load-error";
import {
  enteredFromKg,
  formatDelta,
  formatRate,
  formatWeight,
  fromCm,
  fromKg,
  MEASUREMENTS,
  type LengthUnit,
  type WeightUnit,
  type OverviewResponse,
} from "@app/shared/progress";
import { Camera, ChevronRight, Flame, NotebookPen, Ruler, Scale } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { Link } from "react-router";
import { LazyChart } from "@/components/chart-figure";
import { Card } from "@/components/ui/card";
import { formatDay, formatNumber } from "@/lib/format";
import type { ProgressAccess } from "../../access";
import { useOverview } from "../../api/progress-queries";
import { PrivateImage } from "@/components/private-image";

// recharts loads with the chart, never with the landing page.
const ProgressChart = lazy(() => import("../progress-chart"));

const tileLink = "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

function TileTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <span className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
      <span aria-hidden="true" className="text-primary [&_svg]:size-4">
        {icon}
      </span>
      {title}
      <ChevronRight aria-hidden="true" className="ml-auto size-4" />
    </span>
  );
}

function Tile({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="transition-shadow hover:shadow-md">
      <Link to={to} className={`grid h-full content-start gap-2 rounded-xl p-5 ${tileLink}`}>
        <TileTitle icon={icon} title={title} />
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
const Note = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <span className="text-sm text-muted-foreground" data-testid={testId}>
    {children}
  </span>
);

/** A figure with its name above it: the trend and the last weigh-in are two numbers, never to be confused. */
function Labelled({ label, children, testId, note }: { label: string; children: ReactNode; testId: string; note?: ReactNode }) {
  return (
    <p className="grid gap-0.5">
      <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</span>
      <Figure testId={testId}>{children}</Figure>
      {note && <Note>{note}</Note>}
    </p>
  );
}

/**
 * The weight: the trend and the last weigh-in, each named, what the trend did since the first
 * weigh-in, and the last 30 days' chart. Not one link as a whole: the chart under a finger shows
 * its tooltip, it does not leave the page.
 */
function WeightCard({ weight, unit, today }: { weight: OverviewResponse["weight"]; unit: WeightUnit; today: string }) {
  return (
    <Card as="section" aria-labelledby="overview-weight-title" className="grid content-start gap-3 p-5 sm:col-span-2">
      <h2 id="overview-weight-title">
        <Link to="/progress/weight" className={`block rounded-md ${tileLink}`}>
          <TileTitle icon={<Scale />} title="Weight" />
        </Link>
      </h2>
      {weight ? (
        <>
          <div className="flex flex-wrap gap-x-8 gap-y-2">
            <Labelled label="Trend" testId="overview-trend">
              {formatWeight(weight.trendKg, unit)}
            </Labelled>
            <Labelled label="Last weigh-in" testId="overview-last-weigh-in" note={formatDay(weight.latestDate, { short: true })}>
              {formatWeight(weight.latestKg, unit, { entered: true })}
            </Labelled>
          </div>
          <Note testId="overview-weight-change">
            Trend {formatWeight(weight.changeKg, unit, { delta: true })} since your first weigh-in on{" "}
            {formatDay(weight.startDate, { short: true })}
            {weight.rate ? ` · ${formatRate(weight.rate, unit)}` : ""}
          </Note>
          <LazyChart fallback={<div className="h-40 animate-pulse rounded-lg bg-muted/50" />}>
            <ProgressChart
              compact
              points={weight.days.map((d) => ({
                date: d.date,
                trend: fromKg(d.trendKg, unit),
                value: d.weightKg === null ? null : enteredFromKg(d.weightKg, unit),
              }))}
              to={today}
              unit={unit}
              valueLabel="Weigh-in"
              trendLabel="Trend"
            />
          </LazyChart>
        </>
      ) : (
        <Note>Log your first weigh-in to start your trend.</Note>
      )}
    </Card>
  );
}

const MEASUREMENT_LABELS: Record<NonNullable<OverviewResponse["measurement"]>["key"], string> = {
  ...Object.fromEntries(MEASUREMENTS.map((m) => [m.key, m.label])),
  bodyFatPct: "Body fat",
} as Record<NonNullable<OverviewResponse["measurement"]>["key"], string>;

function MeasurementTile({ measurement, unit }: { measurement: OverviewResponse["measurement"]; unit: LengthUnit }) {
  if (!measurement) {
    return (
      <Tile to="/progress/measurements" icon={<Ruler />} title="Measurements">
        <Note>Measure your waist once a week: the tape often moves when the scale doesn't.</Note>
      </Tile>
    );
  }
  const percent = measurement.key === "bodyFatPct";
  const shownUnit = percent ? "%" : unit;
  const shown = (cm: number) => (percent ? cm : fromCm(cm, unit));
  const moved = measurement.firstDate !== measurement.latestDate;
  return (
    <Tile to="/progress/measurements" icon={<Ruler />} title="Measurements">
      <span className="text-sm font-semibold" data-testid="overview-measurement-name">
        {MEASUREMENT_LABELS[measurement.key]}
        {moved && <span className="font-normal text-muted-foreground">, the one that changed most</span>}
      </span>
      <Figure testId="overview-measurement">
        {formatNumber(shown(measurement.latest), { fixed: true })} {shownUnit}
      </Figure>
      <Note testId="overview-measurement-change">
        {moved
          ? `${formatDelta(shown(measurement.latest) - shown(measurement.first), shownUnit)} since ${formatDay(measurement.firstDate, { short: true })}`
          : `Measured ${formatDay(measurement.latestDate, { short: true })}`}
      </Note>
    </Tile>
  );
}

function PhotoTile({ photo }: { photo: OverviewResponse["latestPhoto"] }) {
  return (
    <Tile to="/progress/photos" icon={<Camera />} title="Latest photo">
      {photo ? (
        <span className="flex items-end gap-3">
          <PrivateImage
            url={photo.thumbUrl}
            alt={`Your latest ${photo.pose} photo, ${formatDay(photo.takenOn, { short: true })}`}
            className="h-24 w-20 rounded-md"
          />
          <Note>{formatDay(photo.takenOn, { short: true })}</Note>
        </span>
      ) : (
        <Note>Add a photo to compare later.</Note>
      )}
    </Tile>
  );
}

interface ProgressOverviewProps {
  today: string;
  unit: WeightUnit;
  lengthUnit: LengthUnit;
  access: ProgressAccess;
  /** Where the Premium tiles would be, for a free user. */
  upgradeLine: ReactNode;
  focusMode?: boolean;
}

/**
 * /progress's first screen: the weight with its chart, the measurement that changed most and the
 * latest photo (Premium; a free user gets one quiet line in their place, and the server sends
 * neither), then the fasting week and the journal. In focus mode the journal shows no streak.
 */
export function ProgressOverview({ today, unit, lengthUnit, access, upgradeLine, focusMode = false }: ProgressOverviewProps) {
  const overview = useOverview(today);
  const data = overview.data;
  if (overview.isError && !data) {
    return <LoadError what="your progress" onRetry={() => void overview.refetch()} />;
  }
  if (!data) return <div className="grid h-40 animate-pulse rounded-xl bg-muted/50" />;
  const hours = formatNumber(data.fasting.hoursThisWeek);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <WeightCard weight={data.weight} unit={unit} today={today} />
      {access === "premium" ? (
        <>
          <MeasurementTile measurement={data.measurement} unit={lengthUnit} />
          <PhotoTile photo={data.latestPhoto} />
        </>
      ) : access === "free" ? (
        <Card as="section" aria-labelledby="overview-premium-title" className="grid content-start gap-2 p-5 sm:col-span-2">
          <h2 id="overview-premium-title" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Ruler aria-hidden="true" className="size-4 text-primary" />
            Measurements and photos
          </h2>
          {upgradeLine}
        </Card>
      ) : (
        <div aria-hidden="true" className="min-h-24 animate-pulse rounded-xl bg-muted/50 sm:col-span-2" />
      )}
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
    </div>
  );
}
