import type { TargetsResponse, TrendDays } from "@app/shared/nutrition";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { noRetryWhenLocked } from "@/lib/errors";
import { foodKeys } from "./food-queries";
import { getElectrolytes, getInsights, getTargets, getTrends, patchTargets } from "./insights-api";

export const targetsQuery = () => queryOptions({ queryKey: foodKeys.targets(), queryFn: ({ signal }) => getTargets(signal) });

export const useTargets = () => useQuery(targetsQuery());

/** Saves a change to the targets or the profile; what is computed from them is read again. */
export function usePatchTargetsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchTargets,
    onSuccess: (saved) => client.setQueryData<TargetsResponse>(foodKeys.targets(), saved),
    onSettled: () => client.invalidateQueries({ queryKey: foodKeys.computed() }),
  });
}

/** The day's electrolytes against the targets: free users' part of the insights (Premium's insights carry them too). */
export function useElectrolytes(date: string, tz: string, enabled: boolean) {
  return useQuery({
    queryKey: foodKeys.electrolytes(date, tz),
    queryFn: ({ signal }) => getElectrolytes(date, tz, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The day's insights (Premium: `enabled` only for subscribers, so free users never ask). */
export function useInsights(date: string, tz: string, enabled: boolean) {
  return useQuery({
    queryKey: foodKeys.insights(date, tz),
    queryFn: ({ signal }) => getInsights(date, tz, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: noRetryWhenLocked,
  });
}

export function useTrends(date: string, tz: string, days: TrendDays, enabled: boolean) {
  return useQuery({
    queryKey: foodKeys.trends(date, tz, days),
    queryFn: ({ signal }) => getTrends(date, tz, days, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: noRetryWhenLocked,
  });
}
