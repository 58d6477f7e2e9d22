import { fatProteinRatio } from "@app/shared/food";
import type { OpenRecipe } from "@app/shared/recipes";
import { rounded, toCard } from "./list-recipes";
import type { LoadedRecipe } from "./recipe-catalog";

/** The figures a recipe's page shows per serving (the contract's nutrition). */
const NUTRITION_FIGURES = [
  ["kcal", 0],
  ["protein", 1],
  ["fat", 1],
  ["carbs", 1],
  ["sodium", 0],
  ["potassium", 0],
] as const satisfies readonly (readonly [keyof Omit<OpenRecipe["nutrition"], "incomplete" | "fatProteinRatio">, number])[];

/** The fat:protein ratio of a serving, from its unrounded figures, by the food log's rule. */
function ratioOf(recipe: LoadedRecipe): OpenRecipe["nutrition"]["fatProteinRatio"] {
  const { fat, protein, kcal } = recipe.perServing;
  const ratio = fatProteinRatio(fat ?? 0, protein ?? 0, kcal ?? 0);
  return ratio ? { ...ratio, byGrams: Math.round(ratio.byGrams * 100) / 100 } : null;
}

/** The whole recipe, for a user who may cook it. */
export function openRecipe(recipe: LoadedRecipe, favorite: boolean): OpenRecipe {
  const figures = Object.fromEntries(NUTRITION_FIGURES.map(([key, digits]) => [key, rounded(recipe.perServing[key], digits)]));
  return {
    ...toCard(recipe, { locked: false, favorite }),
    locked: false,
    ingredients: recipe.ingredients.map((ingredient) => ({
      foodId: ingredient.foodId,
      foodName: ingredient.foodName,
      grams: ingredient.grams,
      weighed: ingredient.weighed ?? null,
      eatenGrams: Math.round(ingredient.eatenGrams),
      name: ingredient.name,
      note: ingredient.note ?? null,
      pieces: ingredient.pieces ?? null,
    })),
    steps: recipe.steps,
    tips: recipe.tips,
    nutrition: {
      ...(figures as Omit<OpenRecipe["nutrition"], "incomplete" | "fatProteinRatio">),
      fatProteinRatio: ratioOf(recipe),
      incomplete: recipe.incomplete.filter((key) => NUTRITION_FIGURES.some(([figure]) => figure === key)),
    },
  };
}
