import type { FastingSession } from "@app/shared/fasting";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { startFast } from "../api/start-fast";
import { START_FAILURE_DESCRIPTION, START_FAILURE_TITLE, START_SUCCESS_TITLE, startSuccessDescription } from "../messages";

interface Options {
  onStarted: (session: FastingSession) => void;
  /** After success or failure: read the server's state again. */
  onSettled: () => void;
}

/** Starts a fast and tells the user how it went (spec section 8 toasts). */
export function useStartFast({ onStarted, onSettled }: Options) {
  const [isStarting, setIsStarting] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (fastingType: string) => {
      if (running.current) return;
      running.current = true;
      setIsStarting(true);
      try {
        const session = await startFast(fastingType);
        onStarted(session);
        toast.success(START_SUCCESS_TITLE, { description: startSuccessDescription(session.fastingType) });
      } catch (error) {
        // e.g. 409 ACTIVE_FAST_EXISTS: another tab or device started one first.
        console.warn("Could not start a fast", error);
        toast.error(START_FAILURE_TITLE, { description: START_FAILURE_DESCRIPTION });
      } finally {
        running.current = false;
        setIsStarting(false);
        onSettled();
      }
    },
    [onStarted, onSettled],
  );

  return { startFast: run, isStarting };
}
