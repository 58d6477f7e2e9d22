import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RecipeListQuery, RecipeListResponse, RecipeResponse } from "@app/shared/recipes";
import * as api from "./recipes-api";

export const recipeKeys = {
  all: ["recipes"] as const,
  lists: () => [...recipeKeys.all, "list"] as const,
  list: (filters: RecipeListQuery) => [...recipeKeys.lists(), api.recipeQuery(filters)] as const,
  detail: (slug: string) => [...recipeKeys.all, "detail", slug] as const,
  teaser: (slug: string) => [...recipeKeys.all, "teaser", slug] as const,
};

/** The recipes the filters ask for, for useRecipes and the recipes page's loader. */
export const recipesQuery = (filters: RecipeListQuery) =>
  queryOptions({ queryKey: recipeKeys.list(filters), queryFn: ({ signal }) => api.getRecipes(filters, signal) });

/** The grid: the previous response stays up while the next one (another filter, more letters) loads. */
export const useRecipes = (filters: RecipeListQuery) => useQuery({ ...recipesQuery(filters), placeholderData: keepPreviousData });

export const useRecipe = (slug: string) =>
  useQuery({ queryKey: recipeKeys.detail(slug), queryFn: ({ signal }) => api.getRecipe(slug, signal) });

/** The heart: shown at once on the card and the page, put back if the server says no. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.setFavorite,
    onMutate: async ({ slug, favorite }) => {
      await client.cancelQueries({ queryKey: recipeKeys.all });
      const lists = client.getQueriesData<RecipeListResponse>({ queryKey: recipeKeys.lists() });
      const detail = client.getQueryData<RecipeResponse>(recipeKeys.detail(slug));
      for (const [key, data] of lists) {
        if (data) client.setQueryData(key, { recipes: data.recipes.map((r) => (r.slug === slug ? { ...r, favorite } : r)) });
      }
      if (detail) client.setQueryData(recipeKeys.detail(slug), { recipe: { ...detail.recipe, favorite } });
      return { lists, detail };
    },
    onError: (_error, { slug }, saved) => {
      for (const [key, data] of saved?.lists ?? []) client.setQueryData(key, data);
      if (saved?.detail) client.setQueryData(recipeKeys.detail(slug), saved.detail);
    },
    // The "Favourites" filter's list changes with every heart.
    onSettled: () => client.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}

/** "Log this meal": the food log reads its day again when it is next shown (its queries are never fresh). */
export const useLogRecipe = () => useMutation({ mutationFn: api.logRecipe });
