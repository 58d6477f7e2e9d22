import {
  activeFastResponse,
  fastingHistoryResponse,
  fastingMonthStatsResponse,
  fastingScheduleResponse,
  fastingSessionResponse,
  savedFastingScheduleResponse,
  recentFastsResponse,
  RECENT_SESSIONS_LIMIT,
  type EditFastBody,
  type FastingHistory,
  type FastingMonthStats,
  type FastingScheduleBody,
  type FastingSession,
  type PastFastBody,
  type StoredFastingSchedule,
} from "@app/shared/fasting";
import { api, read } from "@/lib/api-client";
import { userTimeZone } from "@/lib/local-day";

/* The fasting endpoints. Each response is checked against its contract; failures throw. */

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/fasting/active: the newest unfinished session, or null. */
export async function getActiveFast(signal?: AbortSignal): Promise<FastingSession | null> {
  return (await read(api.fasting.active.$get({}, { init: { signal } }), activeFastResponse)).session;
}

/** GET /api/fasting/recent: the newest finished sessions (end time, newest first). */
export async function getRecentFasts(signal?: AbortSignal): Promise<FastingSession[]> {
  return (await read(api.fasting.recent.$get({}, { init: { signal } }), recentFastsResponse)).sessions.slice(0, RECENT_SESSIONS_LIMIT);
}

/**
 * POST /api/fasting/start. `fastingType` is "16:8", "18:6", "20:4", "24:0" or "Custom {n}h".
 * ApiError 409 ACTIVE_FAST_EXISTS when a fast is already running (e.g. from another tab).
 */
export async function startFast(fastingType: string): Promise<FastingSession> {
  return (await read(api.fasting.start.$post({ json: { fastingType } }), fastingSessionResponse)).session;
}

/**
 * POST /api/fasting/end: the ended fast with durationHours. It ends now, or at `endTime` (ISO; the
 * food log ends it at the meal that broke it). ApiError 409 NO_ACTIVE_FAST if none is running, 400
 * for a time before its start or in the future.
 */
export async function endFast(endTime?: string): Promise<FastingSession> {
  return (await read(api.fasting.end.$post({ json: endTime === undefined ? {} : { endTime } }), fastingSessionResponse)).session;
}

/*
 * The writes that can collide with another fast send the device's time zone: the server's refusal
 * names that fast ("overlaps your 18:6 fast of Nov 27, 8:00 PM – Nov 28, 2:00 PM") in the zone the
 * user reads times in, and in the browser's language (Accept-Language). It is shown as it comes.
 */

/**
 * PATCH /api/fasting/:id: a fast's new start and/or end (the running fast: its start only). ApiError
 * 400 VALIDATION_FAILED for times no fast may have, 409 START_OVERLAPS / END_OVERLAPS for times
 * another fast holds (fastTimeFieldOf says which field), 404 when it is gone.
 */
export async function editFast(id: string, changes: Omit<EditFastBody, "timeZone">): Promise<FastingSession> {
  const json = { ...changes, timeZone: userTimeZone() };
  return (await read(api.fasting[":id"].$patch({ param: { id }, json }), fastingSessionResponse)).session;
}

/**
 * POST /api/fasting/past ("Add a past fast"): a finished fast of the type and times given. The same
 * refusals as an edit, and 429 beyond the hour's edits.
 */
export async function addPastFast(fast: Omit<PastFastBody, "timeZone">): Promise<FastingSession> {
  return (await read(api.fasting.past.$post({ json: { ...fast, timeZone: userTimeZone() } }), fastingSessionResponse)).session;
}

/** DELETE /api/fasting/:id: the fast as it was; restoreFast puts it back for a day. */
export async function deleteFast(id: string): Promise<FastingSession> {
  return (await read(api.fasting[":id"].$delete({ param: { id } }), fastingSessionResponse)).session;
}

/** POST /api/fasting/:id/restore: the deleted fast, back as it was. 409 if another fast took its time since. */
export async function restoreFast(id: string): Promise<FastingSession> {
  return (await read(api.fasting[":id"].restore.$post({ param: { id }, json: { timeZone: userTimeZone() } }), fastingSessionResponse))
    .session;
}

/**
 * GET /api/fasting/history (Premium): finished fasts, newest end first, a page at a time, with
 * lifetime statistics. A free user gets ApiError 403 PREMIUM_REQUIRED.
 */
export async function getFastingHistory(before: string | null, signal?: AbortSignal): Promise<FastingHistory> {
  const query = { limit: String(HISTORY_PAGE_SIZE), ...(before && { before }) };
  return read(api.fasting.history.$get({ query }, { init: { signal } }), fastingHistoryResponse);
}

/**
 * GET /api/fasting/stats (Premium): the calendar, streaks and totals of `month` ("2026-11") in the
 * user's local days (`tz`). A free user gets ApiError 403 PREMIUM_REQUIRED.
 */
export async function getFastingMonthStats(month: string, tz: string, signal?: AbortSignal): Promise<FastingMonthStats> {
  return read(api.fasting.stats.$get({ query: { month, tz } }, { init: { signal } }), fastingMonthStatsResponse);
}

/** GET /api/fasting/schedule: the planned fast, or null when the user has none. */
export async function getFastingSchedule(signal?: AbortSignal): Promise<StoredFastingSchedule | null> {
  return (await read(api.fasting.schedule.$get({}, { init: { signal } }), fastingScheduleResponse)).schedule;
}

/** PUT /api/fasting/schedule: sets the plan (replacing any before) with the device's time zone. */
export async function saveFastingSchedule(body: FastingScheduleBody): Promise<StoredFastingSchedule> {
  return (await read(api.fasting.schedule.$put({ json: body }), savedFastingScheduleResponse)).schedule;
}

export async function deleteFastingSchedule(): Promise<null> {
  await api.fasting.schedule.$delete();
  return null;
}

/** PUT /api/fasting/schedule/time-zone: the zone the device is in now (the plan keeps its clock time). */
export async function setScheduleTimeZone(timeZone: string): Promise<StoredFastingSchedule | null> {
  return (await read(api.fasting.schedule["time-zone"].$put({ json: { timeZone } }), fastingScheduleResponse)).schedule;
}
