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
 * three times: above even an exact everyday name, since what someone eats every day is what they mean.
 */
const HISTORY_BOOST = 5;
/** Meat-first: an animal food outranks a plant food of the same match. */
const ANIMAL_BOOST = 1.5;
/** A query that is one of a food's everyday names exactly ("ribeye", "beef liver"). */
const EXACT_ALIAS_BOOST = 4;
/**
 * A query that begins one of a food's everyday names ("ribey" on the way to "ribeye") and is no
 * food's whole name: enough that the food people mean outranks one that only repeats the word in a
 * shorter text ("bison ribeye").
 */
const ALIAS_PREFIX_BOOST = 2;
/** Shorter beginnings match too many names to tell anything apart. */
const ALIAS_PREFIX_MIN = 3;

/** Queries whose ranking a process caches, each cut to what could reach the first CACHED_RANKS. */
const RECENT_QUERIES_MAX = 500;
/** SEARCH_LIMIT_MAX: a longer list is ranked afresh. */
const CACHED_RANKS = 50;

interface Ranked {
  list: SearchHit[];
  scores: Map<string, number>;
}

const byScore = (a: SearchHit, b: SearchHit) => b.score - a.score || a.id.localeCompare(b.id);

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, " ")
    .trim();

// "80/20" stays one word as well as two, so "80/20" and "80 20" both find ground beef.
const tokenize = (text: string) => {
  const words = text.split(/[\s,()"'-]+/).filter(Boolean);
  return [...words, ...words.flatMap((w) => (w.includes("/") ? w.split("/") : []))];
};

/** The first index in a sorted list whose entry is not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The USDA catalog in memory (MiniSearch: prefix and fuzzy matching, any word order), with curated
 * everyday names. The catalog is read-only, so every server process builds the same index at start
 * and no process can make another's stale.
 */
export class FoodIndex {
  private readonly search: MiniSearch<IndexedFood & { aliases: string }>;
  private readonly foods = new Map<string, IndexedFood>();
  private readonly exactAliases = new Map<string, Set<string>>();
  /** Every everyday name, sorted, with its food: the names a query begins. */
  private readonly aliasList: { names: string[]; ids: string[] };
  /** Every indexed word, sorted: a query word that begins one of them is not a typo. */
  private readonly words: string[];
  private readonly recent = new Map<string, Ranked>();

  constructor(foods: readonly IndexedFood[]) {
    this.search = new MiniSearch({
      idField: "id",
      fields: ["name", "aliases"],
      processTerm: (term) => normalize(term) || null,
      tokenize,
      searchOptions: {
        boost: { aliases: 3 },
        prefix: (term) => term.length >= 2,
        // Typos are forgiven only in a word that begins no word of the catalog: a real word is
        // meant as typed, and its near neighbours are other foods ("tallow" is not "pillow" or
        // "gallo", "sardines" not "saltines", "beef heart" not "been ... heat", "salt" not "salut").
        fuzzy: (term) => (term.length >= 4 && !this.beginsAWord(term) ? 0.25 : false),
        combineWith: "AND",
      },
    });
    const documents = foods.map((food) => ({ ...food, aliases: (FOOD_ALIASES[food.id] ?? []).join(" ; ") }));
    this.search.addAll(documents);
    const words = new Set<string>();
    const aliases: [string, string][] = [];
    for (const document of documents) {
      for (const text of [document.name, document.aliases])
        for (const token of tokenize(text)) {
          const word = normalize(token);
          if (word) words.add(word);
        }
    }
    this.words = [...words].sort();
    for (const food of foods) {
      this.foods.set(food.id, food);
      for (const alias of FOOD_ALIASES[food.id] ?? []) {
        const key = normalize(alias);
        if (!this.exactAliases.has(key)) this.exactAliases.set(key, new Set());
        this.exactAliases.get(key)!.add(food.id);
        aliases.push([key, food.id]);
      }
    }
    aliases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1].localeCompare(b[1])));
    this.aliasList = { names: aliases.map(([name]) => name), ids: aliases.map(([, id]) => id) };
  }

  /** Whether some indexed word begins with this (processed) query word. */
  private beginsAWord(term: string): boolean {
    return this.words[lowerBound(this.words, term)]?.startsWith(term) ?? false;
  }

  /** The foods one of whose everyday names begins with the query (the exact name included). */
  private aliasPrefixed(q: string): Set<string> {
    const found = new Set<string>();
    if (q.length < ALIAS_PREFIX_MIN) return found;
    const { names, ids } = this.aliasList;
    for (let i = lowerBound(names, q); i < names.length && names[i]!.startsWith(q); i++) found.add(ids[i]!);
    return found;
  }

  get size(): number {
    return this.foods.size;
  }

  /**
   * The best matches for a query: text match (everyday names weigh more), then the user's history
   * (`timesLogged` by food id) and meat-first. Every word must match (typos and prefixes allowed);
   * if no food matches them all, foods matching most of them.
   */
  query(text: string, { limit, timesLogged = new Map() }: { limit: number; timesLogged?: ReadonlyMap<string, number> }): SearchHit[] {
    const q = normalize(text);
    if (!q) return [];
    const ranked = limit <= CACHED_RANKS ? this.ranked(q) : this.rank(q);
    // The user's history only lifts foods: the best `limit` others and every logged match can make
    // the response.
    const hits: SearchHit[] = [];
    for (const hit of ranked.list) {
      if (hits.length === limit) break;
      if (!timesLogged.has(hit.id)) hits.push(hit);
    }
    for (const [id, logged] of timesLogged) {
      const score = ranked.scores.get(id);
      if (score === undefined || logged <= 0) continue;
      hits.push({ id, score: score * (1 + (HISTORY_BOOST - 1) * Math.min(1, logged / 3)) });
    }
    return hits.sort(byScore).slice(0, limit);
  }

  /**
   * A query's matches ranked without anyone's history, cached for the latest queries: people search
   * the same few hundred words, and the matching (prefixes, typos) is most of a search's cost.
   */
  private ranked(q: string): Ranked {
    const cached = this.recent.get(q);
    if (cached) {
      // Most recently used last, so the oldest is dropped first.
      this.recent.delete(q);
      this.recent.set(q, cached);
      return cached;
    }
    const all = this.rank(q);
    // Only what could still reach the first CACHED_RANKS, at the most history can lift it.
    const cutoff = all.list.length > CACHED_RANKS ? all.list[CACHED_RANKS - 1]!.score / HISTORY_BOOST : 0;
    const list = all.list.filter((hit) => hit.score >= cutoff);
    const ranked = { list, scores: new Map(list.map((hit) => [hit.id, hit.score])) };
    if (this.recent.size >= RECENT_QUERIES_MAX) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(q, ranked);
    return ranked;
  }

  private rank(q: string): Ranked {
    let results = this.search.search(q);
    if (results.length === 0) results = this.search.search(q, { combineWith: "OR" });
    const exact = this.exactAliases.get(q);
    // A query that is a whole everyday name already says which food it means.
    const begun = exact ? new Set<string>() : this.aliasPrefixed(q);
    const list = results
      .map((result) => {
        const food = this.foods.get(String(result.id))!;
        let score = result.score;
        if (exact?.has(food.id)) score *= EXACT_ALIAS_BOOST;
        else if (begun.has(food.id)) score *= ALIAS_PREFIX_BOOST;
        if (food.animal) score *= ANIMAL_BOOST;
        // Between equals, the shorter (more general) name first: "Egg, whole, raw, fresh" before
        // "Egg, whole, cooked, omelet".
        score /= 1 + food.name.length / 400;
        return { id: food.id, score };
      })
      .sort(byScore);
    return { list, scores: new Map(list.map((hit) => [hit.id, hit.score])) };
  }
}
