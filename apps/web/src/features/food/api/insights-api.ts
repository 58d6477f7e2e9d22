import {
  electrolytesResponse,
  insightsResponse,
  targetsResponse,
  trendsResponse,
  type ElectrolytesResponse,
  type InsightsResponse,
  type TargetsResponse,
  type TrendsResponse,
  type TargetsPatch,
  type TrendDays,
} from "@app/shared/nutrition";
import { api, read } from "@/lib/api-client";

/* The nutrition targets (any user's settings) and the Premium insights computed from them. */

/** GET /api/food/targets: the targets in force (defaults where not changed) and the profile. */
export async function getTargets(signal?: AbortSignal): Promise<TargetsResponse> {
  return read(api.food.targets.$get({}, { init: { signal } }), targetsResponse);
}

/** PATCH /api/food/targets: only the fields given change; null puts one back to its default. */
export async function patchTargets(patch: TargetsPatch): Promise<TargetsResponse> {
  return read(api.food.targets.$patch({ json: patch }), targetsResponse);
}

/** GET /api/food/electrolytes: the day's sodium, potassium and magnesium against the targets (any plan). */
export async function getElectrolytes(date: string, tz: string, signal?: AbortSignal): Promise<ElectrolytesResponse> {
  return read(api.food.electrolytes.$get({ query: { date, tz } }, { init: { signal } }), electrolytesResponse);
}

/** GET /api/food/insights (Premium; ApiError 403 PREMIUM_REQUIRED otherwise). */
export async function getInsights(date: string, tz: string, signal?: AbortSignal): Promise<InsightsResponse> {
  return read(api.food.insights.$get({ query: { date, tz } }, { init: { signal } }), insightsResponse);
}

/** GET /api/food/trends: the last 7 or 30 local days up to `date` (Premium). */
export async function getTrends(date: string, tz: string, days: TrendDays, signal?: AbortSignal): Promise<TrendsResponse> {
  return read(api.food.trends.$get({ query: { date, tz, days: String(days) } }, { init: { signal } }), trendsResponse);
}
