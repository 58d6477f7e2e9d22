// Types only (erased at build): the @app/shared root carries zod, which the web app never bundles.
import type { FastingHistory, FastingStats } from "@app/shared";
import { apiFetch } from "@/lib/api";
import { parseSession, UnexpectedResponseError } from "./parse-session";

export const HISTORY_PAGE_SIZE = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function parseStats(value: unknown): FastingStats {
  if (!isRecord(value)) throw new UnexpectedResponseError("stats");
  const stat = (key: keyof FastingStats) => {
    const n = value[key];
    if (typeof n !== "number" || !Number.isFinite(n)) throw new UnexpectedResponseError(`stats.${key}`);
    return n;
  };
  return {
    totalFasts: stat("totalFasts"),
    totalHours: stat("totalHours"),
    averageHours: stat("averageHours"),
    longestHours: stat("longestHours"),
    completedFasts: stat("completedFasts"),
  };
}

/**
 * GET /api/fasting/history (Premium): finished fasts, newest end first, a page at a time, with
 * lifetime statistics. A free user gets an ApiError 403 PREMIUM_REQUIRED. Throws on failure.
 */
export async function getFastingHistory(before: string | null, signal?: AbortSignal): Promise<FastingHistory> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) query.set("before", before);
  const response = await apiFetch(`/api/fasting/history?${query}`, { signal });
  const body: unknown = await response.json().catch(() => null);
  if (!isRecord(body) || !Array.isArray(body.sessions)) throw new UnexpectedResponseError("fasting history");
  const { nextCursor } = body;
  if (nextCursor !== null && typeof nextCursor !== "string") throw new UnexpectedResponseError("nextCursor");
  return { sessions: body.sessions.map(parseSession), nextCursor, stats: parseStats(body.stats) };
}
