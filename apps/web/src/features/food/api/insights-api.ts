import {
  insightsResponse,
  targetsResponse,
  trendsResponse,
  type InsightsResponse,
  type TargetsResponse,
  type TrendsResponse,
} from "@app/shared/contracts/nutrition";
import type { TargetsPatch, TrendDays } from "@app/shared";
import { apiJson, jsonBody } from "@/lib/api";

/* The nutrition targets (any user's settings) and the Premium insights computed from them. */

/** GET /api/food/targets: the targets in force (defaults where not changed) and the profile. */
export async function getTargets(signal?: AbortSignal): Promise<TargetsResponse> {
  return apiJson("/api/food/targets", targetsResponse, { signal });
}

/** PATCH /api/food/targets: only the fields given change; null puts one back to its default. */
export async function patchTargets(patch: TargetsPatch): Promise<TargetsResponse> {
  return apiJson("/api/food/targets", targetsResponse, { ...jsonBody(patch), method: "PATCH" });
}

/** GET /api/food/insights (Premium; ApiError 403 PREMIUM_REQUIRED otherwise). */
export async function getInsights(date: string, tz: string, signal?: AbortSignal): Promise<InsightsResponse> {
  return apiJson(`/api/food/insights?${new URLSearchParams({ date, tz })}`, insightsResponse, { signal });
}

/** GET /api/food/trends: the last 7 or 30 local days up to `date` (Premium). */
export async function getTrends(date: string, tz: string, days: TrendDays, signal?: AbortSignal): Promise<TrendsResponse> {
  return apiJson(`/api/food/trends?${new URLSearchParams({ date, tz, days: String(days) })}`, trendsResponse, { signal });
}
