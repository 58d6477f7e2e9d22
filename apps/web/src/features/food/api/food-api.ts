import {
  copyDayResponse,
  customFoodResponse,
  foodDayResponse,
  foodDetailResponse,
  foodEntriesResponse,
  foodEntryResponse,
  foodMealResponse,
  foodSearchResponse,
  foodSuggestionsResponse,
  savedMealResponse,
  savedMealsResponse,
  type FoodDayResponse,
  type FoodDetail,
  type FoodEntry,
  type FoodMealResponse,
  type FoodSuggestionsResponse,
  type FoodSummary,
  type SavedMeal,
  type CustomFoodBody,
  type LogEntryBody,
  type LogGroupBody,
  type SavedMealBody,
  type SavedMealPatch,
  type UpdateEntryBody,
  type UpdateMealBody,
} from "@app/shared/food";
import { api, read } from "@/lib/api-client";

/* The food endpoints. Each response is checked against its contract; failures throw an ApiError. */

export const SEARCH_RESULTS_LIMIT = 20;

/** GET /api/food/search: the user's custom foods that match, then the catalog's best matches. */
export async function searchFoods(q: string, signal?: AbortSignal): Promise<FoodSummary[]> {
  const query = { q, limit: String(SEARCH_RESULTS_LIMIT) };
  return (await read(api.food.search.$get({ query }, { init: { signal } }), foodSearchResponse)).foods;
}

/** GET /api/food/suggestions: what the search box offers before typing (recent and favourites). */
export async function getFoodSuggestions(signal?: AbortSignal): Promise<FoodSuggestionsResponse> {
  return read(api.food.suggestions.$get({}, { init: { signal } }), foodSuggestionsResponse);
}

/** GET /api/food/foods/:id: nutrients per 100 g, portions, and its raw ↔ cooked forms. */
export async function getFoodDetail(id: string, signal?: AbortSignal): Promise<FoodDetail> {
  return (await read(api.food.foods[":id"].$get({ param: { id } }, { init: { signal } }), foodDetailResponse)).food;
}

/**
 * POST /api/food/custom-foods (201): a food of the user's own, seen only by them. The response is its
 * detail (nutrients per 100 g, the serving as its one portion), ready for the log dialog.
 */
export async function createCustomFood(body: CustomFoodBody): Promise<FoodDetail> {
  return (await read(api.food["custom-foods"].$post({ json: body }), customFoodResponse)).food;
}

/** GET /api/food/day: one local day's entries, totals, eating window and the fasts that overlap it. */
export async function getFoodDay(date: string, tz: string, signal?: AbortSignal): Promise<FoodDayResponse> {
  return read(api.food.day.$get({ query: { date, tz } }, { init: { signal } }), foodDayResponse);
}

export async function logEntry(body: LogEntryBody): Promise<FoodEntry> {
  return (await read(api.food.entries.$post({ json: body }), foodEntryResponse)).entry;
}

/** PATCH /api/food/entries/:id: any of amount + unit (together), weighed, eatenAt, note. */
export async function updateEntry({ id, changes }: { id: string; changes: UpdateEntryBody }): Promise<FoodEntry> {
  return (await read(api.food.entries[":id"].$patch({ param: { id }, json: changes }), foodEntryResponse)).entry;
}

export async function deleteEntry(id: string): Promise<void> {
  await api.food.entries[":id"].$delete({ param: { id } });
}

/** PATCH /api/food/meals/:id: the servings eaten or the time of a meal logged as one. */
export async function updateMeal({ id, changes }: { id: string; changes: UpdateMealBody }): Promise<FoodMealResponse> {
  return read(api.food.meals[":id"].$patch({ param: { id }, json: changes }), foodMealResponse);
}

/** DELETE /api/food/meals/:id (204): the meal and its entries. */
export async function deleteMeal(id: string): Promise<void> {
  await api.food.meals[":id"].$delete({ param: { id } });
}

/**
 * Logs a deleted meal again (Undo): its recipe, the servings eaten, at its time. The recipe's own
 * endpoint, as "Log this meal" calls it; its response is the same meal shape.
 */
export async function relogMeal({ recipeSlug, servings, eatenAt }: { recipeSlug: string; servings: number; eatenAt: string }) {
  return read(api.recipes[":slug"].log.$post({ param: { slug: recipeSlug }, json: { servings, eatenAt } }), foodMealResponse);
}

/** POST /api/food/copy-day: copies one day's entries to another at the same local times; how many. */
export async function copyDay(body: { from: string; to: string; tz: string }): Promise<number> {
  return (await read(api.food["copy-day"].$post({ json: body }), copyDayResponse)).copied;
}

export async function setFavorite({ foodId, favorite }: { foodId: string; favorite: boolean }): Promise<void> {
  if (favorite) await api.food.favorites.$post({ json: { foodId } });
  else await api.food.favorites[":foodId"].$delete({ param: { foodId } });
}

/** POST /api/food/entries/group (201): several foods at one time, all or none. */
export async function logGroup(body: LogGroupBody): Promise<FoodEntry[]> {
  return (await read(api.food.entries.group.$post({ json: body }), foodEntriesResponse)).entries;
}

/** GET /api/food/saved-meals: the user's saved meals, oldest first. */
export async function getSavedMeals(signal?: AbortSignal): Promise<SavedMeal[]> {
  return (await read(api.food["saved-meals"].$get({}, { init: { signal } }), savedMealsResponse)).meals;
}

export async function createSavedMeal(body: SavedMealBody): Promise<SavedMeal> {
  return (await read(api.food["saved-meals"].$post({ json: body }), savedMealResponse)).meal;
}

/** PATCH /api/food/saved-meals/:id: its name, foods, or "Every day". */
export async function patchSavedMeal({ id, changes }: { id: string; changes: SavedMealPatch }): Promise<SavedMeal> {
  return (await read(api.food["saved-meals"][":id"].$patch({ param: { id }, json: changes }), savedMealResponse)).meal;
}

export async function deleteSavedMeal(id: string): Promise<void> {
  await api.food["saved-meals"][":id"].$delete({ param: { id } });
}

/** POST /api/food/saved-meals/:id/log (201): the meal as saved, at one time. */
export async function logSavedMeal({ id, eatenAt }: { id: string; eatenAt: string }): Promise<FoodEntry[]> {
  return (await read(api.food["saved-meals"][":id"].log.$post({ param: { id }, json: { eatenAt } }), foodEntriesResponse)).entries;
}
