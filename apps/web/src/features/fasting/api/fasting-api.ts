import {
  activeFastResponse,
  fastingHistoryResponse,
  fastingMonthStatsResponse,
  fastingSessionResponse,
  recentFastsResponse,
} from "@app/shared/contracts/fasting";
import type { FastingHistory, FastingMonthStats } from "@app/shared";
import { RECENT_SESSIONS_LIMIT, type FastingSession } from "@app/shared/fasting";
import { apiJson, jsonBody } from "@/lib/api";

/* The fasting endpoints. Each answer is checked against its contract; failures throw. */

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/fasting/active: the newest unfinished session, or null. */
export async function getActiveFast(signal?: AbortSignal): Promise<FastingSession | null> {
  return (await apiJson("/api/fasting/active", activeFastResponse, { signal })).session;
}

/** GET /api/fasting/recent: the newest finished sessions (end time, newest first). */
export async function getRecentFasts(signal?: AbortSignal): Promise<FastingSession[]> {
  return (await apiJson("/api/fasting/recent", recentFastsResponse, { signal })).sessions.slice(0, RECENT_SESSIONS_LIMIT);
}

/**
 * POST /api/fasting/start. `fastingType` is "16:8", "18:6", "20:4", "24:0" or "Custom {n}h".
 * ApiError 409 ACTIVE_FAST_EXISTS when a fast is already running (e.g. from another tab).
 */
export async function startFast(fastingType: string): Promise<FastingSession> {
  return (await apiJson("/api/fasting/start", fastingSessionResponse, jsonBody({ fastingType }))).session;
}

/** POST /api/fasting/end: the ended fast with durationHours. ApiError 409 NO_ACTIVE_FAST if none. */
export async function endFast(): Promise<FastingSession> {
  return (await apiJson("/api/fasting/end", fastingSessionResponse, jsonBody({}))).session;
}

/**
 * GET /api/fasting/history (Premium): finished fasts, newest end first, a page at a time, with
 * lifetime statistics. A free user gets ApiError 403 PREMIUM_REQUIRED.
 */
export async function getFastingHistory(before: string | null, signal?: AbortSignal): Promise<FastingHistory> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) query.set("before", before);
  return apiJson(`/api/fasting/history?${query}`, fastingHistoryResponse, { signal });
}

/**
 * GET /api/fasting/stats (Premium): the calendar, streaks and totals of `month` ("2026-11") in the
 * user's local days (`tz`). A free user gets ApiError 403 PREMIUM_REQUIRED.
 */
export async function getFastingMonthStats(month: string, tz: string, signal?: AbortSignal): Promise<FastingMonthStats> {
  return apiJson(`/api/fasting/stats?${new URLSearchParams({ month, tz })}`, fastingMonthStatsResponse, { signal });
}
