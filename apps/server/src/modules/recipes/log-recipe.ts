import type { LogEntryBody, FoodMealResponse } from "@app/shared/food";
import { scaledGrams } from "@app/shared/recipes";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { isPremium } from "../billing";
import { logMeal, type FoodCatalog } from "../food";
import type { LoadedRecipe } from "./recipe-catalog";

/**
 * "Log this meal": the servings eaten, as one meal in the food log under the recipe's title, with
 * an entry per ingredient scaled to them (the recipe's grams are for `recipe.servings`). A Premium
 * recipe is Premium's to log. It counts against the food log's rate limit, as logging one food does.
 */
export async function logRecipe(
  db: Db,
  foods: FoodCatalog,
  { userId, recipe, servings, eatenAt }: { userId: string; recipe: LoadedRecipe; servings: number; eatenAt?: string },
): Promise<FoodMealResponse> {
  if (!recipe.free && !(await isPremium(db, userId))) {
    throw new AppError("PREMIUM_REQUIRED", "This recipe is part of CarniTrack Premium. Upgrade to cook and log it.");
  }
  const at = eatenAt ?? new Date().toISOString();
  const ingredients = recipe.ingredients.map((ingredient): LogEntryBody => ({
    foodId: ingredient.foodId,
    amount: scaledGrams(ingredient.grams, recipe.servings, servings),
    unit: "g",
    weighed: ingredient.weighed ?? "as-eaten",
    eatenAt: at,
  }));
  return logMeal(db, foods, userId, { title: recipe.title, recipeSlug: recipe.slug, servings, eatenAt: at }, ingredients);
}
