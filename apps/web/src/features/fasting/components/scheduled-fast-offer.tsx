import {
  nextScheduledStart,
  SCHEDULE_EARLY_MS,
  scheduledStartAround,
  type FastingSession,
  type StoredFastingSchedule,
} from "@app/shared/fasting";
import { CalendarClock, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { formatClock, formatUpcoming } from "@/lib/format";
import { userTimeZone } from "@/lib/local-day";

/** Often enough that the offer shows within a minute of its window opening. */
const RECHECK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What the plan means now, in the zone the device is in (20:00 stays 20:00 for a traveller): the
 * start to offer when its window is open and no fast has started in it yet, else the next one.
 */
export function planNow(schedule: StoredFastingSchedule, recent: FastingSession[], now: Date, timeZone: string) {
  const around = scheduledStartAround(schedule, now, timeZone);
  if (around?.kind !== "due") return around;
  const windowOpened = around.start.getTime() - SCHEDULE_EARLY_MS;
  if (!recent.some((fast) => Date.parse(fast.startTime) >= windowOpened)) return around;
  const next = nextScheduledStart(schedule, around.start, timeZone);
  return next && { kind: "next" as const, start: next };
}

interface ScheduledFastOfferProps {
  schedule: StoredFastingSchedule;
  /** The recent finished fasts: one started in the window already took this start. */
  recent: FastingSession[];
  isStarting: boolean;
  /** Starts the planned type through the dashboard's own start (its toasts and refusals). */
  onStart: (fastingType: string) => void;
  className?: string;
}

/**
 * Shown with no fast running: "Start now" from 30 minutes before the planned start to 2 hours
 * after it (decision 021), else a quiet line with the next planned start.
 */
export function ScheduledFastOffer({ schedule, recent, isStarting, onStart, className }: ScheduledFastOfferProps) {
  const now = useNow();
  const plan = planNow(schedule, recent, now, userTimeZone());
  if (!plan) return null;
  if (plan.kind === "next") {
    return (
      <p className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}>
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Next fast: {formatUpcoming(plan.start, now)} ({schedule.fastingType})
        </span>
      </p>
    );
  }
  return (
    <Card
      as="section"
      aria-labelledby="planned-fast-title"
      className={cn("flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6", className)}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <CalendarClock className="size-6" />
      </span>
      <div className="grid gap-1">
        <h3 id="planned-fast-title" className="text-lg font-bold tracking-tight">
          Your planned fast
        </h3>
        <p className="text-sm text-muted-foreground">
          {schedule.fastingType} is planned for {formatClock(plan.start)}. Start it now, or pick another fast below.
        </p>
      </div>
      <Button className="sm:ml-auto" disabled={isStarting} onClick={() => onStart(schedule.fastingType)}>
        {isStarting ? <Spinner /> : <Play aria-hidden="true" className="fill-current" />}
        Start now
      </Button>
    </Card>
  );
}
