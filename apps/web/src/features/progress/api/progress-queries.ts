import type { JournalBody, ProgressRange, UnitsPatch, UnitsResponse } from "@app/shared/progress";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { noRetryWhenLocked } from "@/lib/errors";
import { invalidate } from "@/lib/query-client";
import * as api from "./progress-api";

/** Every progress query's key, in one place: a save invalidates what it changed. */
export const progressKeys = {
  all: ["progress"] as const,
  units: () => [...progressKeys.all, "units"] as const,
  overview: (date: string) => [...progressKeys.all, "overview", date] as const,
  weights: () => [...progressKeys.all, "weights"] as const,
  weightRange: (range: ProgressRange, date: string) => [...progressKeys.weights(), range, date] as const,
  measurements: () => [...progressKeys.all, "measurements"] as const,
  measurementRange: (range: ProgressRange, date: string) => [...progressKeys.measurements(), range, date] as const,
  journal: () => [...progressKeys.all, "journal"] as const,
  journalMonth: (month: string) => [...progressKeys.journal(), "month", month] as const,
  journalDay: (date: string) => [...progressKeys.journal(), "day", date] as const,
  photos: () => [...progressKeys.all, "photos"] as const,
};

export const unitsQuery = () => queryOptions({ queryKey: progressKeys.units(), queryFn: ({ signal }) => api.getUnits(signal) });

export const useUnits = () => useQuery(unitsQuery());

/** Shown at once (the choice is the user's), put back if the server refuses it. */
export function usePatchUnits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UnitsPatch) => api.patchUnits(patch),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: progressKeys.units() });
      const before = client.getQueryData<UnitsResponse>(progressKeys.units());
      if (before) client.setQueryData<UnitsResponse>(progressKeys.units(), { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) client.setQueryData(progressKeys.units(), context.before);
    },
    onSuccess: (saved) => client.setQueryData<UnitsResponse>(progressKeys.units(), saved),
  });
}

/** The day's progress overview, for useOverview and for a page that starts the read before the card mounts. */
export const overviewQuery = (date: string) =>
  queryOptions({ queryKey: progressKeys.overview(date), queryFn: ({ signal }) => api.getOverview(date, signal) });

export const useOverview = (date: string) => useQuery(overviewQuery(date));

export function useWeights(range: ProgressRange, date: string, enabled = true) {
  return useQuery({
    queryKey: progressKeys.weightRange(range, date),
    queryFn: ({ signal }) => api.getWeights(range, date, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: noRetryWhenLocked,
  });
}

/** After a weigh-in changes: the weights and the overview are read again. */
function useInvalidate(...keys: (readonly string[])[]) {
  const client = useQueryClient();
  return () => invalidate(client, ...keys, [...progressKeys.all, "overview"]);
}

export function useSaveWeight() {
  const invalidate = useInvalidate(progressKeys.weights());
  return useMutation({ mutationFn: api.saveWeight, onSettled: invalidate });
}

export function useDeleteWeight() {
  const invalidate = useInvalidate(progressKeys.weights());
  return useMutation({ mutationFn: api.deleteWeight, onSettled: invalidate });
}

export function useMeasurements(range: ProgressRange, date: string, enabled: boolean) {
  return useQuery({
    queryKey: progressKeys.measurementRange(range, date),
    queryFn: ({ signal }) => api.getMeasurements(range, date, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: noRetryWhenLocked,
  });
}

export function useSaveMeasurements() {
  const invalidate = useInvalidate(progressKeys.measurements());
  return useMutation({ mutationFn: api.saveMeasurements, onSettled: invalidate });
}

export function useDeleteMeasurements() {
  const invalidate = useInvalidate(progressKeys.measurements());
  return useMutation({ mutationFn: api.deleteMeasurements, onSettled: invalidate });
}

export function useJournalMonth(month: string) {
  return useQuery({
    queryKey: progressKeys.journalMonth(month),
    queryFn: ({ signal }) => api.getJournalMonth(month, signal),
    placeholderData: keepPreviousData,
  });
}

export const useJournalDay = (date: string) =>
  useQuery({ queryKey: progressKeys.journalDay(date), queryFn: ({ signal }) => api.getJournalDay(date, signal) });

export function useSaveJournal() {
  const invalidate = useInvalidate(progressKeys.journal());
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: JournalBody }) => api.saveJournal(date, body),
    onSettled: invalidate,
  });
}

export function useDeleteJournal() {
  const invalidate = useInvalidate(progressKeys.journal());
  return useMutation({ mutationFn: api.deleteJournal, onSettled: invalidate });
}

/**
 * The user's own photos, newest first. Free users may have some from a past Premium: theirs to
 * see and delete (adding and comparing are Premium's).
 */
export const usePhotos = (enabled = true) =>
  useQuery({ queryKey: progressKeys.photos(), queryFn: ({ signal }) => api.listPhotos(signal), enabled });

export function useUploadPhoto() {
  const invalidate = useInvalidate(progressKeys.photos());
  return useMutation({ mutationFn: api.uploadPhoto, onSettled: invalidate });
}

export function useDeletePhoto() {
  const invalidate = useInvalidate(progressKeys.photos());
  return useMutation({ mutationFn: api.deletePhoto, onSettled: invalidate });
}
