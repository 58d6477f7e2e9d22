import MiniSearch from "minisearch";
import type { FoodGroup } from "@app/shared/food";
import { FOOD_ALIASES } from "./aliases";

/** What the index needs of a catalog food. */
export interface IndexedFood {
  id: string;
  name: string;
  group: FoodGroup;
  animal: boolean;
}

export interface SearchHit {
  id: string;
  score: number;
}

/**
 * A food the user has logged lately ranks higher, the more often the higher, up to this factor at
 * three times: above even an exact everyday name, since what someone eats every day is what they
 * mean.
 */
const HISTORY_BOOST = 5;
/** Meat-first: an animal food outranks a plant food of the same match. */
const ANIMAL_BOOST = 1.5;
/** A query that is one of a food's everyday names exactly ("ribeye", "beef liver"). */
const EXACT_ALIAS_BOOST = 4;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, " ")
    .trim();

/**
 * The USDA catalog in memory (MiniSearch: prefix and fuzzy matching, any word order), with curated
 * everyday names. The catalog is read-only reference data, so every server process builds the same
 * index at start and no process can make another's stale; users' own foods are searched in the
 * database (see search-foods.ts). Decision record 007.
 */
export class FoodIndex {
  private readonly search: MiniSearch<IndexedFood & { aliases: string }>;
  private readonly foods = new Map<string, IndexedFood>();
  private readonly exactAliases = new Map<string, Set<string>>();

  constructor(foods: readonly IndexedFood[]) {
    this.search = new MiniSearch({
      idField: "id",
      fields: ["name", "aliases"],
      processTerm: (term) => normalize(term) || null,
      // "80/20" stays one word as well as two, so "80/20" and "80 20" both find ground beef.
      tokenize: (text) => {
        const words = text.split(/[\s,()"'-]+/).filter(Boolean);
        return [...words, ...words.flatMap((w) => (w.includes("/") ? w.split("/") : []))];
      },
      searchOptions: {
        boost: { aliases: 3 },
        prefix: (term) => term.length >= 2,
        fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
        combineWith: "AND",
      },
    });
    const documents = foods.map((food) => ({ ...food, aliases: (FOOD_ALIASES[food.id] ?? []).join(" ; ") }));
    this.search.addAll(documents);
    for (const food of foods) {
      this.foods.set(food.id, food);
      for (const alias of FOOD_ALIASES[food.id] ?? []) {
        const key = normalize(alias);
        if (!this.exactAliases.has(key)) this.exactAliases.set(key, new Set());
        this.exactAliases.get(key)!.add(food.id);
      }
    }
  }

  get size(): number {
    return this.foods.size;
  }

  has(id: string): boolean {
    return this.foods.has(id);
  }

  /**
   * The best matches for a query: text match (everyday names weigh more), then the user's history
   * (`timesLogged` by food id) and meat-first. Every word must match (typos and prefixes allowed);
   * if no food matches them all, foods matching most of them.
   */
  query(text: string, { limit, timesLogged = new Map() }: { limit: number; timesLogged?: ReadonlyMap<string, number> }): SearchHit[] {
    const q = normalize(text);
    if (!q) return [];
    let results = this.search.search(q);
    if (results.length === 0) results = this.search.search(q, { combineWith: "OR" });
    const exact = this.exactAliases.get(q);
    return results
      .map((result) => {
        const food = this.foods.get(String(result.id))!;
        let score = result.score;
        if (exact?.has(food.id)) score *= EXACT_ALIAS_BOOST;
        if (food.animal) score *= ANIMAL_BOOST;
        const logged = timesLogged.get(food.id) ?? 0;
        if (logged > 0) score *= 1 + (HISTORY_BOOST - 1) * Math.min(1, logged / 3);
        // Between equals, the shorter (more general) name first: "Egg, whole, raw, fresh" before
        // "Egg, whole, cooked, omelet".
        score /= 1 + food.name.length / 400;
        return { id: food.id, score };
      })
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  }
}
