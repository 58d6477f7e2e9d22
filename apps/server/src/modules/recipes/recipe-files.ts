import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GRAMS_MAX } from "@app/shared/food";
import { FREE_RECIPES, SERVINGS_MAX, recipeFileSchema, type RecipeFile } from "@app/shared/recipes";
import "../../platform/zod-messages";

/** What a recipe file's checks need to know of a food: that it exists, and whether a raw weight can be logged for it. */
export interface RecipeFoodLookup {
  (foodId: string): { cookedYield: number | null } | undefined;
}

export class RecipeFileError extends Error {}

/**
 * Every recipe file of `dir` (<slug>.json), checked against the shared schema and the food
 * catalog: the slug is the file's name, every ingredient's food exists, "weighed: raw" only for a
 * cooked food with a yield, no amount beyond the food log's at 12 servings, slugs and titles
 * unique, exactly FREE_RECIPES marked free. The first
 * problem stops with the file's name and the reason.
 */
export function readRecipeFiles(dir: string, foodOf: RecipeFoodLookup): RecipeFile[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const recipes = files.map((file) => {
    const where = path.join(path.basename(dir), file);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    } catch (err) {
      throw new RecipeFileError(`${where}: not JSON (${(err as Error).message})`);
    }
    const parsed = recipeFileSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new RecipeFileError(`${where}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    }
    const recipe = parsed.data;
    if (`${recipe.slug}.json` !== file) throw new RecipeFileError(`${where}: the slug "${recipe.slug}" must be the file's name`);
    for (const [i, ingredient] of recipe.ingredients.entries()) {
      const food = foodOf(ingredient.foodId);
      if (!food) throw new RecipeFileError(`${where}: ingredients.${i}: no food ${ingredient.foodId} in the catalog`);
      if (ingredient.weighed === "raw" && food.cookedYield === null) {
        throw new RecipeFileError(`${where}: ingredients.${i}: food ${ingredient.foodId} has no cooked yield, so it can't be weighed raw`);
      }
      // "Log this meal" at the most servings must still be an amount the food log takes.
      if ((ingredient.grams * SERVINGS_MAX) / recipe.servings > GRAMS_MAX) {
        throw new RecipeFileError(`${where}: ingredients.${i}: ${SERVINGS_MAX} servings would be more than ${GRAMS_MAX} g of it`);
      }
    }
    return recipe;
  });
  const titles = new Set<string>();
  for (const recipe of recipes) {
    const title = recipe.title.toLowerCase();
    if (titles.has(title)) throw new RecipeFileError(`recipes: the title "${recipe.title}" is used twice`);
    titles.add(title);
  }
  const free = recipes.filter((r) => r.free).length;
  if (free !== FREE_RECIPES) throw new RecipeFileError(`recipes: ${free} are marked free; exactly ${FREE_RECIPES} must be`);
  return recipes;
}
