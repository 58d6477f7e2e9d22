import type { JournalBody, MeasurementBody, PhotoPose, ProgressRange, UnitsPatch, WeightBody } from "@app/shared";
import {
  journalEntryResponse,
  journalMonthResponse,
  measurementEntryResponse,
  measurementsResponse,
  overviewResponse,
  photoResponse,
  photosResponse,
  unitsResponse,
  weightEntryResponse,
  weightsResponse,
} from "@app/shared/contracts/progress";
import { apiFetch, apiJson, jsonBody } from "@/lib/api";
import { userTimeZone } from "@/lib/local-day";

/* The progress endpoints (/api/progress): every call acts on the signed-in user's own data. */

export const getUnits = (signal?: AbortSignal) => apiJson("/api/progress/units", unitsResponse, { signal });

export const patchUnits = (patch: UnitsPatch) => apiJson("/api/progress/units", unitsResponse, { ...jsonBody(patch), method: "PATCH" });

export const getOverview = (date: string, signal?: AbortSignal) =>
  apiJson(`/api/progress/overview?${new URLSearchParams({ date, tz: userTimeZone() })}`, overviewResponse, { signal });

/** GET /api/progress/weights: ranges other than 1M are Premium (ApiError 403 PREMIUM_REQUIRED). */
export const getWeights = (range: ProgressRange, date: string, signal?: AbortSignal) =>
  apiJson(`/api/progress/weights?${new URLSearchParams({ range, date })}`, weightsResponse, { signal });

export const saveWeight = (body: WeightBody) => apiJson("/api/progress/weights", weightEntryResponse, { ...jsonBody(body), method: "PUT" });

export async function deleteWeight(date: string): Promise<void> {
  await apiFetch(`/api/progress/weights/${date}`, { method: "DELETE" });
}

export const getMeasurements = (range: ProgressRange, date: string, signal?: AbortSignal) =>
  apiJson(`/api/progress/measurements?${new URLSearchParams({ range, date })}`, measurementsResponse, { signal });

export const saveMeasurements = (body: MeasurementBody) =>
  apiJson("/api/progress/measurements", measurementEntryResponse, { ...jsonBody(body), method: "PUT" });

export async function deleteMeasurements(date: string): Promise<void> {
  await apiFetch(`/api/progress/measurements/${date}`, { method: "DELETE" });
}

export const getJournalMonth = (month: string, signal?: AbortSignal) =>
  apiJson(`/api/progress/journal?${new URLSearchParams({ month })}`, journalMonthResponse, { signal });

export const getJournalDay = (date: string, signal?: AbortSignal) =>
  apiJson(`/api/progress/journal/${date}`, journalEntryResponse, { signal });

export const saveJournal = (date: string, body: JournalBody) =>
  apiJson(`/api/progress/journal/${date}`, journalEntryResponse, { ...jsonBody(body), method: "PUT" });

export async function deleteJournal(date: string): Promise<void> {
  await apiFetch(`/api/progress/journal/${date}`, { method: "DELETE" });
}

export const listPhotos = (signal?: AbortSignal) => apiJson("/api/progress/photos", photosResponse, { signal });

/** POST /api/progress/photos as multipart: the image and its day and pose (Premium). */
export const uploadPhoto = ({ file, takenOn, pose }: { file: File; takenOn: string; pose: PhotoPose }) => {
  const form = new FormData();
  form.set("file", file);
  form.set("takenOn", takenOn);
  form.set("pose", pose);
  return apiJson("/api/progress/photos", photoResponse, { method: "POST", body: form });
};

export async function deletePhoto(id: string): Promise<void> {
  await apiFetch(`/api/progress/photos/${id}`, { method: "DELETE" });
}
