import { AppError } from "../../platform/errors";
import type { LoadedRecipe, RecipeCatalog } from "./recipe-catalog";

/** One of our recipes by its slug, or the recipe's 404. */
export function findRecipe(recipes: RecipeCatalog, slug: string): LoadedRecipe {
  const recipe = recipes.get(slug);
  if (!recipe) throw new AppError("NOT_FOUND", "There is no such recipe.");
  return recipe;
}
