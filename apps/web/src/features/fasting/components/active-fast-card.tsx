import { formatElapsed, type FastingSession } from "@app/shared/fasting";
import { CircleCheck, Flag, Flame, Pencil } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDayAndClock } from "@/lib/format";
import { fastTiming, remainingText, targetLabel, zoneMarks } from "../fast-timing";
import { useFastClock } from "../hooks/use-fast-clock";
import { EndAtDialog } from "./end-at-dialog";
import { EndFastButton } from "./end-fast-button";
import { FastRing } from "./fast-ring";
import { FastingZone, type ZoneTimelineAccess } from "./fasting-zone";
import { ProgressInfo } from "./progress-info";

interface ActiveFastCardProps {
  session: FastingSession;
  /** The burst at the target; off in focus mode (no celebrations). */
  celebrate?: boolean;
  isEnding: boolean;
  onEnd: () => void;
  /** "End at…": ends it at the time chosen; rejects with the server's refusal. */
  onEndAt: (endTime: string) => Promise<unknown>;
  /** Opens "Edit start time". */
  onEditStart: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
  /** Premium: the zone timeline and the ring's zone marks; free users see `zoneUpgradePrompt` instead. */
  zoneTimeline?: ZoneTimelineAccess;
  zoneUpgradePrompt?: ReactNode;
}

/**
 * The running fast (spec: "Fasting in Progress"): a ring with the elapsed time and percentage,
 * when the target is reached and how long is left, the type, the start and End Fast. The timer
 * is not a live region: a screen reader reads it when asked, not every second.
 */
export function ActiveFastCard({
  session,
  celebrate = true,
  isEnding,
  onEnd,
  onEndAt,
  onEditStart,
  titleRef,
  className,
  zoneTimeline = "checking",
  zoneUpgradePrompt,
}: ActiveFastCardProps) {
  const now = useFastClock(session.startTime);
  const timing = fastTiming(session.startTime, session.fastingType, now);
  const { elapsedMs, percent, completed, targetHours: target, targetEndMs } = timing;
  const elapsed = formatElapsed(elapsedMs);

  return (
    <Card as="section" aria-labelledby="fast-status-title" className={cn("@container overflow-hidden", className)}>
      <CardHeader className="flex-row items-center justify-between gap-3 border-b border-border/70 bg-ember-soft/50 py-4">
        <CardTitle as="h3" id="fast-status-title" ref={titleRef} tabIndex={-1} className="text-xl outline-none">
          Fasting in Progress
        </CardTitle>
        {/* Past its target the fast is no longer on its way to something: it says so, not "Live". */}
        {completed ? (
          <span
            data-testid="fast-status-badge"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-success shadow-xs"
          >
            <CircleCheck aria-hidden="true" className="size-3.5" />
            Target reached
          </span>
        ) : (
          <span
            data-testid="fast-status-badge"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-ember-strong shadow-xs"
          >
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-ember opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-ember" />
            </span>
            Live
          </span>
        )}
      </CardHeader>
      <CardContent // Ring beside the details once the card is wide enough (its own width, not the window's).
        className="grid gap-6 pt-6 @lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] @lg:items-center @lg:gap-8 @3xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]"
      >
        <div className="flex flex-col items-center gap-3">
          <FastRing
            percent={percent}
            valueText={`${percent}% of ${target} hours`}
            completed={completed}
            celebrate={celebrate}
            marks={zoneTimeline === "premium" ? zoneMarks(target) : undefined}
          >
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase" id="elapsed-label">
              Elapsed time
            </p>
            <p role="timer" aria-labelledby="elapsed-label" className="font-display text-4xl font-extrabold tracking-tight tabular-nums">
              {elapsed}
            </p>
            <p className="inline-flex items-center gap-1 text-lg">
              <span className={cn("font-bold tabular-nums", completed && "text-success")} data-testid="fast-progress-percent">
                {percent}%
              </span>
              <ProgressInfo fastingType={session.fastingType} targetHours={target} />
            </p>
          </FastRing>
          <p
            role="status"
            className={cn("inline-flex items-center gap-1.5 text-base font-semibold", completed ? "text-success" : "text-ember-strong")}
          >
            {completed ? <CircleCheck aria-hidden="true" className="size-5" /> : <Flame aria-hidden="true" className="size-5" />}
            {completed ? "Fast completed!" : "Keep going!"}
          </p>
        </div>

        <div className="grid gap-5">
          <div className="flex items-start gap-3 rounded-lg border border-border bg-background/60 px-4 py-3">
            <Flag aria-hidden="true" className="mt-1 size-5 shrink-0 text-ember-strong" />
            <div className="grid gap-0.5">
              <p className="font-semibold" data-testid="fast-ends">
                {targetLabel(timing)}{" "}
                <time dateTime={new Date(targetEndMs).toISOString()} className="tabular-nums">
                  {formatDayAndClock(targetEndMs)}
                </time>
              </p>
              <p className="text-sm text-muted-foreground tabular-nums" data-testid="fast-remaining">
                {remainingText(timing)}
              </p>
            </div>
          </div>

          <FastingZone startMs={Date.parse(session.startTime)} now={now} timeline={zoneTimeline} upgradePrompt={zoneUpgradePrompt} />

          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-muted/70 p-4 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Fasting type</dt>
              <dd className="font-semibold" data-testid="fast-type">
                {session.fastingType}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Target</dt>
              <dd className="font-semibold">{target} hours</dd>
            </div>
            <div className="col-span-2 grid gap-0.5">
              <dt className="text-muted-foreground">Started</dt>
              <dd className="flex flex-wrap items-center justify-between gap-x-3 font-semibold">
                <time dateTime={session.startTime} data-testid="fast-start-time">
                  {formatDayAndClock(session.startTime)}
                </time>
                <Button variant="link" size="inline" onClick={onEditStart}>
                  <Pencil aria-hidden="true" />
                  Edit start
                </Button>
              </dd>
            </div>
          </dl>

          <div className="flex flex-col items-center gap-2 sm:flex-row @lg:justify-start">
            <EndFastButton completed={completed} elapsed={elapsed} targetHours={target} isEnding={isEnding} onEnd={onEnd} />
            <EndAtDialog startTime={session.startTime} onEndAt={onEndAt} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
