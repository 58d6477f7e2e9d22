import { desc, eq, max, sql } from "drizzle-orm";
import { type FoodSummary, CUSTOM_FOODS_MAX, DAY_ENTRIES_MAX, FAVORITES_MAX } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { foodFavorites, foodLogEntries } from "../../db/schema";
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

/** What search ranks and filters by, per user: one query on every search. */
interface UserFoods {
  history: Map<string, number>;
  favorites: Set<string>;
  /** The custom foods' ids and lower-cased names, in name order. */
  custom: { id: string; name: string }[];
}

/**
 * The user's history (latest entries in the window), favourites and custom foods, in one bounded
 * query on every search, never cached per process: what another process made shows at once.
 */
async function userFoods(db: Db, userId: string): Promise<UserFoods> {
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
  return foods;
}

/**
 * Search: the user's own custom foods whose name holds every word, then the in-memory catalog
 * ranked by its index (everyday names, the user's history, meat-first).
 */
export async function searchFoods(
  db: Db,
  catalog: FoodCatalog,
  { userId, q, limit }: { userId: string; q: string; limit: number },
): Promise<FoodSummary[]> {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const { history, favorites, custom } = await userFoods(db, userId);
  const matching = custom.filter((food) => words.every((word) => food.name.includes(word))).slice(0, limit);
  const ids = matching.map((food) => food.id);
  const records = matching.length ? await loadFoods(db, catalog, userId, ids) : new Map<string, FoodRecord>();
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
