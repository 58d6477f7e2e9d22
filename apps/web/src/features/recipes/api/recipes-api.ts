import {
  type LogRecipeBody,
  type RecipeListQuery,
  logRecipeResponse,
  recipeFavoriteResponse,
  recipeListResponse,
  recipeResponse,
  recipeTeaserResponse,
} from "@app/shared/recipes";
import { api, read } from "@/lib/api-client";

/* The recipe endpoints (/api/recipes). Each response is checked against its contract; failures throw. */

/**
 * A list's query as it travels: only what narrows the list (no empty search, no default sort), the
 * tags comma-separated. Also the list's cache key, so two ways of asking the same share a response.
 */
export function recipeQuery({ q, category, tags, sort, favorites }: RecipeListQuery) {
  return {
    ...(q?.trim() && { q: q.trim() }),
    ...(category && { category }),
    ...(tags?.length && { tags: tags.join(",") }),
    ...(sort && sort !== "newest" && { sort }),
    ...(favorites && { favorites }),
  };
}

/** The client puts a path parameter in as it is: a slug from the address is encoded first. */
const slugParam = (slug: string) => ({ slug: encodeURIComponent(slug) });

export const getRecipes = (filters: RecipeListQuery, signal?: AbortSignal) =>
  read(api.recipes.$get({ query: recipeQuery(filters) }, { init: { signal } }), recipeListResponse);

/** GET /api/recipes/:slug: the whole recipe, or for a locked one its card. ApiError 404 for none. */
export const getRecipe = (slug: string, signal?: AbortSignal) =>
  read(api.recipes[":slug"].$get({ param: slugParam(slug) }, { init: { signal } }), recipeResponse);

/** Public: what a shared link shows to someone signed out. */
export const getRecipeTeaser = (slug: string, signal?: AbortSignal) =>
  read(api.recipes[":slug"].teaser.$get({ param: slugParam(slug) }, { init: { signal } }), recipeTeaserResponse);

/** PUT or DELETE /api/recipes/:slug/favorite (Premium). */
export const setFavorite = ({ slug, favorite }: { slug: string; favorite: boolean }) => {
  const route = api.recipes[":slug"].favorite;
  const param = slugParam(slug);
  return read(favorite ? route.$put({ param }) : route.$delete({ param }), recipeFavoriteResponse);
};

/** POST /api/recipes/:slug/log: one food log entry per ingredient, scaled to `body.servings`. */
export const logRecipe = ({ slug, body }: { slug: string; body: LogRecipeBody }) =>
  read(api.recipes[":slug"].log.$post({ param: slugParam(slug), json: body }), logRecipeResponse);
