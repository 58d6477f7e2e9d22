import {
  type JournalBody,
  type MeasurementBody,
  type ProgressRange,
  type UnitsPatch,
  type WeightBody,
  journalEntryResponse,
  journalMonthResponse,
  measurementEntryResponse,
  measurementsResponse,
  overviewResponse,
  photoResponse,
  photosResponse,
  savedJournalEntryResponse,
  unitsResponse,
  weightEntryResponse,
  weightsResponse,
} from "@app/shared/progress";
import type { PhotoPose } from "@app/shared/photos";
import { api, read } from "@/lib/api-client";
import { userTimeZone } from "@/lib/local-day";

/* The progress endpoints (/api/progress): every call acts on the signed-in user's own data. */

const progress = api.progress;

export const getUnits = (signal?: AbortSignal) => read(progress.units.$get({}, { init: { signal } }), unitsResponse);

export const patchUnits = (patch: UnitsPatch) => read(progress.units.$patch({ json: patch }), unitsResponse);

export const getOverview = (date: string, signal?: AbortSignal) =>
  read(progress.overview.$get({ query: { date, tz: userTimeZone() } }, { init: { signal } }), overviewResponse);

/** GET /api/progress/weights: ranges other than 1M are Premium (ApiError 403 PREMIUM_REQUIRED). */
export const getWeights = (range: ProgressRange, date: string, signal?: AbortSignal) =>
  read(progress.weights.$get({ query: { range, date } }, { init: { signal } }), weightsResponse);

export const saveWeight = (body: WeightBody) => read(progress.weights.$put({ json: body }), weightEntryResponse);

export async function deleteWeight(date: string): Promise<void> {
  await progress.weights[":date"].$delete({ param: { date } });
}

export const getMeasurements = (range: ProgressRange, date: string, signal?: AbortSignal) =>
  read(progress.measurements.$get({ query: { range, date } }, { init: { signal } }), measurementsResponse);

export const saveMeasurements = (body: MeasurementBody) => read(progress.measurements.$put({ json: body }), measurementEntryResponse);

export async function deleteMeasurements(date: string): Promise<void> {
  await progress.measurements[":date"].$delete({ param: { date } });
}

export const getJournalMonth = (month: string, signal?: AbortSignal) =>
  read(progress.journal.$get({ query: { month } }, { init: { signal } }), journalMonthResponse);

export const getJournalDay = (date: string, signal?: AbortSignal) =>
  read(progress.journal[":date"].$get({ param: { date } }, { init: { signal } }), journalEntryResponse);

export const saveJournal = (date: string, body: JournalBody) =>
  read(progress.journal[":date"].$put({ param: { date }, json: body }), savedJournalEntryResponse);

export async function deleteJournal(date: string): Promise<void> {
  await progress.journal[":date"].$delete({ param: { date } });
}

export const listPhotos = (signal?: AbortSignal) => read(progress.photos.$get({}, { init: { signal } }), photosResponse);

/** POST /api/progress/photos as multipart: the image and its day and pose (Premium). */
export const uploadPhoto = ({ file, takenOn, pose }: { file: File; takenOn: string; pose: PhotoPose }) => {
  const form = new FormData();
  form.set("file", file);
  form.set("takenOn", takenOn);
  form.set("pose", pose);
  // The route reads the multipart body itself (it counts the bytes as they arrive): the body goes as it is.
  return read(progress.photos.$post({}, { init: { body: form } }), photoResponse);
};

export async function deletePhoto(id: string): Promise<void> {
  await progress.photos[":id"].$delete({ param: { id } });
}
