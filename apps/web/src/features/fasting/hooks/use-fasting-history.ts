import type { FastingHistory } from "@app/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorCode, errorMessage } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { getFastingHistory } from "../api/get-fasting-history";

export type FastingHistoryState =
  | { status: "loading" }
  /** The server says this is a Premium feature (403 PREMIUM_REQUIRED). */
  | { status: "locked" }
  | { status: "error" }
  | ({ status: "ready"; isLoadingMore: boolean } & FastingHistory);

/**
 * The Premium fasting history: the first page and the lifetime stats, then more pages on demand.
 * Reads again when `enabled` turns on or `refreshKey` changes (e.g. a fast ended).
 */
export function useFastingHistory({ enabled, refreshKey }: { enabled: boolean; refreshKey: number }) {
  const [state, setState] = useState<FastingHistoryState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const current = ++generation.current;
    const controller = new AbortController();
    getFastingHistory(null, controller.signal).then(
      (page) => {
        if (current === generation.current) setState({ status: "ready", isLoadingMore: false, ...page });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Could not load the fasting history", error);
        if (current === generation.current) {
          setState({ status: errorCode(error) === "PREMIUM_REQUIRED" ? "locked" : "error" });
        }
      },
    );
    return () => controller.abort();
  }, [enabled, refreshKey, attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(async () => {
    if (state.status !== "ready" || !state.nextCursor || state.isLoadingMore) return;
    const current = generation.current;
    setState({ ...state, isLoadingMore: true });
    try {
      const page = await getFastingHistory(state.nextCursor);
      if (current !== generation.current) return;
      setState({
        status: "ready",
        isLoadingMore: false,
        sessions: [...state.sessions, ...page.sessions],
        nextCursor: page.nextCursor,
        stats: page.stats,
      });
    } catch (error) {
      console.warn("Could not load more of the fasting history", error);
      toast.error("Couldn't load more fasts", { description: errorMessage(error) });
      if (current === generation.current) setState({ ...state, isLoadingMore: false });
    }
  }, [state]);

  return { state, retry, loadMore };
}
