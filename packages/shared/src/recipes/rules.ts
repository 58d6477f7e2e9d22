/** Recipe rules shared by server and app. No zod here: the app bundles this. */

export const RECIPE_CATEGORIES = [
  { key: "steaks-roasts", label: "Steaks & roasts" },
  { key: "ground-meat", label: "Ground meat" },
  { key: "organ-meats", label: "Organ meats" },
  { key: "eggs", label: "Eggs" },
  { key: "seafood", label: "Seafood" },
  { key: "slow-cooked", label: "Slow-cooked & broths" },
  { key: "snacks", label: "Snacks" },
  { key: "treats", label: "Treats" },
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number]["key"];
export const RECIPE_CATEGORY_KEYS = RECIPE_CATEGORIES.map((c) => c.key) as unknown as readonly [RecipeCategory, ...RecipeCategory[]];

/** A recipe file declares only the judgement tags; the facts are derived from the recipe, so they can never be wrong. */
export const RECIPE_TAGS = [
  { key: "beginner", label: "Beginner" },
  { key: "under-20-min", label: "Under 20 min" },
  { key: "batch-cook", label: "Batch-cook" },
  { key: "dairy-free", label: "Dairy-free" },
  { key: "egg-free", label: "Egg-free" },
  { key: "hidden-organs", label: "Hidden organs" },
] as const;
export type RecipeTag = (typeof RECIPE_TAGS)[number]["key"];
export const DECLARED_RECIPE_TAGS = ["beginner", "batch-cook", "hidden-organs"] as const;

export const RECIPE_SORTS = [
  { key: "newest", label: "Newest" },
  { key: "quickest", label: "Quickest" },
  { key: "protein", label: "Highest protein" },
] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number]["key"];

export const SERVINGS_MIN = 1;
export const SERVINGS_MAX = 12;
/** How many recipes are open to free users (those marked `free` in their files). */
export const FREE_RECIPES = 5;

export const categoryLabel = (key: RecipeCategory) => RECIPE_CATEGORIES.find((c) => c.key === key)!.label;
export const tagLabel = (key: RecipeTag) => RECIPE_TAGS.find((t) => t.key === key)!.label;

/** Grams scaled to `servings`: whole, to 0.1 below 10 g (a pinch of salt is 0.3 g, not 1 g), at least 0.1 g. */
export function scaledGrams(grams: number, baseServings: number, servings: number): number {
  const exact = (grams * servings) / baseServings;
  return exact >= 10 ? Math.round(exact) : Math.max(0.1, Math.round(exact * 10) / 10);
}

/** "2h 15 min", "45 min": a recipe's time as people read it. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Pieces scaled to `servings` in halves, quarters below one. Null when no such count is within a fifth of the exact
 * one: a tenth of a roast is not "about ½ roast".
 */
export function scaledPieces(count: number, baseServings: number, servings: number): number | null {
  const exact = (count * servings) / baseServings;
  const parts = exact < 1 ? 4 : 2;
  const counted = Math.round(exact * parts) / parts;
  return counted > 0 && Math.abs(counted - exact) <= exact / 5 ? counted : null;
}

const FRACTIONS: Record<number, string> = { 0: "", 0.25: "¼", 0.5: "½", 0.75: "¾" };

/** "about 2 steaks", "about 1½ steaks", "about 1 steak", "about ¾ roast". */
export function formatPieces(count: number, one: string, many: string): string {
  const whole = Math.floor(count);
  const figure = `${whole === 0 ? "" : whole}${FRACTIONS[count - whole] ?? ""}`;
  return `about ${figure} ${count <= 1 ? one : many}`;
}

/** An ingredient's line beside its grams: pieces, "weighed raw", its note (never an amount, as a test checks). */
export function ingredientDetails(
  ingredient: { pieces?: { count: number; one: string; many: string } | null; weighed?: "raw" | null; note?: string | null },
  baseServings: number,
  servings: number,
): string {
  const count = ingredient.pieces ? scaledPieces(ingredient.pieces.count, baseServings, servings) : null;
  const pieces = ingredient.pieces && count !== null ? formatPieces(count, ingredient.pieces.one, ingredient.pieces.many) : null;
  return [pieces, ingredient.weighed === "raw" ? "weighed raw" : null, ingredient.note].filter(Boolean).join(", ");
}
