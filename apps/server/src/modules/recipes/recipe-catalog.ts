import { sql } from "drizzle-orm";
import { cookedGrams, NUTRIENT_KEYS, nutrientIn, type FoodGroup, type NutrientKey, type Nutrients } from "@app/shared/food";
import { RECIPE_TAGS, type RecipeTag, type RecipeFile, type RecipeIngredient } from "@app/shared/recipes";
import type { Db } from "../../db/client";
import { recipes } from "../../db/schema";
import { readRecipeFiles } from "./recipe-files";

/** What a recipe needs to know of a catalog food. */
export interface RecipeFood {
  name: string;
  group: FoodGroup;
  nutrients: Nutrients;
  cookedYield: number | null;
}
export type RecipeFoods = (foodId: string) => RecipeFood | undefined;

/** A recipe as loaded: its file, and what is computed from it (never typed in). */
export interface LoadedRecipe extends Omit<RecipeFile, "tags" | "ingredients"> {
  tags: RecipeTag[];
  /** Each with its food's name and its grams as eaten (raw weights through the food's yield). */
  ingredients: (RecipeIngredient & { foodName: string; eatenGrams: number })[];
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
const TAG_ORDER = RECIPE_TAGS.map((t) => t.key) as RecipeTag[];

/**
 * The facts among the tags come from the recipe itself: dairy-free and egg-free from its
 * ingredients' food groups, under 20 min from its minutes; the file declares only the judgements.
 */
function tagsOf(recipe: RecipeFile, groups: FoodGroup[]): RecipeTag[] {
  const tags: RecipeTag[] = [...recipe.tags];
  if (recipe.prepMinutes + recipe.cookMinutes <= MINUTES_QUICK) tags.push("under-20-min");
  if (!groups.includes("dairy")) tags.push("dairy-free");
  if (!groups.includes("eggs")) tags.push("egg-free");
  return [...new Set(tags)].sort((a, b) => TAG_ORDER.indexOf(a) - TAG_ORDER.indexOf(b));
}

/**
 * A recipe's nutrition from its ingredients' foods, per serving: the sum over the ingredients
 * that have data for a nutrient (one without is "no data", never 0, and flags the sum).
 */
export function computeRecipe(recipe: RecipeFile, foodOf: RecipeFoods): LoadedRecipe {
  const items = recipe.ingredients.map((ingredient) => {
    const food = foodOf(ingredient.foodId)!;
    const eatenGrams = ingredient.weighed === "raw" ? cookedGrams(ingredient.grams, food.cookedYield!) : ingredient.grams;
    return { ingredient, food, eatenGrams };
  });
  const perServing: Nutrients = {};
  const incomplete: NutrientKey[] = [];
  for (const key of NUTRIENT_KEYS) {
    const values = items.map(({ food, eatenGrams }) => nutrientIn(food.nutrients, key, eatenGrams)).filter((v) => v !== undefined);
    if (values.length > 0) perServing[key] = values.reduce((sum, v) => sum + v, 0) / recipe.servings;
    if (values.length < items.length) incomplete.push(key);
  }
  const groups = items.map((i) => i.food.group);
  return {
    ...recipe,
    tags: tagsOf(recipe, groups),
    ingredients: items.map(({ ingredient, food, eatenGrams }) => ({ ...ingredient, foodName: food.name, eatenGrams })),
    perServing,
    incomplete,
  };
}

/**
 * Reads and checks the recipe files, computes their nutrition from the food catalog, and writes
 * the database's copy of each (so favourites can refer to a recipe). A recipe that left the files
 * keeps its row: during a rolling deploy an older process must not delete a newer one's recipes
 * (and their favourites); the API lists only the recipes of this process's files.
 */
export async function openRecipeCatalog(db: Db, foodOf: RecipeFoods, dir: string): Promise<RecipeCatalog> {
  const files = readRecipeFiles(dir, foodOf);
  const loaded = files.map((file) => computeRecipe(file, foodOf));
  await db
    .insert(recipes)
    .values(
      loaded.map((r, i) => ({
        slug: r.slug,
        title: r.title,
        category: r.category,
        free: r.free,
        publishedOn: r.publishedOn,
        content: files[i]!,
        nutrition: { perServing: r.perServing, incomplete: r.incomplete },
      })),
    )
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
  const bySlug = new Map(loaded.map((r) => [r.slug, r]));
  return { all: loaded, get: (slug) => bySlug.get(slug) };
}
