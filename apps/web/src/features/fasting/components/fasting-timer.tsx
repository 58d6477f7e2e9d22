import type { FastingSession } from "@app/shared/fasting";
import { useCallback, useEffect, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useEndFast } from "../hooks/use-end-fast";
import { useFastingSessions } from "../hooks/use-fasting-sessions";
import { useStartFast } from "../hooks/use-start-fast";
import { ActiveFastCard } from "./active-fast-card";
import { ReadyToFastCard } from "./ready-to-fast-card";
import { RecentSessionsCard } from "./recent-sessions-card";
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
 * `onFastEnded` lets the page refresh what depends on finished fasts (the history card).
 */
export function FastingTimer({ onFastEnded }: { onFastEnded?: () => void } = {}) {
  const { active, recent, isLoading, refresh, showStarted, showEnded } = useFastingSessions();
  const statusTitleRef = useRef<HTMLHeadingElement>(null);
  // After a start or end the card under the user's pointer is replaced: move focus to the new one.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) statusTitleRef.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  const refreshAll = useCallback(() => void refresh(), [refresh]);
  const onStarted = useCallback(
    (session: FastingSession) => {
      showStarted(session);
      setFocusRequest((n) => n + 1);
    },
    [showStarted],
  );
  const onEnded = useCallback(
    (session: FastingSession) => {
      showEnded(session);
      setFocusRequest((n) => n + 1);
      onFastEnded?.();
    },
    [showEnded, onFastEnded],
  );
  const { startFast, isStarting } = useStartFast({ onStarted, onSettled: refreshAll });
  const { endFast, isEnding } = useEndFast({ onEnded, onSettled: refreshAll });

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
            onEnd={() => void endFast()}
            titleRef={statusTitleRef}
            className={recent.length === 0 ? "lg:col-span-2" : undefined}
          />
          <RecentSessionsCard sessions={recent} />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ReadyToFastCard titleRef={statusTitleRef} />
          <StartFastForm isStarting={isStarting} onStart={(type) => void startFast(type)} />
          <RecentSessionsCard sessions={recent} className="lg:col-span-2" />
        </div>
      )}
    </section>
  );
}
