import { isDiscardableFast, reachedTarget, targetHours, type FastingSession } from "@app/shared/fasting";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import {
  isActiveFastExists,
  isNoActiveFast,
  useEndFastMutation,
  useFastingSchedule,
  useFastingSessions,
  useStartFastMutation,
} from "../api/fasting-queries";
import {
  DISCARD_ACTION,
  DISCARD_FAILURE_TITLE,
  DISCARD_SUCCESS_DESCRIPTION,
  DISCARD_SUCCESS_TITLE,
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
import { useDeleteFast } from "../hooks/use-delete-fast";
import { ActiveFastCard } from "./active-fast-card";
import { AddPastFastDialog } from "./add-past-fast-dialog";
import { EditFastDialog } from "./edit-fast-dialog";
import type { ZoneTimelineAccess } from "./fasting-zone";
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
 * Scrolls the page so `title`'s card starts below the sticky header, when the title is hidden
 * under the header or below the screen; a title already in view stays where it is. The card's
 * scroll margin (STATUS_CARD_SCROLL_MARGIN) is the header's height and a gap.
 */
function revealBelowHeader(title: HTMLElement) {
  const card = title.closest("section") ?? title;
  const clearance = parseFloat(getComputedStyle(card).scrollMarginTop) || 0;
  const { top, bottom } = title.getBoundingClientRect();
  if (top >= clearance && bottom <= window.innerHeight) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  card.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
}

/** The sticky header (4rem) and a gap: where a status card's top stops when it is brought into view. */
const STATUS_CARD_SCROLL_MARGIN = "scroll-mt-20";

interface FastingTimerProps {
  preferredType?: string | null;
  focusMode?: boolean;
  /** Premium's zone timeline: "checking" while the subscription loads, "preview" for free users. */
  zoneTimeline?: ZoneTimelineAccess;
  /** The quiet line free users see in its place. */
  zoneUpgradePrompt?: ReactNode;
}

/**
 * The dashboard's "Fasting Timer" section: the status card, the start form and recent sessions.
 * Starting and ending tell the user how it went (spec section 8 toasts); the history card and
 * every other reader of fasting data follow through the shared query keys. A fast ended within
 * minutes of its start (a mis-tap) can be discarded from the end toast. `focusMode`: the user
 * asked for no streaks and no celebrations.
 */
export function FastingTimer({ preferredType, focusMode = false, zoneTimeline, zoneUpgradePrompt }: FastingTimerProps) {
  const { active, recent, isLoading } = useFastingSessions();
  const schedule = useFastingSchedule().data;
  const statusTitleRef = useRef<HTMLHeadingElement>(null);
  // After a start or end the card under the user's pointer is replaced: move focus to the new one,
  // and bring its title into view below the sticky header if the swap left it out of sight.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const title = statusTitleRef.current;
    if (focusRequest === 0 || !title) return;
    title.focus({ preventScroll: true });
    revealBelowHeader(title);
  }, [focusRequest]);

  const start = useStartFastMutation();
  const end = useEndFastMutation();
  const deleteFast = useDeleteFast();
  const discardFast = async (session: FastingSession) => {
    const words = { title: DISCARD_SUCCESS_TITLE, description: DISCARD_SUCCESS_DESCRIPTION, failureTitle: DISCARD_FAILURE_TITLE };
    // The toast that held the button is gone: focus goes back to the status card.
    if (await deleteFast(session, words)) setFocusRequest((n) => n + 1);
  };
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
  const ended = (session: FastingSession) => {
    setFocusRequest((n) => n + 1);
    // The spec's words always. The success look (its check mark) is ours: only for a fast that
    // reached its target, and not in focus mode.
    const reached = reachedTarget(session.durationHours, targetHours(session.fastingType));
    const show = reached && !focusMode ? toast.success : toast;
    show(END_SUCCESS_TITLE, {
      description: endSuccessDescription(session.durationHours ?? 0),
      ...(isDiscardableFast(session) && { action: { label: DISCARD_ACTION, onClick: () => void discardFast(session) } }),
    });
  };
  const endFast = () => {
    if (end.isPending) return;
    end.mutate(undefined, {
      onSuccess: ended,
      onError: (error) => {
        // e.g. 409 NO_ACTIVE_FAST: it was already ended in another tab.
        console.warn("Could not end the fast", error);
        toast.error(END_FAILURE_TITLE, { description: END_FAILURE_DESCRIPTION });
      },
    });
  };
  // "End at…": a refusal of the time is shown at the dialog's field; one that the fast is gone, here.
  const endFastAt = async (endTime: string) => {
    try {
      ended(await end.mutateAsync(endTime));
    } catch (error) {
      if (isNoActiveFast(error)) toast.error(END_FAILURE_TITLE, { description: END_FAILURE_DESCRIPTION });
      throw error;
    }
  };
  const [editing, setEditing] = useState<FastingSession | null>(null);
  const isStarting = start.isPending;
  const isEnding = end.isPending;

  return (
    <section aria-labelledby="fasting-timer-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fasting-timer-title" className="text-xl font-bold tracking-tight">
          Fasting Timer
        </h2>
        <AddPastFastDialog preferredType={preferredType} />
      </div>
      {isLoading ? (
        <LoadingCard />
      ) : active ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ActiveFastCard
            session={active}
            celebrate={!focusMode}
            isEnding={isEnding}
            onEnd={endFast}
            onEndAt={endFastAt}
            onEditStart={() => setEditing(active)}
            titleRef={statusTitleRef}
            zoneTimeline={zoneTimeline}
            zoneUpgradePrompt={zoneUpgradePrompt}
            className={cn(STATUS_CARD_SCROLL_MARGIN, recent.length === 0 && "lg:col-span-2")}
          />
          <RecentSessionsCard sessions={recent} onEdit={setEditing} />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {schedule && (
            <ScheduledFastOffer schedule={schedule} recent={recent} isStarting={isStarting} onStart={startFast} className="lg:col-span-2" />
          )}
          <ReadyToFastCard titleRef={statusTitleRef} className={cn(STATUS_CARD_SCROLL_MARGIN, "lg:col-span-2")}>
            <StartFastForm isStarting={isStarting} onStart={startFast} preferredType={preferredType} />
          </ReadyToFastCard>
          <RecentSessionsCard sessions={recent} onEdit={setEditing} className="lg:col-span-2" />
        </div>
      )}
      <EditFastDialog session={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
