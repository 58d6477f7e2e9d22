import { formatElapsed, progressPercent, targetHours, type FastingSession } from "@app/shared/fasting";
import { CircleCheck, Flame } from "lucide-react";
import type { Ref } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { useFastClock } from "../hooks/use-fast-clock";
import { EndFastButton } from "./end-fast-button";
import { ProgressInfo } from "./progress-info";

interface ActiveFastCardProps {
  session: FastingSession;
  isEnding: boolean;
  onEnd: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

/** The running fast (spec: "Fasting in Progress"): elapsed time, progress, type, start, End Fast. */
export function ActiveFastCard({ session, isEnding, onEnd, titleRef, className }: ActiveFastCardProps) {
  const now = useFastClock(session.startTime);
  const elapsedMs = Math.max(0, now - Date.parse(session.startTime));
  const elapsed = formatElapsed(elapsedMs);
  const percent = progressPercent(elapsedMs, session.fastingType);
  const target = targetHours(session.fastingType);
  const completed = percent >= 100;

  return (
    <Card as="section" aria-labelledby="fast-status-title" className={cn("overflow-hidden", className)}>
      <CardHeader className="flex-row items-center justify-between gap-3 border-b border-border/70 bg-ember-soft/50 py-4">
        <CardTitle as="h3" id="fast-status-title" ref={titleRef} tabIndex={-1} className="text-xl outline-none">
          Fasting in Progress
        </CardTitle>
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-ember-strong shadow-xs">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-ember opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2 rounded-full bg-ember" />
          </span>
          Live
        </span>
      </CardHeader>
      <CardContent className="grid gap-6 pt-6">
        <div className="text-center">
          <p className="text-sm font-medium text-muted-foreground" id="elapsed-label">
            Elapsed time
          </p>
          <p
            role="timer"
            aria-labelledby="elapsed-label"
            className="mt-1 font-display text-5xl font-extrabold tracking-tight tabular-nums sm:text-6xl"
          >
            {elapsed}
          </p>
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-muted-foreground">Progress</span>
            <span className="inline-flex items-center gap-1">
              <span className="font-bold tabular-nums" data-testid="fast-progress-percent">
                {percent}%
              </span>
              <ProgressInfo fastingType={session.fastingType} targetHours={target} />
            </span>
          </div>
          <Progress value={percent} label="Fasting progress" valueText={`${percent}% of ${target} hours`} />
          <p
            role="status"
            className={cn("mt-1 inline-flex items-center gap-1.5 text-sm font-semibold", completed ? "text-success" : "text-ember-strong")}
          >
            {completed ? <CircleCheck aria-hidden="true" className="size-4" /> : <Flame aria-hidden="true" className="size-4" />}
            {completed ? "Fast completed!" : "Keep going!"}
          </p>
        </div>

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
            <dd className="font-semibold">
              <time dateTime={session.startTime} data-testid="fast-start-time">
                {new Date(session.startTime).toLocaleString()}
              </time>
            </dd>
          </div>
        </dl>

        <EndFastButton
          completed={completed}
          elapsed={elapsed}
          targetHours={target}
          isEnding={isEnding}
          onEnd={onEnd}
          className="justify-self-center"
        />
      </CardContent>
    </Card>
  );
}
