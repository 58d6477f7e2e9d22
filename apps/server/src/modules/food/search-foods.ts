import { desc, eq, max, sql } from "drizzle-orm";
import type { FoodSummary } from "@app/shared/contracts/food";
import { rowsOf, type Db } from "../../db/client";
import { foodFavorites, foodLogEntries } from "../../db/schema";
import type { FoodCatalog } from "./catalog";
import { customRecord, loadFoods, toSummary, usdaRecord } from "./food-records";

const HISTORY_WINDOW_DAYS = 90;
const RECENT_LIMIT = 12;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Search: the user's own custom foods whose name holds every word, then the catalog ranked by its
 * index (everyday names, the user's history, meat-first). The user's part (history, favourites,
 * matching custom foods) is one query; the catalog's part needs none (it is in memory).
 */
export async function searchFoods(
  db: Db,
  catalog: FoodCatalog,
  { userId, q, limit }: { userId: string; q: string; limit: number },
): Promise<FoodSummary[]> {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const patterns = words.map(likePattern);
  const rows = rowsOf<{ kind: "history" | "favorite" | "custom"; id: string; n: number | string; custom: unknown }>(
    await db.execute(sql`
      (select 'history' as kind, coalesce(food_id, custom_food_id::text) as id, count(*) as n, null::jsonb as custom
         from food_log_entries
         where user_id = ${userId} and eaten_at > now() - make_interval(days => ${HISTORY_WINDOW_DAYS})
         group by 2)
      union all
      (select 'favorite', food_id, 0, null from food_favorites where user_id = ${userId})
      union all
      (select 'custom', id::text, 0, to_jsonb(c) from custom_foods c
         where user_id = ${userId} and ${sql.join(
           patterns.map((p) => sql`name ilike ${p}`),
           sql` and `,
         )}
         order by name limit ${limit})`),
  );
  const history = new Map<string, number>();
  const favorites = new Set<string>();
  const custom: FoodSummary[] = [];
  for (const row of rows) {
    if (row.kind === "history") history.set(row.id, Number(row.n));
    else if (row.kind === "favorite") favorites.add(row.id);
  }
  for (const row of rows) {
    if (row.kind !== "custom") continue;
    const c = row.custom as Record<string, unknown>;
    custom.push(
      toSummary(
        customRecord({
          id: String(c.id),
          userId,
          name: String(c.name),
          nutrients: c.nutrients as Record<string, number>,
          servingGrams: (c.serving_grams as number | null) ?? null,
          servingLabel: (c.serving_label as string | null) ?? null,
          createdAt: new Date(String(c.created_at)),
          updatedAt: new Date(String(c.updated_at)),
        }),
        favorites,
      ),
    );
  }
  const hits = catalog.index.query(q, { limit, timesLogged: history });
  const found = hits.map((h) => catalog.get(h.id)).filter((row) => row !== undefined);
  return [...custom, ...found.map((row) => toSummary(usdaRecord(row), favorites))].slice(0, limit);
}

/** What the search box shows before typing: the foods logged most recently, and the favourites. */
export async function foodSuggestions(
  db: Db,
  catalog: FoodCatalog,
  userId: string,
): Promise<{ recent: FoodSummary[]; favorites: FoodSummary[] }> {
  const [recentRows, favoriteRows] = await Promise.all([
    db
      .select({
        foodId: sql<string>`coalesce(${foodLogEntries.foodId}, ${foodLogEntries.customFoodId}::text)`,
        last: max(foodLogEntries.eatenAt),
      })
      .from(foodLogEntries)
      .where(eq(foodLogEntries.userId, userId))
      .groupBy(sql`1`)
      .orderBy(desc(max(foodLogEntries.eatenAt)))
      .limit(RECENT_LIMIT),
    db
      .select({ foodId: foodFavorites.foodId })
      .from(foodFavorites)
      .where(eq(foodFavorites.userId, userId))
      .orderBy(desc(foodFavorites.createdAt))
      .limit(50),
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
