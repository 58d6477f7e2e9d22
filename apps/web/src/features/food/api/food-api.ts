import {
  copyDayResponse,
  customFoodResponse,
  foodDayResponse,
  foodDetailResponse,
  foodEntryResponse,
  foodSearchResponse,
  foodSuggestionsResponse,
  type FoodDayResponse,
  type FoodDetail,
  type FoodEntry,
  type FoodSuggestionsResponse,
  type FoodSummary,
} from "@app/shared/contracts/food";
import { fastingSessionResponse } from "@app/shared/contracts/fasting";
import type { CustomFoodBody, LogEntryBody, UpdateEntryBody } from "@app/shared";
import type { FastingSession } from "@app/shared/fasting";
import { apiFetch, apiJson, jsonBody } from "@/lib/api";

/* The food endpoints. Each answer is checked against its contract; failures throw an ApiError. */

/** `jsonBody` (a POST) as a PATCH. */
function patchBody(value: unknown): RequestInit {
  return { ...jsonBody(value), method: "PATCH" };
}

/** A request whose answer is 204 No Content. */
async function apiNoContent(path: string, init: RequestInit): Promise<void> {
  await apiFetch(path, init);
}

export const SEARCH_RESULTS_LIMIT = 20;

/** GET /api/food/search: the user's custom foods that match, then the catalog's best matches. */
export async function searchFoods(q: string, signal?: AbortSignal): Promise<FoodSummary[]> {
  const query = new URLSearchParams({ q, limit: String(SEARCH_RESULTS_LIMIT) });
  return (await apiJson(`/api/food/search?${query}`, foodSearchResponse, { signal })).foods;
}

/** GET /api/food/suggestions: what the search box offers before typing (recent and favourites). */
export async function getFoodSuggestions(signal?: AbortSignal): Promise<FoodSuggestionsResponse> {
  return apiJson("/api/food/suggestions", foodSuggestionsResponse, { signal });
}

/** GET /api/food/foods/:id: nutrients per 100 g, portions, and its raw ↔ cooked forms. */
export async function getFoodDetail(id: string, signal?: AbortSignal): Promise<FoodDetail> {
  return (await apiJson(`/api/food/foods/${encodeURIComponent(id)}`, foodDetailResponse, { signal })).food;
}

/**
 * POST /api/food/custom-foods (201): a food of the user's own, seen only by them. The answer is its
 * detail (nutrients per 100 g, the serving as its one portion), ready for the log dialog.
 */
export async function createCustomFood(body: CustomFoodBody): Promise<FoodDetail> {
  return (await apiJson("/api/food/custom-foods", customFoodResponse, jsonBody(body))).food;
}

/** GET /api/food/day: one local day's entries, totals, eating window and the fasts that overlap it. */
export async function getFoodDay(date: string, tz: string, signal?: AbortSignal): Promise<FoodDayResponse> {
  const query = new URLSearchParams({ date, tz });
  return apiJson(`/api/food/day?${query}`, foodDayResponse, { signal });
}

/** POST /api/food/entries (201). */
export async function logEntry(body: LogEntryBody): Promise<FoodEntry> {
  return (await apiJson("/api/food/entries", foodEntryResponse, jsonBody(body))).entry;
}

/** PATCH /api/food/entries/:id: any of amount + unit (together), weighed, eatenAt, note. */
export async function updateEntry({ id, changes }: { id: string; changes: UpdateEntryBody }): Promise<FoodEntry> {
  return (await apiJson(`/api/food/entries/${encodeURIComponent(id)}`, foodEntryResponse, patchBody(changes))).entry;
}

/** DELETE /api/food/entries/:id (204). */
export async function deleteEntry(id: string): Promise<void> {
  await apiNoContent(`/api/food/entries/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** POST /api/food/copy-day: copies one day's entries to another at the same local times; how many. */
export async function copyDay(body: { from: string; to: string; tz: string }): Promise<number> {
  return (await apiJson("/api/food/copy-day", copyDayResponse, jsonBody(body))).copied;
}

/** POST /api/food/favorites, DELETE /api/food/favorites/:foodId (both 204). */
export async function setFavorite({ foodId, favorite }: { foodId: string; favorite: boolean }): Promise<void> {
  if (favorite) await apiNoContent("/api/food/favorites", jsonBody({ foodId }));
  else await apiNoContent(`/api/food/favorites/${encodeURIComponent(foodId)}`, { method: "DELETE" });
}

/**
 * POST /api/fasting/end with the time the fast ended (the meal that broke it). The fasting feature
 * owns the fast itself; the page that composes both reads it again afterwards.
 * ApiError 409 NO_ACTIVE_FAST if none is running, 400 for a time before its start or in the future.
 */
export async function endFastAt(endTime: string): Promise<FastingSession> {
  return (await apiJson("/api/fasting/end", fastingSessionResponse, jsonBody({ endTime }))).session;
}
