import { desc, eq, max, sql } from "drizzle-orm";
import type { FoodSummary } from "@app/shared/contracts/food";
import { CUSTOM_FOODS_MAX, DAY_ENTRIES_MAX, FAVORITES_MAX } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { foodFavorites, foodLogEntries } from "../../db/schema";
import { TOPICS, type ChangeFeed, type NotifiedCache } from "../../platform/changes";
import type { FoodCatalog } from "./catalog";
import { loadFoods, toSummary, usdaRecord, type FoodRecord } from "./food-records";

const HISTORY_WINDOW_DAYS = 90;
const RECENT_LIMIT = 12;
const SUGGESTED_FAVORITES_MAX = 50;
/**
 * The search ranks by the user's history: the foods of their latest entries in the window (at most
 * this many entries, a full log's 90 days), and of those the most logged (the rest rank as if
 * never logged).
 */
const HISTORY_ENTRIES_MAX = DAY_ENTRIES_MAX * HISTORY_WINDOW_DAYS;
const HISTORY_FOODS_MAX = 500;
/** The recent foods are among the user's latest entries. */
const RECENT_ENTRIES_MAX = 1_000;

/** How long a process keeps a user's history, favourites and custom foods' names for search. */
const USER_FOODS_TTL_MS = 60_000;

/** What search ranks and filters by, per user: one query, then kept until the user's food changes. */
interface UserFoods {
  history: Map<string, number>;
  favorites: Set<string>;
  /** The custom foods' ids and lower-cased names, in name order (their nutrients are read on a match). */
  custom: { id: string; name: string }[];
}

export type UserFoodsCache = NotifiedCache<UserFoods>;

/**
 * Each process keeps the users' search data for a minute; every write to their food log,
 * favourites or custom foods makes the database tell every process to forget it (migration 0021,
 * platform/changes.ts). Without a feed (tests of the module alone) nothing is kept.
 */
export function userFoodsCache(changes: ChangeFeed | undefined): UserFoodsCache | undefined {
  return changes?.cache<UserFoods>(TOPICS.foods, { ttlMs: USER_FOODS_TTL_MS, maxEntries: 5_000 });
}

/** The user's history (latest entries in the window), favourites and custom foods, in one query reading a bounded number of rows. */
async function userFoods(db: Db, cache: UserFoodsCache | undefined, userId: string): Promise<UserFoods> {
  const kept = cache?.get(userId);
  if (kept) return kept;
  const readAt = cache?.generation ?? 0;
  const rows = rowsOf<{ kind: "history" | "favorite" | "custom"; id: string; n: number | string; name: string | null }>(
    await db.execute(sql`
      (select 'history' as kind, coalesce(food_id, custom_food_id::text) as id, count(*) as n, null as name
         from (select food_id, custom_food_id from food_log_entries
                 where user_id = ${userId} and eaten_at > now() - make_interval(days => ${HISTORY_WINDOW_DAYS})
                 order by eaten_at desc limit ${HISTORY_ENTRIES_MAX}) recent
         group by 2
         order by 3 desc, 2
         limit ${HISTORY_FOODS_MAX})
      union all
      (select 'favorite', food_id, 0, null from food_favorites where user_id = ${userId}
         order by created_at desc limit ${FAVORITES_MAX})
      union all
      (select 'custom', id::text, row_number() over (order by name), name from custom_foods
         where user_id = ${userId}
         order by name limit ${CUSTOM_FOODS_MAX})`),
  );
  const foods: UserFoods = { history: new Map(), favorites: new Set(), custom: [] };
  const custom: { id: string; name: string; n: number }[] = [];
  for (const row of rows) {
    if (row.kind === "history") foods.history.set(row.id, Number(row.n));
    else if (row.kind === "favorite") foods.favorites.add(row.id);
    else custom.push({ id: row.id, name: (row.name ?? "").toLowerCase(), n: Number(row.n) });
  }
  foods.custom = custom.sort((a, b) => a.n - b.n).map(({ id, name }) => ({ id, name }));
  cache?.set(userId, userId, foods, readAt);
  return foods;
}

/**
 * Search: the user's own custom foods whose name holds every word, then the catalog ranked by its
 * index (everyday names, the user's history, meat-first). The user's part is kept per process
 * (userFoods), so a search is usually no query at all, and at most two (the user's part, and the
 * matching custom foods' nutrients); the catalog's part needs none (it is in memory).
 */
export async function searchFoods(
  db: Db,
  catalog: FoodCatalog,
  cache: UserFoodsCache | undefined,
  { userId, q, limit }: { userId: string; q: string; limit: number },
): Promise<FoodSummary[]> {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const { history, favorites, custom } = await userFoods(db, cache, userId);
  const matching = custom.filter((food) => words.every((word) => food.name.includes(word))).slice(0, limit);
  const records = matching.length
    ? await loadFoods(
        db,
        catalog,
        userId,
        matching.map((food) => food.id),
      )
    : new Map<string, FoodRecord>();
  const mine = matching.map((food) => records.get(food.id)).filter((food) => food !== undefined);
  const hits = catalog.index.query(q, { limit, timesLogged: history });
  const found = hits.map((h) => catalog.get(h.id)).filter((row) => row !== undefined);
  return [...mine.map((food) => toSummary(food, favorites)), ...found.map((row) => toSummary(usdaRecord(row), favorites))].slice(0, limit);
}

/** What the search box shows before typing: the foods logged most recently, and the favourites. */
export async function foodSuggestions(
  db: Db,
  catalog: FoodCatalog,
  { userId }: { userId: string },
): Promise<{ recent: FoodSummary[]; favorites: FoodSummary[] }> {
  // The latest entries only, not the whole log: the foods in them are the recent ones.
  const latest = db
    .select({ foodId: foodLogEntries.foodId, customFoodId: foodLogEntries.customFoodId, eatenAt: foodLogEntries.eatenAt })
    .from(foodLogEntries)
    .where(eq(foodLogEntries.userId, userId))
    .orderBy(desc(foodLogEntries.eatenAt))
    .limit(RECENT_ENTRIES_MAX)
    .as("latest");
  const [recentRows, favoriteRows] = await Promise.all([
    db
      .select({ foodId: sql<string>`coalesce(${latest.foodId}, ${latest.customFoodId}::text)`, last: max(latest.eatenAt) })
      .from(latest)
      .groupBy(sql`1`)
      .orderBy(desc(max(latest.eatenAt)))
      .limit(RECENT_LIMIT),
    db
      .select({ foodId: foodFavorites.foodId })
      .from(foodFavorites)
      .where(eq(foodFavorites.userId, userId))
      .orderBy(desc(foodFavorites.createdAt))
      .limit(SUGGESTED_FAVORITES_MAX),
  ]);
  const favorites = new Set(favoriteRows.map((r) => r.foodId));
  const records = await loadFoods(db, catalog, userId, [...recentRows.map((r) => r.foodId), ...favorites]);
  const summaries = (ids: string[]) =>
    ids
      .map((id) => records.get(id))
      .filter((f) => f !== undefined)
      .map((f) => toSummary(f, favorites));
  return { recent: summaries(recentRows.map((r) => r.foodId)), favorites: summaries([...favorites]) };
}
