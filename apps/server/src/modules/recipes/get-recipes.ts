import type { RecipeListQuery, RecipeListResponse, RecipeResponse } from "@app/shared/recipes";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { recipeViewerOf } from "./favorites";
import { listRecipes, toCard } from "./list-recipes";
import { openRecipe } from "./open-recipe";
import type { LoadedRecipe, RecipeCatalog } from "./recipe-catalog";

/** What the user sees of the recipes: whether they are Premium, and their favourites. */
async function viewerOf(db: Db, userId: string) {
  const { subscribed, favorites } = await recipeViewerOf(db, { userId });
  return { subscribed, favorites, isLocked: (r: LoadedRecipe) => !r.free && !subscribed };
}

/**
 * The cards a query asks for. Everyone sees every card; a free user's Premium recipes are locked
 * (searched by their card's words only), and the Favourites filter is Premium's.
 */
export async function recipeList(
  db: Db,
  recipes: RecipeCatalog,
  { userId, query }: { userId: string; query: RecipeListQuery },
): Promise<RecipeListResponse> {
  const { subscribed, favorites, isLocked } = await viewerOf(db, userId);
  if (query.favorites && !subscribed) {
    throw new AppError("PREMIUM_REQUIRED", "Favourite recipes are part of CarniTrack Premium. Upgrade to unlock them.");
  }
  const list = listRecipes(recipes.all, query, favorites, isLocked);
  return { recipes: list.map((r) => toCard(r, { locked: isLocked(r), favorite: favorites.has(r.slug) })) };
}

/** The whole recipe, or for a free user's Premium one only its card: its contents never leave the server. */
export async function getRecipe(db: Db, { userId, recipe }: { userId: string; recipe: LoadedRecipe }): Promise<RecipeResponse> {
  const { favorites, isLocked } = await viewerOf(db, userId);
  const favorite = favorites.has(recipe.slug);
  if (isLocked(recipe)) return { recipe: { ...toCard(recipe, { locked: true, favorite }), locked: true } };
  return { recipe: openRecipe(recipe, favorite) };
}
