import * as z from "zod/mini";
import { GRAMS_MAX } from "../food/rules";
import { eatenAtSchema } from "../food/requests";
import { localDateSchema } from "../time/fields";
import {
  DECLARED_RECIPE_TAGS,
  RECIPE_CATEGORY_KEYS,
  RECIPE_SORTS,
  RECIPE_TAGS,
  SERVINGS_MAX,
  SERVINGS_MIN,
  type RecipeSort,
  type RecipeTag,
} from "./rules";
import { isSafeLine } from "../text/rules";

/*
 * A recipe file (apps/server/recipes/<slug>.json), checked when the server loads it: a file that
 * does not fit stops the start with its name and the reason. Nutrition is never in the file: it is
 * computed from the ingredients' foods.
 */

const paragraph = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is empty.`),
      z.maxLength(max, `${label} is longer than ${max} characters.`),
      z.refine(isSafeLine, `${label} must be one paragraph without control characters.`),
    );
const between = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

export const recipeIngredientSchema = z.strictObject({
  /** A USDA SR28 food (NDB number) or one of our own catalog foods (e.g. 99001 salt). */
  foodId: z.string().check(z.regex(/^\d{5}$/, "foodId must be a 5-digit food number.")),
  /** For the recipe's servings. With `weighed: "raw"` the raw weight of a cooked food (its yield applies). */
  grams: z.number().check(z.positive(), z.maximum(GRAMS_MAX)),
  weighed: z.optional(z.enum(["raw"])),
  /** What it is, without the amount: "ribeye steak". */
  name: paragraph("name", 60),
  /** How to buy or prepare it: "about 3 cm thick, at room temperature". */
  note: z.optional(paragraph("note", 120)),
  /** Countable pieces at the recipe's servings, shown beside the grams: about 2 steaks. */
  pieces: z.optional(
    z.strictObject({ count: z.number().check(z.positive(), z.maximum(100)), one: paragraph("one", 20), many: paragraph("many", 20) }),
  ),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeFileSchema = z.strictObject({
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lowercase words joined by hyphens."), z.maxLength(60)),
  title: paragraph("title", 70),
  description: paragraph("description", 160),
  category: z.enum(RECIPE_CATEGORY_KEYS),
  tags: z.array(z.enum(DECLARED_RECIPE_TAGS)).check(z.refine((t) => new Set(t).size === t.length, "tags repeat.")),
  /** One of the FREE_RECIPES open to everyone. */
  free: z.boolean(),
  /** When we published it: the "newest" sort. */
  publishedOn: localDateSchema,
  servings: between(SERVINGS_MIN, SERVINGS_MAX),
  prepMinutes: between(0, 24 * 60),
  cookMinutes: between(0, 48 * 60),
  ingredients: z.array(recipeIngredientSchema).check(z.minLength(1), z.maxLength(20)),
  steps: z.array(paragraph("step", 700)).check(z.minLength(1), z.maxLength(20)),
  tips: z.array(paragraph("tip", 400)).check(z.maxLength(8)),
});
export type RecipeFile = z.infer<typeof recipeFileSchema>;

/** GET /api/recipes: what to list. */
export const recipeListQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, "q is too long."))),
  category: z.optional(z.enum(RECIPE_CATEGORY_KEYS, { error: "category is not one of ours." })),
  /** Comma-separated: every tag must apply. */
  tags: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(200)),
        z.transform((s: string) => s.split(",").filter(Boolean)),
      ),
      z.array(z.enum(RECIPE_TAGS.map((t) => t.key) as [RecipeTag, ...RecipeTag[]], { error: "tags are not ours." })),
    ),
  ),
  sort: z.optional(
    z.enum(RECIPE_SORTS.map((s) => s.key) as [RecipeSort, ...RecipeSort[]], { error: "sort must be newest, quickest or protein." }),
  ),
  favorites: z.optional(z.enum(["1"], { error: 'favorites must be "1".' })),
});
/** What a list asks for, as the server reads it (tags split). */
export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

/** A recipe's address: an unknown slug is the recipe's 404, not a 400. */
export const recipeSlugParamsSchema = z.strictObject({ slug: z.string() });

/** POST /api/recipes/:slug/log: the chosen servings, eaten at `eatenAt` (now by default). */
export const logRecipeBodySchema = z.strictObject({
  servings: z
    .int({ error: "servings must be a whole number." })
    .check(
      z.minimum(SERVINGS_MIN, `servings must be from ${SERVINGS_MIN} to ${SERVINGS_MAX}.`),
      z.maximum(SERVINGS_MAX, `servings must be from ${SERVINGS_MIN} to ${SERVINGS_MAX}.`),
    ),
  eatenAt: z.optional(eatenAtSchema),
});
export type LogRecipeBody = z.infer<typeof logRecipeBodySchema>;
