import type { JournalBody, ProgressRange, UnitsPatch, UnitsResponse } from "@app/shared/progress";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { noRetryWhenLocked } from "@/lib/errors";
import { invalidate, optimisticEdit } from "@/lib/query-client";
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
    ...optimisticEdit(client, progressKeys.units(), (units: UnitsResponse, patch: UnitsPatch) => ({ ...units, ...patch })),
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

/** A change to what `key` holds (weigh-ins, measurements, the journal, photos): it and the overview are read again. */
function useProgressChange<V, R>(key: readonly string[], mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidate(client, key, [...progressKeys.all, "overview"]) });
}

export const useSaveWeight = () => useProgressChange(progressKeys.weights(), api.saveWeight);
export const useDeleteWeight = () => useProgressChange(progressKeys.weights(), api.deleteWeight);

export function useMeasurements(range: ProgressRange, date: string, enabled: boolean) {
  return useQuery({
    queryKey: progressKeys.measurementRange(range, date),
    queryFn: ({ signal }) => api.getMeasurements(range, date, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: noRetryWhenLocked,
  });
}

export const useSaveMeasurements = () => useProgressChange(progressKeys.measurements(), api.saveMeasurements);
export const useDeleteMeasurements = () => useProgressChange(progressKeys.measurements(), api.deleteMeasurements);

export function useJournalMonth(month: string) {
  return useQuery({
    queryKey: progressKeys.journalMonth(month),
    queryFn: ({ signal }) => api.getJournalMonth(month, signal),
    placeholderData: keepPreviousData,
  });
}

export const useJournalDay = (date: string) =>
  useQuery({ queryKey: progressKeys.journalDay(date), queryFn: ({ signal }) => api.getJournalDay(date, signal) });

export const useSaveJournal = () =>
  useProgressChange(progressKeys.journal(), ({ date, body }: { date: string; body: JournalBody }) => api.saveJournal(date, body));

export const useDeleteJournal = () => useProgressChange(progressKeys.journal(), api.deleteJournal);

/**
 * The user's own photos, newest first. Free users may have some from a past Premium: theirs to
 * see and delete (adding and comparing are Premium's).
 */
export const usePhotos = (enabled = true) =>
  useQuery({ queryKey: progressKeys.photos(), queryFn: ({ signal }) => api.listPhotos(signal), enabled });

export const useUploadPhoto = () => useProgressChange(progressKeys.photos(), api.uploadPhoto);
export const useDeletePhoto = () => useProgressChange(progressKeys.photos(), api.deletePhoto);
