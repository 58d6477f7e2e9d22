import { Hono } from "hono";
import {
  logRecipeBodySchema,
  recipeListQuerySchema,
  recipeSlugParamsSchema,
  type LogRecipeResponse,
  type RecipeFavoriteResponse,
  type RecipeListResponse,
  type RecipeResponse,
  type RecipeTeaserResponse,
} from "@app/shared/recipes";
import { AppError } from "../../platform/errors";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import { jsonBody, paramsOf, queryOf } from "../../platform/validate";
import { requirePremium } from "../billing";
import type { FoodCatalog } from "../food";
import { setFavorite } from "./favorites";
import { findRecipe } from "./find-recipe";
import { getRecipe, recipeList } from "./get-recipes";
import { toTeaser } from "./list-recipes";
import { logRecipe } from "./log-recipe";
import type { RecipeCatalog } from "./recipe-catalog";

export interface RecipeRoutesDeps extends UserRoutesDeps {
  recipes: RecipeCatalog;
  foods: FoodCatalog;
  /** A recipe's drawing as a PNG for link previews, or undefined without one. */
  previewImage: (slug: string) => Promise<Buffer | undefined>;
}

/**
 * /api/recipes. Everyone signed in sees every card; a free user gets the FREE_RECIPES whole and
 * only the card of the others: their ingredients, method and tips never leave the server. The
 * teaser (title, description, illustration) is public, for shared links.
 */
export function recipeRoutes({ auth, db, recipes, foods, previewImage }: RecipeRoutesDeps) {
  const slug = paramsOf(recipeSlugParamsSchema, "There is no such recipe.");
  return new Hono<AuthEnv>()
    .get("/:slug/teaser", slug, (c) => c.json(toTeaser(findRecipe(recipes, c.req.valid("param").slug)) satisfies RecipeTeaserResponse))
    .get("/:slug/preview.png", slug, async (c) => {
      const recipe = findRecipe(recipes, c.req.valid("param").slug);
      const png = await previewImage(recipe.slug);
      if (!png) throw new AppError("NOT_FOUND", "This recipe has no picture.");
      c.header("Content-Type", "image/png");
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(new Uint8Array(png));
    })
    .use(requireUser(auth))
    .get("/", queryOf(recipeListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json((await recipeList(db, recipes, { userId: c.var.user.id, query })) satisfies RecipeListResponse);
    })
    .get("/:slug", slug, async (c) => {
      const recipe = findRecipe(recipes, c.req.valid("param").slug);
      return c.json((await getRecipe(db, { userId: c.var.user.id, recipe })) satisfies RecipeResponse);
    })
    .put("/:slug/favorite", requirePremium(db), slug, async (c) => {
      const recipe = findRecipe(recipes, c.req.valid("param").slug);
      return c.json((await setFavorite(db, { userId: c.var.user.id, slug: recipe.slug, favorite: true })) satisfies RecipeFavoriteResponse);
    })
    .delete("/:slug/favorite", requirePremium(db), slug, async (c) => {
      const recipe = findRecipe(recipes, c.req.valid("param").slug);
      return c.json(
        (await setFavorite(db, { userId: c.var.user.id, slug: recipe.slug, favorite: false })) satisfies RecipeFavoriteResponse,
      );
    })
    .post("/:slug/log", slug, jsonBody(logRecipeBodySchema), async (c) => {
      const recipe = findRecipe(recipes, c.req.valid("param").slug);
      const { servings, eatenAt } = c.req.valid("json");
      const logged = await logRecipe(db, foods, { userId: c.var.user.id, recipe, servings, eatenAt });
      return c.json(logged satisfies LogRecipeResponse, 201);
    });
}
