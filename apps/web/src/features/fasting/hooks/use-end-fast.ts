import type { FastingSession } from "@app/shared/fasting";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { endFast } from "../api/end-fast";
import { END_FAILURE_DESCRIPTION, END_FAILURE_TITLE, END_SUCCESS_TITLE, endSuccessDescription } from "../messages";

interface Options {
  onEnded: (session: FastingSession) => void;
  /** After success or failure: read the server's state again. */
  onSettled: () => void;
}

/** Ends the running fast and tells the user how long it lasted (spec section 8 toasts). */
export function useEndFast({ onEnded, onSettled }: Options) {
  const [isEnding, setIsEnding] = useState(false);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setIsEnding(true);
    try {
      const session = await endFast();
      onEnded(session);
      toast.success(END_SUCCESS_TITLE, { description: endSuccessDescription(session.durationHours ?? 0) });
    } catch (error) {
      // e.g. 409 NO_ACTIVE_FAST: it was already ended in another tab.
      console.warn("Could not end the fast", error);
      toast.error(END_FAILURE_TITLE, { description: END_FAILURE_DESCRIPTION });
    } finally {
      running.current = false;
      setIsEnding(false);
      onSettled();
    }
  }, [onEnded, onSettled]);

  return { endFast: run, isEnding };
}
