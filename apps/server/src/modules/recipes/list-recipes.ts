import { categoryLabel, type RecipeSort, type RecipeListQuery, type RecipeCard, type RecipeTeaserResponse } from "@app/shared/recipes";
import type { LoadedRecipe } from "./recipe-catalog";

/** Lower case without accents: "Pâté" is found by "pate". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * What a search may match in a recipe: its own words (title, description, category, and the
 * ingredients for a user who may open it: a locked recipe's stay on the server, so a search must not
 * reveal them either). Not the tags ("egg" would find every Egg-free recipe; they have their own
 * filter) nor USDA's food names ("raw", "fat" and "salt" are in nearly all of them).
 */
function searchText(recipe: LoadedRecipe, ingredients: boolean): string {
  const card = [recipe.title, recipe.description, categoryLabel(recipe.category)];
  return fold([...card, ...(ingredients ? recipe.ingredients.map((i) => i.name) : [])].join(" "));
}

/**
 * Every word of the query starts a word of the recipe ("rib" finds "ribeye", "liver beef" finds
 * "beef liver"), in any order. A `locked` recipe is searched by its card's words only.
 */
export function matchesQuery(recipe: LoadedRecipe, q: string, { locked = false }: { locked?: boolean } = {}): boolean {
  const text = searchText(recipe, !locked);
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const haystack = ` ${text.replace(/[^\p{L}\p{N}]+/gu, " ")}`;
  // "rib eye" finds "ribeye" too: the words run together are a word of the recipe.
  return words.every((word) => haystack.includes(` ${word}`)) || (words.length > 1 && haystack.includes(` ${words.join("")}`));
}

const SORTS: Record<RecipeSort, (a: LoadedRecipe, b: LoadedRecipe) => number> = {
  newest: (a, b) => b.publishedOn.localeCompare(a.publishedOn) || a.title.localeCompare(b.title),
  quickest: (a, b) => a.prepMinutes + a.cookMinutes - (b.prepMinutes + b.cookMinutes) || a.title.localeCompare(b.title),
  protein: (a, b) => (b.perServing.protein ?? 0) - (a.perServing.protein ?? 0) || a.title.localeCompare(b.title),
};

/**
 * The recipes a query asks for, in its order (newest first unless it says otherwise), the ones the
 * user may open before the locked ones. `isLocked`: whether the user sees only a recipe's card.
 */
export function listRecipes(
  all: readonly LoadedRecipe[],
  query: RecipeListQuery,
  favorites: ReadonlySet<string>,
  isLocked: (recipe: LoadedRecipe) => boolean,
): LoadedRecipe[] {
  const tags = query.tags ?? [];
  return all
    .filter((r) => !query.category || r.category === query.category)
    .filter((r) => tags.every((t) => r.tags.includes(t)))
    .filter((r) => !query.favorites || favorites.has(r.slug))
    .filter((r) => !query.q || matchesQuery(r, query.q, { locked: isLocked(r) }))
    .sort((a, b) => Number(isLocked(a)) - Number(isLocked(b)) || SORTS[query.sort ?? "newest"](a, b));
}

/** A figure rounded to `digits` decimals, or null for "no data". */
export const rounded = (n: number | undefined, digits: number) => (n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);

export const illustrationUrl = (slug: string) => `/illustrations/recipes/${slug}.svg`;
/** The same drawing as a PNG, for link previews (most of them show no SVG). */
export const previewImageUrl = (slug: string) => `/api/recipes/${slug}/preview.png`;

/** The card every user may see, a locked recipe's too. */
export function toCard(recipe: LoadedRecipe, { locked, favorite }: { locked: boolean; favorite: boolean }): RecipeCard {
  return {
    slug: recipe.slug,
    title: recipe.title,
    description: recipe.description,
    category: recipe.category,
    tags: recipe.tags,
    free: recipe.free,
    locked,
    favorite,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    publishedOn: recipe.publishedOn,
    illustrationUrl: illustrationUrl(recipe.slug),
    perServing: { kcal: rounded(recipe.perServing.kcal, 0), protein: rounded(recipe.perServing.protein, 1) },
  };
}

/** What a shared link shows anyone, signed out too. */
export function toTeaser(recipe: LoadedRecipe): RecipeTeaserResponse {
  const { slug, title, description, category, prepMinutes, cookMinutes, free } = recipe;
  return { recipe: { slug, title, description, category, prepMinutes, cookMinutes, free, illustrationUrl: illustrationUrl(slug) } };
}
