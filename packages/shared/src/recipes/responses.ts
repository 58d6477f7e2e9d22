/** The recipe endpoints' responses (zod/mini, for the signed-in chunks). */
import * as z from "zod/mini";
import { RECIPE_CATEGORY_KEYS, RECIPE_TAGS, type RecipeTag } from "./rules";
import { foodEntrySchema, foodMealSchema } from "../food/responses";

const perServingFigure = z.nullable(z.number());

/** What a card shows, for every recipe and every user (a locked one too). */
export const recipeCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(RECIPE_CATEGORY_KEYS),
  tags: z.array(z.enum(RECIPE_TAGS.map((t) => t.key) as [RecipeTag, ...RecipeTag[]])),
  /** One of the recipes open to everyone. */
  free: z.boolean(),
  /** Premium's, and this user is not Premium: no ingredients, method or tips for them. */
  locked: z.boolean(),
  favorite: z.boolean(),
  servings: z.number(),
  prepMinutes: z.number(),
  cookMinutes: z.number(),
  publishedOn: z.string(),
  illustrationUrl: z.string(),
  perServing: z.object({ kcal: perServingFigure, protein: perServingFigure }),
});

export const recipeIngredientViewSchema = z.object({
  foodId: z.string(),
  /** The catalog food's name (USDA's). */
  foodName: z.string(),
  /** For the recipe's servings, as weighed (raw for "raw"). */
  grams: z.number(),
  weighed: z.nullable(z.literal("raw")),
  /** What those grams are once cooked (the food's yield), for "raw". */
  eatenGrams: z.number(),
  name: z.string(),
  note: z.nullable(z.string()),
  pieces: z.nullable(z.object({ count: z.number(), one: z.string(), many: z.string() })),
});

/** Per serving; null: none of the ingredients has data for it. `incomplete`: some have none. */
export const recipeNutritionSchema = z.object({
  kcal: perServingFigure,
  protein: perServingFigure,
  fat: perServingFigure,
  carbs: perServingFigure,
  sodium: perServingFigure,
  potassium: perServingFigure,
  /** Fat to protein by grams, and each one's share of the calories (the food log's rule); null without protein. */
  fatProteinRatio: z.nullable(z.object({ byGrams: z.number(), fatEnergyPercent: z.number(), proteinEnergyPercent: z.number() })),
  incomplete: z.array(z.string()),
});

export const openRecipeSchema = z.extend(recipeCardSchema, {
  locked: z.literal(false),
  ingredients: z.array(recipeIngredientViewSchema),
  steps: z.array(z.string()),
  tips: z.array(z.string()),
  nutrition: recipeNutritionSchema,
});
export const lockedRecipeSchema = z.extend(recipeCardSchema, { locked: z.literal(true) });

/** GET /api/recipes */
export const recipeListResponse = z.object({ recipes: z.array(recipeCardSchema) });
/** GET /api/recipes/:slug: the whole recipe, or for a locked one only its card. */
export const recipeResponse = z.object({ recipe: z.discriminatedUnion("locked", [openRecipeSchema, lockedRecipeSchema]) });
/** GET /api/recipes/:slug/teaser (public): what a shared link shows anyone. */
export const recipeTeaserResponse = z.object({
  recipe: z.object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(RECIPE_CATEGORY_KEYS),
    prepMinutes: z.number(),
    cookMinutes: z.number(),
    /** One of the recipes open to every account, free ones too. */
    free: z.boolean(),
    illustrationUrl: z.string(),
  }),
});
/** POST /api/recipes/:slug/log: one food log entry per ingredient. */
export const logRecipeResponse = z.object({ meal: foodMealSchema, entries: z.array(foodEntrySchema) });
export const recipeFavoriteResponse = z.object({ favorite: z.boolean() });

export type RecipeCard = z.infer<typeof recipeCardSchema>;
export type RecipeIngredientView = z.infer<typeof recipeIngredientViewSchema>;
export type RecipeNutrition = z.infer<typeof recipeNutritionSchema>;
export type OpenRecipe = z.infer<typeof openRecipeSchema>;
export type LockedRecipe = z.infer<typeof lockedRecipeSchema>;
export type RecipeListResponse = z.infer<typeof recipeListResponse>;
export type RecipeResponse = z.infer<typeof recipeResponse>;
export type RecipeTeaserResponse = z.infer<typeof recipeTeaserResponse>;
export type LogRecipeResponse = z.infer<typeof logRecipeResponse>;
export type RecipeFavoriteResponse = z.infer<typeof recipeFavoriteResponse>;
