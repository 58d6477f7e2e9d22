import { RECENT_SESSIONS_LIMIT, type FastingSession } from "@app/shared/fasting";
import { useCallback, useEffect, useRef, useState } from "react";
import { getActiveFast } from "../api/get-active-fast";
import { getRecentFasts } from "../api/get-recent-fasts";

export interface FastingSessionsState {
  /** The running fast, or null. */
  active: FastingSession | null;
  /** Finished fasts, newest end first (at most RECENT_SESSIONS_LIMIT). */
  recent: FastingSession[];
  /** True until the first load settles. */
  isLoading: boolean;
}

interface Load {
  /** Background check (tab shown again): keep what we know when a read fails. */
  keepOnError?: boolean;
}

/**
 * The signed-in user's active and recent fasts, read in parallel. A failed read is logged and
 * counts as "none" / an empty list (spec section 8), except in a background check, which keeps
 * the last known state. Reads again whenever the tab becomes visible, so a fast started or ended
 * on another device or tab shows up.
 */
export function useFastingSessions() {
  const [state, setState] = useState<FastingSessionsState>({ active: null, recent: [], isLoading: true });
  const generation = useRef(0);

  const load = useCallback(async ({ keepOnError = false }: Load = {}) => {
    const current = ++generation.current;
    const [active, recent] = await Promise.allSettled([getActiveFast(), getRecentFasts()]);
    if (current !== generation.current) return; // a newer load has started: its answer wins
    if (active.status === "rejected") console.warn("Could not load the active fast", active.reason);
    if (recent.status === "rejected") console.warn("Could not load recent fasts", recent.reason);
    setState((previous) => ({
      active: active.status === "fulfilled" ? active.value : keepOnError ? previous.active : null,
      recent: recent.status === "fulfilled" ? recent.value : keepOnError ? previous.recent : [],
      isLoading: false,
    }));
  }, []);

  useEffect(() => {
    const loads = generation;
    void load();
    const onVisibility = () => {
      if (document.visibilityState === "visible") void load({ keepOnError: true });
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      loads.current++; // ignore answers that arrive after unmount
    };
  }, [load]);

  /** Show a session the server just returned, before the re-read confirms it. */
  const showStarted = useCallback((session: FastingSession) => {
    generation.current++;
    setState((previous) => ({ ...previous, active: session }));
  }, []);

  const showEnded = useCallback((session: FastingSession) => {
    generation.current++;
    setState((previous) => ({
      ...previous,
      active: null,
      recent: [session, ...previous.recent.filter((s) => s.id !== session.id)].slice(0, RECENT_SESSIONS_LIMIT),
    }));
  }, []);

  const refresh = useCallback(() => load(), [load]);

  return { ...state, refresh, showStarted, showEnded };
}
