import type { LogRecipeBody } from "@app/shared";
import {
  logRecipeResponse,
  recipeFavoriteResponse,
  recipeListResponse,
  recipeResponse,
  recipeTeaserResponse,
} from "@app/shared/contracts/recipes";
import { apiJson, jsonBody } from "@/lib/api";

/* The recipe endpoints (/api/recipes). */

export interface RecipeFilters {
  q: string;
  category: string | null;
  tags: string[];
  sort: string;
  favorites: boolean;
}

export function recipeSearchParams(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.category) params.set("category", filters.category);
  if (filters.tags.length) params.set("tags", filters.tags.join(","));
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.favorites) params.set("favorites", "1");
  return params;
}

export const getRecipes = (filters: RecipeFilters, signal?: AbortSignal) => {
  const query = recipeSearchParams(filters).toString();
  return apiJson(`/api/recipes${query ? `?${query}` : ""}`, recipeListResponse, { signal });
};

export const getRecipe = (slug: string, signal?: AbortSignal) =>
  apiJson(`/api/recipes/${encodeURIComponent(slug)}`, recipeResponse, { signal });

/** Public: what a shared link shows to someone signed out. */
export const getRecipeTeaser = (slug: string, signal?: AbortSignal) =>
  apiJson(`/api/recipes/${encodeURIComponent(slug)}/teaser`, recipeTeaserResponse, { signal });

export const setFavorite = ({ slug, favorite }: { slug: string; favorite: boolean }) =>
  apiJson(`/api/recipes/${encodeURIComponent(slug)}/favorite`, recipeFavoriteResponse, { method: favorite ? "PUT" : "DELETE" });

export const logRecipe = ({ slug, body }: { slug: string; body: LogRecipeBody }) =>
  apiJson(`/api/recipes/${encodeURIComponent(slug)}/log`, logRecipeResponse, { ...jsonBody(body), method: "POST" });
