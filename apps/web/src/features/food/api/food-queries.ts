import type { FoodDayResponse, FoodDetail, FoodEntry, FoodMeal, FoodSuggestionsResponse, FoodSummary } from "@app/shared/food";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  copyDay,
  createCustomFood,
  createSavedMeal,
  deleteSavedMeal,
  getSavedMeals,
  logGroup,
  logSavedMeal,
  patchSavedMeal,
  deleteEntry,
  deleteMeal,
  getFoodDay,
  getFoodDetail,
  getFoodSuggestions,
  logEntry,
  relogMeal,
  searchFoods,
  setFavorite,
  updateEntry,
  updateMeal,
} from "./food-api";
import { invalidate, optimisticEdit } from "@/lib/query-client";

/** Every food query key, in one place: mutations invalidate by these. */
export const foodKeys = {
  all: ["food"] as const,
  searches: () => [...foodKeys.all, "search"] as const,
  search: (q: string) => [...foodKeys.searches(), q] as const,
  suggestions: () => [...foodKeys.all, "suggestions"] as const,
  savedMeals: () => [...foodKeys.all, "saved-meals"] as const,
  details: () => [...foodKeys.all, "detail"] as const,
  detail: (id: string) => [...foodKeys.details(), id] as const,
  days: () => [...foodKeys.all, "day"] as const,
  day: (date: string, tz: string) => [...foodKeys.days(), date, tz] as const,
  drinkDays: () => [...foodKeys.all, "drinks"] as const,
  drinkDay: (date: string, tz: string) => [...foodKeys.drinkDays(), date, tz] as const,
  targets: () => [...foodKeys.all, "targets"] as const,
  /** Everything computed from the log (insights, trends): read again when the log or the targets change. */
  computed: () => [...foodKeys.all, "computed"] as const,
  insights: (date: string, tz: string) => [...foodKeys.computed(), "insights", date, tz] as const,
  electrolytes: (date: string, tz: string) => [...foodKeys.computed(), "electrolytes", date, tz] as const,
  trends: (date: string, tz: string, days: number) => [...foodKeys.computed(), "trends", date, tz, days] as const,
};

/** Foods change rarely (favourites aside, which update the cache themselves). */
const FOOD_STALE_MS = 5 * 60_000;

/** Search results for `q` (already debounced and trimmed); the last results stay up while the next load. */
export function useFoodSearch(q: string) {
  return useQuery({
    queryKey: foodKeys.search(q),
    queryFn: ({ signal }) => searchFoods(q, signal),
    enabled: q !== "",
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Recent foods and favourites, for the search box before typing. */
export const useFoodSuggestions = () => useQuery(foodSuggestionsQuery());

export const foodSuggestionsQuery = () =>
  queryOptions({ queryKey: foodKeys.suggestions(), queryFn: ({ signal }) => getFoodSuggestions(signal) });

/** One food's detail for the log dialog (null: nothing to load). */
export const useFoodDetail = (id: string | null) => useQuery({ ...foodDetailQuery(id ?? ""), enabled: id !== null });

export const foodDetailQuery = (id: string) =>
  queryOptions({ queryKey: foodKeys.detail(id), queryFn: ({ signal }) => getFoodDetail(id, signal), staleTime: FOOD_STALE_MS });

/**
 * Creates a custom food. Its detail goes straight into the cache, so the log dialog that opens for
 * it next needs no request; searches and suggestions are read again, since they may now include it.
 */
export function useCreateCustomFoodMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomFood,
    onSuccess: (food) => {
      client.setQueryData(foodKeys.detail(food.id), food);
      void client.invalidateQueries({ queryKey: foodKeys.searches() });
      void client.invalidateQueries({ queryKey: foodKeys.suggestions() });
    },
  });
}

/** One local day of the log. */
export const useFoodDay = (date: string, tz: string) => useQuery(foodDayQuery(date, tz));

export const foodDayQuery = (date: string, tz: string) =>
  queryOptions({ queryKey: foodKeys.day(date, tz), queryFn: ({ signal }) => getFoodDay(date, tz, signal) });

/** After any change to the log: every cached day, what is computed from the log, and the recent foods. */
function logChanged(client: QueryClient) {
  return invalidate(client, foodKeys.days(), foodKeys.computed(), foodKeys.suggestions());
}

/** A change to the log: the log is read again once it is done, success or not. */
function useLogChange<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => logChanged(client) });
}

export const useLogEntryMutation = () => useLogChange(logEntry);
export const useUpdateEntryMutation = () => useLogChange(updateEntry);
export const useUpdateMealMutation = () => useLogChange(updateMeal);
export const useRelogMealMutation = () => useLogChange(relogMeal);
export const useCopyDayMutation = () => useLogChange(copyDay);
export const useLogGroupMutation = () => useLogChange(logGroup);
export const useLogSavedMealMutation = () => useLogChange(logSavedMeal);

/** A day without one of its entries: the totals follow at once, the server's response replaces them. */
export function withoutEntry(day: FoodDayResponse, entry: FoodEntry): FoodDayResponse {
  const entries = day.entries.filter((e) => e.id !== entry.id);
  if (entries.length === day.entries.length) return day;
  const minus = (total: number, value: number | undefined) => Math.max(0, total - (value ?? 0));
  return {
    ...day,
    entries,
    totals: {
      ...day.totals,
      kcal: minus(day.totals.kcal, entry.kcal),
      protein: minus(day.totals.protein, entry.protein),
      fat: minus(day.totals.fat, entry.fat),
      carbs: minus(day.totals.carbs, entry.carbs),
    },
    eatingWindow: entries.length ? { start: entries[0]!.eatenAt, end: entries.at(-1)!.eatenAt } : null,
  };
}

/** Deletes an entry: it leaves the list at once (and comes back if the server refuses). */
export function useDeleteEntryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: FoodEntry) => deleteEntry(entry.id),
    ...optimisticEdit(client, foodKeys.days(), withoutEntry),
    onSettled: () => logChanged(client),
  });
}

/** Deletes a meal: it and its entries leave the list at once (and come back if the server refuses). */
export function useDeleteMealMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (meal: FoodMeal) => deleteMeal(meal.id),
    ...optimisticEdit(client, foodKeys.days(), (day: FoodDayResponse, meal: FoodMeal) => {
      const without = day.entries.filter((e) => e.mealId === meal.id).reduce(withoutEntry, day);
      return { ...without, meals: without.meals.filter((m) => m.id !== meal.id) };
    }),
    onSettled: () => logChanged(client),
  });
}

/** The favourite flag of `foodId` in every cached list and detail, and the favourites list itself. */
function markFavorite(client: QueryClient, food: FoodSummary, favorite: boolean) {
  const mark = <T extends FoodSummary>(f: T): T => (f.id === food.id ? { ...f, favorite } : f);
  client.setQueriesData<FoodSummary[]>({ queryKey: foodKeys.searches() }, (foods) => foods?.map(mark));
  client.setQueryData<FoodDetail>(foodKeys.detail(food.id), (detail) => detail && mark(detail));
  client.setQueryData<FoodSuggestionsResponse>(foodKeys.suggestions(), (s) => {
    if (!s) return s;
    const others = s.favorites.filter((f) => f.id !== food.id);
    return { recent: s.recent.map(mark), favorites: favorite ? [{ ...food, favorite }, ...others] : others };
  });
}

/** Stars or unstars a food: shown at once everywhere, undone if the server refuses. */
export function useFavoriteMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ food, favorite }: { food: FoodSummary; favorite: boolean }) => setFavorite({ foodId: food.id, favorite }),
    onMutate: async ({ food, favorite }) => {
      await client.cancelQueries({ queryKey: foodKeys.suggestions() });
      markFavorite(client, food, favorite);
    },
    onError: (_error, { food, favorite }) => markFavorite(client, food, !favorite),
    onSettled: () => client.invalidateQueries({ queryKey: foodKeys.suggestions() }),
  });
}

/** The user's saved meals, for the search box (first, before foods) and the group dialog. */
export const useSavedMeals = () => useQuery({ queryKey: foodKeys.savedMeals(), queryFn: ({ signal }) => getSavedMeals(signal) });

/** Saving, changing or deleting a saved meal: the list is read again (an every-day meal may fill today). */
function useSavedMealChange<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidate(client, foodKeys.savedMeals(), foodKeys.days()) });
}

export const useCreateSavedMealMutation = () => useSavedMealChange(createSavedMeal);
export const usePatchSavedMealMutation = () => useSavedMealChange(patchSavedMeal);
export const useDeleteSavedMealMutation = () => useSavedMealChange(deleteSavedMeal);
