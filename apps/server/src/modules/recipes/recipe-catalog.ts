import { sql } from "drizzle-orm";
import { cookedGrams, NUTRIENT_KEYS, nutrientIn, type NutrientKey, type Nutrients } from "@app/shared/food";
import { DECLARED_RECIPE_TAGS, type RecipeTag } from "@app/shared/recipes";
import type { RecipeFile } from "@app/shared";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema";
import type { FoodCatalog } from "../food";
import { readRecipeFiles } from "./recipe-files";

/** A recipe as loaded: its file, and what is computed from it (never typed in). */
export interface LoadedRecipe extends Omit<RecipeFile, "tags"> {
  tags: RecipeTag[];
  /** Each ingredient's food name and its grams as eaten (raw weights through the food's yield). */
  ingredientFoods: { foodName: string; eatenGrams: number }[];
  /** Per serving; a nutrient that some ingredient has no data for is in `incomplete`. */
  perServing: Nutrients;
  incomplete: NutrientKey[];
}

/** Our recipes, read-only and the same in every server process (the files ship with the code). */
export interface RecipeCatalog {
  all: readonly LoadedRecipe[];
  get(slug: string): LoadedRecipe | undefined;
}

const MINUTES_QUICK = 20;

/**
 * The facts among the tags come from the recipe itself: dairy-free and egg-free from its
 * ingredients' food groups, under 20 min from its minutes; the file declares only the judgements.
 */
function tagsOf(recipe: RecipeFile, groups: string[]): RecipeTag[] {
  const tags: RecipeTag[] = [...recipe.tags];
  if (recipe.prepMinutes + recipe.cookMinutes <= MINUTES_QUICK) tags.push("under-20-min");
  if (!groups.includes("dairy")) tags.push("dairy-free");
  if (!groups.includes("eggs")) tags.push("egg-free");
  const order = ["beginner", "under-20-min", ...DECLARED_RECIPE_TAGS, "dairy-free", "egg-free"];
  return [...new Set(tags)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** A recipe's nutrition from its ingredients' foods: the sum over the ingredients, per serving. */
export function computeRecipe(recipe: RecipeFile, foods: FoodCatalog): LoadedRecipe {
  const ingredientFoods = recipe.ingredients.map((ingredient) => {
    const food = foods.get(ingredient.foodId)!;
    const eatenGrams = ingredient.weighed === "raw" ? cookedGrams(ingredient.grams, food.cookedYield!) : ingredient.grams;
    return { food, foodName: food.name, eatenGrams };
  });
  const perServing: Nutrients = {};
  const incomplete: NutrientKey[] = [];
  for (const key of NUTRIENT_KEYS) {
    let total = 0;
    let known = 0;
    for (const { food, eatenGrams } of ingredientFoods) {
      const value = nutrientIn(food.nutrients, key, eatenGrams);
      if (value === undefined) continue;
      total += value;
      known++;
    }
    if (known > 0) perServing[key] = total / recipe.servings;
    if (known < ingredientFoods.length) incomplete.push(key);
  }
  return {
    ...recipe,
    tags: tagsOf(
      recipe,
      ingredientFoods.map((i) => i.food.group),
    ),
    ingredientFoods: ingredientFoods.map(({ foodName, eatenGrams }) => ({ foodName, eatenGrams })),
    perServing,
    incomplete,
  };
}

/**
 * Reads and checks the recipe files, computes their nutrition from the food catalog, and makes the
 * database's copy match them in one transaction (so favourites can refer to a recipe, and a recipe
 * taken out of the files leaves with its favourites). Safe for several processes starting at once.
 */
export async function openRecipeCatalog(db: Db, foods: FoodCatalog, dir: string): Promise<RecipeCatalog> {
  const files = readRecipeFiles(dir, (id) => foods.get(id));
  const loaded = files.map((file) => computeRecipe(file, foods));
  const rows = loaded.map((r, i) => ({
    slug: r.slug,
    title: r.title,
    category: r.category,
    free: r.free,
    publishedOn: r.publishedOn,
    content: files[i]!,
    nutrition: { perServing: r.perServing, incomplete: r.incomplete },
  }));
  await db.transaction(async (tx) => {
    await tx
      .insert(recipes)
      .values(rows)
      .onConflictDoUpdate({
        target: recipes.slug,
        set: {
          title: sql`excluded.title`,
          category: sql`excluded.category`,
          free: sql`excluded.free`,
          publishedOn: sql`excluded.published_on`,
          content: sql`excluded.content`,
          nutrition: sql`excluded.nutrition`,
          loadedAt: sql`now()`,
        },
      });
    await tx.execute(sql`delete from ${recipes} where not (${recipes.slug} = any(${sql.param(rows.map((r) => r.slug))}::text[]))`);
  });
  const bySlug = new Map(loaded.map((r) => [r.slug, r]));
  return { all: loaded, get: (slug) => bySlug.get(slug) };
}
