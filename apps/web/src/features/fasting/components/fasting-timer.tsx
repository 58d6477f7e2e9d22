import type { FastingSession } from "@app/shared/fasting";
import { useEffect, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import {
  isActiveFastExists,
  useEndFastMutation,
  useFastingSchedule,
  useFastingSessions,
  useStartFastMutation,
} from "../api/fasting-queries";
import {
  END_FAILURE_DESCRIPTION,
  END_FAILURE_TITLE,
  END_SUCCESS_TITLE,
  endSuccessDescription,
  START_FAILURE_DESCRIPTION,
  START_FAILURE_TITLE,
  START_SUCCESS_TITLE,
  startSuccessDescription,
} from "../messages";
import { toast } from "@/lib/toast";
import { ActiveFastCard } from "./active-fast-card";
import { ReadyToFastCard } from "./ready-to-fast-card";
import { RecentSessionsCard } from "./recent-sessions-card";
import { ScheduledFastOffer } from "./scheduled-fast-offer";
import { StartFastForm } from "./start-fast-form";

function LoadingCard() {
  return (
    <Card className="flex min-h-64 items-center justify-center gap-3 p-8 text-muted-foreground" aria-busy="true">
      <Spinner className="size-5 text-primary" />
      <span className="text-sm font-medium">Loading your fasts…</span>
    </Card>
  );
}

/**
 * The dashboard's "Fasting Timer" section: the status card, the start form and recent sessions.
 * Starting and ending tell the user how it went (spec section 8 toasts); the history card and
 * every other reader of fasting data follow through the shared query keys.
 */
export function FastingTimer({ preferredType }: { preferredType?: string | null }) {
  const { active, recent, isLoading } = useFastingSessions();
  const schedule = useFastingSchedule().data;
  const statusTitleRef = useRef<HTMLHeadingElement>(null);
  // After a start or end the card under the user's pointer is replaced: move focus to the new one.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) statusTitleRef.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  const start = useStartFastMutation();
  const end = useEndFastMutation();
  const startFast = (fastingType: string) => {
    if (start.isPending) return;
    start.mutate(fastingType, {
      onSuccess: (session: FastingSession) => {
        setFocusRequest((n) => n + 1);
        toast.success(START_SUCCESS_TITLE, { description: startSuccessDescription(session.fastingType) });
      },
      onError: (error) => {
        console.warn("Could not start a fast", error);
        toast.error(START_FAILURE_TITLE, { description: START_FAILURE_DESCRIPTION });
        // Another tab or device started one first: its card, read again already, replaces the form.
        if (isActiveFastExists(error)) setFocusRequest((n) => n + 1);
      },
    });
  };
  const endFast = () => {
    if (end.isPending) return;
    end.mutate(undefined, {
      onSuccess: (session: FastingSession) => {
        setFocusRequest((n) => n + 1);
        toast.success(END_SUCCESS_TITLE, { description: endSuccessDescription(session.durationHours ?? 0) });
      },
      onError: (error) => {
        // e.g. 409 NO_ACTIVE_FAST: it was already ended in another tab.
        console.warn("Could not end the fast", error);
        toast.error(END_FAILURE_TITLE, { description: END_FAILURE_DESCRIPTION });
      },
    });
  };
  const isStarting = start.isPending;
  const isEnding = end.isPending;

  return (
    <section aria-labelledby="fasting-timer-title" className="grid gap-4">
      <h2 id="fasting-timer-title" className="text-xl font-bold tracking-tight">
        Fasting Timer
      </h2>
      {isLoading ? (
        <LoadingCard />
      ) : active ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ActiveFastCard
            session={active}
            isEnding={isEnding}
            onEnd={endFast}
            titleRef={statusTitleRef}
            className={recent.length === 0 ? "lg:col-span-2" : undefined}
          />
          <RecentSessionsCard sessions={recent} />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {schedule && (
            <ScheduledFastOffer schedule={schedule} recent={recent} isStarting={isStarting} onStart={startFast} className="lg:col-span-2" />
          )}
          <ReadyToFastCard titleRef={statusTitleRef} />
          <StartFastForm isStarting={isStarting} onStart={startFast} preferredType={preferredType} />
          <RecentSessionsCard sessions={recent} className="lg:col-span-2" />
        </div>
      )}
    </section>
  );
}
