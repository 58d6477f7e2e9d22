import { categoryLabel, tagLabel, type RecipeSort, type RecipeTag } from "@app/shared/recipes";
import type { RecipeCard } from "@app/shared/contracts/recipes";
import type { LoadedRecipe } from "./recipe-catalog";

export interface RecipeQuery {
  q?: string;
  category?: string;
  tags?: string[];
  sort?: string;
  favorites?: string;
}

/** Lower case without accents: "Pâté" is found by "pate". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Everything a search may match in a recipe: its words, its category and tags, its ingredients and their foods. */
function searchText(recipe: LoadedRecipe): string {
  return fold(
    [
      recipe.title,
      recipe.description,
      categoryLabel(recipe.category),
      ...recipe.tags.map(tagLabel),
      ...recipe.ingredients.map((i) => i.name),
      ...recipe.ingredientFoods.map((f) => f.foodName),
    ].join(" "),
  );
}

const texts = new WeakMap<LoadedRecipe, string>();

/** Every word of the query starts a word of the recipe ("rib" finds "ribeye", "liver beef" finds "beef liver"). */
export function matchesQuery(recipe: LoadedRecipe, q: string): boolean {
  let text = texts.get(recipe);
  if (text === undefined) {
    text = searchText(recipe);
    texts.set(recipe, text);
  }
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const haystack = ` ${text.replace(/[^\p{L}\p{N}]+/gu, " ")}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

const SORTS: Record<RecipeSort, (a: LoadedRecipe, b: LoadedRecipe) => number> = {
  newest: (a, b) => b.publishedOn.localeCompare(a.publishedOn) || a.title.localeCompare(b.title),
  quickest: (a, b) => a.prepMinutes + a.cookMinutes - (b.prepMinutes + b.cookMinutes) || a.title.localeCompare(b.title),
  protein: (a, b) => (b.perServing.protein ?? 0) - (a.perServing.protein ?? 0) || a.title.localeCompare(b.title),
};

/** The recipes a query asks for, in its order (newest first unless it says otherwise). */
export function listRecipes(all: readonly LoadedRecipe[], query: RecipeQuery, favorites: ReadonlySet<string>): LoadedRecipe[] {
  const tags = (query.tags ?? []) as RecipeTag[];
  return all
    .filter((r) => !query.category || r.category === query.category)
    .filter((r) => tags.every((t) => r.tags.includes(t)))
    .filter((r) => !query.favorites || favorites.has(r.slug))
    .filter((r) => !query.q || matchesQuery(r, query.q))
    .sort(SORTS[(query.sort as RecipeSort | undefined) ?? "newest"]);
}

const oneDecimal = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10) / 10);

export const illustrationUrl = (slug: string) => `/illustrations/recipes/${slug}.svg`;

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
    perServing: {
      kcal: recipe.perServing.kcal === undefined ? null : Math.round(recipe.perServing.kcal),
      protein: oneDecimal(recipe.perServing.protein),
    },
  };
}
