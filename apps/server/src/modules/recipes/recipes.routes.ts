import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { logRecipeBodySchema, recipeListQuerySchema, type LogEntryBody } from "@app/shared";
import { fatProteinRatio } from "@app/shared/food";
import { scaledGrams } from "@app/shared/recipes";
import type {
  LogRecipeResponse,
  OpenRecipe,
  RecipeFavoriteResponse,
  RecipeListResponse,
  RecipeResponse,
  RecipeTeaserResponse,
} from "@app/shared/contracts/recipes";
import type { Db } from "../../db/client";
import { recipeFavorites } from "../../db/schema";
import { AppError, parseQuery, readJson } from "../../platform/errors";
import { requirePremium, requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { logAllowances, logCatalogFoods, type FoodCatalog } from "../food";
import { illustrationUrl, listRecipes, rounded, toCard } from "./list-recipes";
import type { LoadedRecipe, RecipeCatalog } from "./recipe-catalog";

export interface RecipeRoutesDeps {
  auth: SessionSource;
  db: Db;
  recipes: RecipeCatalog;
  foods: FoodCatalog;
  isPremium: (userId: string) => Promise<boolean>;
  /** A recipe's drawing as a PNG for link previews, or undefined without one. */
  previewImage: (slug: string) => Promise<Buffer | undefined>;
}

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
function openRecipe(recipe: LoadedRecipe, favorite: boolean): OpenRecipe {
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

/**
 * /api/recipes. Everyone signed in sees every card; a free user gets the FREE_RECIPES whole and
 * only the card of the others: their ingredients, method and tips never leave the server. The
 * teaser (title, description, illustration) is public, for shared links.
 */
export function recipeRoutes({ auth, db, recipes, foods, isPremium, previewImage }: RecipeRoutesDeps) {
  const favoritesOf = async (userId: string) =>
    new Set(
      (await db.select({ slug: recipeFavorites.slug }).from(recipeFavorites).where(eq(recipeFavorites.userId, userId))).map((r) => r.slug),
    );
  const recipeOf = (c: Context) => {
    const recipe = recipes.get(c.req.param("slug") ?? "");
    if (!recipe) throw new AppError("NOT_FOUND", "There is no such recipe.");
    return recipe;
  };
  const signedIn = requireUser(auth);
  const premium = requirePremium(isPremium);
  // Logging a recipe spends the food log's allowance, as logging one food does (only if it is logged).
  const allowance = logAllowances(db);

  return new Hono<AuthEnv>()
    .get("/:slug/teaser", (c) => {
      const recipe = recipeOf(c);
      const { slug, title, description, category, prepMinutes, cookMinutes, free } = recipe;
      return c.json({
        recipe: { slug, title, description, category, prepMinutes, cookMinutes, free, illustrationUrl: illustrationUrl(slug) },
      } satisfies RecipeTeaserResponse);
    })
    .get("/:slug/preview.png", async (c) => {
      const recipe = recipeOf(c);
      const png = await previewImage(recipe.slug);
      if (!png) throw new AppError("NOT_FOUND", "This recipe has no picture.");
      c.header("Content-Type", "image/png");
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(new Uint8Array(png));
    })
    .use(signedIn)
    .get("/", async (c) => {
      const query = parseQuery(c.req.query(), recipeListQuerySchema);
      const userId = c.var.user.id;
      const [subscribed, favorites] = await Promise.all([isPremium(userId), favoritesOf(userId)]);
      if (query.favorites && !subscribed) {
        throw new AppError("PREMIUM_REQUIRED", "Favourite recipes are part of CarniTrack Premium. Upgrade to unlock them.");
      }
      const isLocked = (r: LoadedRecipe) => !r.free && !subscribed;
      const list = listRecipes(recipes.all, query, favorites, isLocked);
      return c.json({
        recipes: list.map((r) => toCard(r, { locked: isLocked(r), favorite: favorites.has(r.slug) })),
      } satisfies RecipeListResponse);
    })
    .get("/:slug", async (c) => {
      const recipe = recipeOf(c);
      const userId = c.var.user.id;
      const [subscribed, favorites] = await Promise.all([isPremium(userId), favoritesOf(userId)]);
      const favorite = favorites.has(recipe.slug);
      if (!recipe.free && !subscribed) {
        return c.json({ recipe: { ...toCard(recipe, { locked: true, favorite }), locked: true } } satisfies RecipeResponse);
      }
      return c.json({ recipe: openRecipe(recipe, favorite) } satisfies RecipeResponse);
    })
    .put("/:slug/favorite", premium, async (c) => {
      const recipe = recipeOf(c);
      await db.insert(recipeFavorites).values({ userId: c.var.user.id, slug: recipe.slug }).onConflictDoNothing();
      return c.json({ favorite: true } satisfies RecipeFavoriteResponse);
    })
    .delete("/:slug/favorite", premium, async (c) => {
      const recipe = recipeOf(c);
      await db.delete(recipeFavorites).where(and(eq(recipeFavorites.userId, c.var.user.id), eq(recipeFavorites.slug, recipe.slug)));
      return c.json({ favorite: false } satisfies RecipeFavoriteResponse);
    })
    .post("/:slug/log", async (c) => {
      const recipe = recipeOf(c);
      const body = await readJson(c, logRecipeBodySchema);
      const userId = c.var.user.id;
      if (!recipe.free && !(await isPremium(userId))) {
        throw new AppError("PREMIUM_REQUIRED", "This recipe is part of CarniTrack Premium. Upgrade to cook and log it.");
      }
      // One entry per ingredient, scaled to the servings eaten: each can then be edited like any other.
      const eatenAt = body.eatenAt ?? new Date().toISOString();
      const note = `${recipe.title}, ${body.servings === 1 ? "1 serving" : `${body.servings} servings`}`;
      const ingredients = recipe.ingredients.map((ingredient): LogEntryBody => ({
        foodId: ingredient.foodId,
        amount: scaledGrams(ingredient.grams, recipe.servings, body.servings),
        unit: "g",
        weighed: ingredient.weighed ?? "as-eaten",
        eatenAt,
        note,
      }));
      const entries = await allowance.log.spend(userId, () => logCatalogFoods(db, foods, userId, ingredients));
      return c.json({ entries } satisfies LogRecipeResponse, 201);
    });
}
