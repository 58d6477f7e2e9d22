import { RECENT_SESSIONS_LIMIT, type EditFastBody, type FastingScheduleBody, type FastingSession } from "@app/shared/fasting";
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { errorCode, errorMessage } from "@/lib/errors";
import { userTimeZone } from "@/lib/local-day";
import { tolerantRead } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import {
  addPastFast,
  deleteFast,
  deleteFastingSchedule,
  editFast,
  endFast,
  getActiveFast,
  getFastingHistory,
  getFastingMonthStats,
  getFastingSchedule,
  getRecentFasts,
  restoreFast,
  saveFastingSchedule,
  setScheduleTimeZone,
  startFast,
} from "./fasting-api";

/** Every fasting query key, in one place: mutations invalidate by these. */
export const fastingKeys = {
  all: ["fasting"] as const,
  active: () => [...fastingKeys.all, "active"] as const,
  recent: () => [...fastingKeys.all, "recent"] as const,
  history: () => [...fastingKeys.all, "history"] as const,
  /** Under `all`, so starting or ending a fast reads the calendar and streaks again too. */
  stats: (month: string, tz: string) => [...fastingKeys.all, "stats", month, tz] as const,
  /** Outside `all`: starting or ending a fast leaves the plan as it is. */
  schedule: () => ["fasting-schedule"] as const,
};

// Spec section 8: a failed read of the active or recent fasts is logged and counts as none / an
// empty list, never an error on screen (tolerantRead).

/** The running fast (or null) and the recent finished ones; read again when the tab is shown. */
export function useFastingSessions() {
  const client = useQueryClient();
  const active = useActiveFastQuery();
  const recent = useQuery(recentFastsQuery(client));
  return {
    active: active.data ?? null,
    recent: recent.data ?? [],
    isLoading: active.isPending || recent.isPending,
  };
}

/** The recent finished fasts, for useFastingSessions and the dashboard's loader. */
export const recentFastsQuery = (client: QueryClient) =>
  queryOptions({
    queryKey: fastingKeys.recent(),
    queryFn: tolerantRead<FastingSession[]>(client, fastingKeys.recent(), "recent fasts", [], getRecentFasts),
  });

/** The running fast (or null), for useActiveFastQuery and for the signed-in layout's loader. */
export const activeFastQuery = (client: QueryClient) =>
  queryOptions({
    queryKey: fastingKeys.active(),
    queryFn: tolerantRead<FastingSession | null>(client, fastingKeys.active(), "the active fast", null, getActiveFast),
  });

/** The running fast alone (the app shell's reminders need no recent fasts). */
export const useActiveFastQuery = () => useQuery(activeFastQuery(useQueryClient()));

/**
 * Starts a fast: shows it at once, then reads the server's state again, success or not. The read
 * is awaited (onSettled returns it), so when a start is refused because a fast already runs (409
 * ACTIVE_FAST_EXISTS: another tab or device started it) the running fast's card is there by the
 * time the caller's onError tells of the error.
 */
export function useStartFastMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startFast,
    onSuccess: (session) => client.setQueryData(fastingKeys.active(), session),
    onSettled: () => client.invalidateQueries({ queryKey: fastingKeys.all }),
  });
}

/** The start was refused because a fast already runs. */
export function isActiveFastExists(error: unknown): boolean {
  return errorCode(error) === "ACTIVE_FAST_EXISTS";
}

/** The end was refused because no fast runs (ended in another tab or device). */
export function isNoActiveFast(error: unknown): boolean {
  return errorCode(error) === "NO_ACTIVE_FAST";
}

/**
 * Ends the running fast, now or at the time given (`mutateAsync(endTime)`): moves it to the recent
 * list at once, then reads everything again.
 */
export function useEndFastMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endTime: string | void) => endFast(typeof endTime === "string" ? endTime : undefined),
    onSuccess: (session) => {
      client.setQueryData(fastingKeys.active(), null);
      client.setQueryData<FastingSession[]>(fastingKeys.recent(), (recent = []) =>
        [session, ...recent.filter((s) => s.id !== session.id)].slice(0, RECENT_SESSIONS_LIMIT),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: fastingKeys.all }),
  });
}

/**
 * Moves a fast's start and/or end. The running fast's card follows at once; the recent list,
 * history, calendar and streaks are read again (every fasting key), success or not.
 */
export function useEditFastMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Omit<EditFastBody, "timeZone"> }) => editFast(id, changes),
    onSuccess: (session) => {
      if (session.endTime === null) client.setQueryData(fastingKeys.active(), session);
    },
    onSettled: () => client.invalidateQueries({ queryKey: fastingKeys.all }),
  });
}

/** "Add a past fast": stores it, then reads every fasting key again (recent list, history, stats). */
export function useAddPastFastMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPastFast,
    onSettled: () => client.invalidateQueries({ queryKey: fastingKeys.all }),
  });
}

/** Deletes a fast (it leaves the running card or the recent list at once), then reads everything again. */
export function useDeleteFastMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: FastingSession) => deleteFast(session.id),
    onSuccess: (session) => {
      client.setQueryData<FastingSession | null>(fastingKeys.active(), (active) => (active?.id === session.id ? null : active));
      client.setQueryData<FastingSession[]>(fastingKeys.recent(), (recent) => recent?.filter((s) => s.id !== session.id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: fastingKeys.all }),
  });
}

/** "Undo" of a delete: the same fast back, then everything read again. */
export function useRestoreFastMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: FastingSession) => restoreFast(session.id),
    onSettled: () => client.invalidateQueries({ queryKey: fastingKeys.all }),
  });
}

export type FastingHistoryStatus = "loading" | "locked" | "error" | "ready";

/** The Premium history: pages of finished fasts with lifetime stats, read while `enabled`. */
export function useFastingHistoryQuery(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: fastingKeys.history(),
    queryFn: ({ pageParam, signal }) => getFastingHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    // The card offers "Try again" itself.
    retry: false,
  });
  const pages = query.data?.pages ?? [];
  let status: FastingHistoryStatus = "loading";
  if (pages.length > 0) status = "ready";
  else if (query.isError) status = errorCode(query.error) === "PREMIUM_REQUIRED" ? "locked" : "error";
  return {
    status,
    sessions: pages.flatMap((page) => page.sessions),
    // Lifetime figures: the newest page has the freshest.
    stats: pages.at(-1)?.stats,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    isLoadingMore: query.isFetchingNextPage,
    loadMore: async () => {
      const result = await query.fetchNextPage();
      if (result.isFetchNextPageError) {
        console.warn("Could not load more of the fasting history", result.error);
        toast.error("Couldn't load more fasts", { description: errorMessage(result.error) });
      }
    },
    retry: () => query.refetch(),
  };
}

/**
 * The Premium calendar and stats of `month` in `tz`, read while `enabled` (never for free users).
 * The month shown stays on screen while the next one loads.
 */
export function useFastingMonthStats(month: string, tz: string, enabled: boolean) {
  return useQuery({
    queryKey: fastingKeys.stats(month, tz),
    queryFn: ({ signal }) => getFastingMonthStats(month, tz, signal),
    enabled,
    placeholderData: keepPreviousData,
    // The section offers "Try again" itself.
    retry: false,
  });
}

export const fastingScheduleQuery = () =>
  queryOptions({ queryKey: fastingKeys.schedule(), queryFn: ({ signal }) => getFastingSchedule(signal) });

/**
 * The planned fast (null: none). When the device is in another zone than the one stored, the
 * server is told, so its reminders follow a traveller; the plan keeps its clock time.
 */
export function useFastingSchedule() {
  const client = useQueryClient();
  const query = useQuery(fastingScheduleQuery());
  const storedZone = query.data?.timeZone;
  useEffect(() => {
    const zone = userTimeZone();
    if (!storedZone || storedZone === zone) return;
    setScheduleTimeZone(zone).then(
      (schedule) => client.setQueryData(fastingKeys.schedule(), schedule),
      (error: unknown) => console.warn("Could not update the schedule's time zone", error),
    );
  }, [storedZone, client]);
  return query;
}

/** Saves the plan (`mutate(body)`) or, with null, turns it off. */
export function useSaveFastingSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FastingScheduleBody | null) => (body ? saveFastingSchedule(body) : deleteFastingSchedule()),
    onSuccess: (schedule) => client.setQueryData(fastingKeys.schedule(), schedule),
  });
}
