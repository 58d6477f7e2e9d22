import type { LogEntryBody } from "@app/shared/food";
import { scaledGrams } from "@app/shared/recipes";
import type { FoodEntry } from "@app/shared/contracts/food";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { isPremium } from "../billing";
import { logAllowances, logCatalogFoods, type FoodCatalog } from "../food";
import type { LoadedRecipe } from "./recipe-catalog";

/**
 * "Log this meal": one food log entry per ingredient, scaled to the servings eaten, so each can be
 * edited like any other. A Premium recipe is Premium's to log. It spends the food log's allowance,
 * as logging one food does, and only if it is logged.
 */
export async function logRecipe(
  db: Db,
  foods: FoodCatalog,
  { userId, recipe, servings, eatenAt }: { userId: string; recipe: LoadedRecipe; servings: number; eatenAt?: string },
): Promise<FoodEntry[]> {
  if (!recipe.free && !(await isPremium(db, userId))) {
    throw new AppError("PREMIUM_REQUIRED", "This recipe is part of CarniTrack Premium. Upgrade to cook and log it.");
  }
  const at = eatenAt ?? new Date().toISOString();
  const note = `${recipe.title}, ${servings === 1 ? "1 serving" : `${servings} servings`}`;
  const ingredients = recipe.ingredients.map((ingredient): LogEntryBody => ({
    foodId: ingredient.foodId,
    amount: scaledGrams(ingredient.grams, recipe.servings, servings),
    unit: "g",
    weighed: ingredient.weighed ?? "as-eaten",
    eatenAt: at,
    note,
  }));
  return logAllowances(db).log.spend(userId, () => logCatalogFoods(db, foods, userId, ingredients));
}
