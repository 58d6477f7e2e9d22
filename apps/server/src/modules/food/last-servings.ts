import { sql } from "drizzle-orm";
import { AMOUNT_UNITS, type AmountUnit, type FoodSuggestionsResponse, type LastServing } from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import type { FoodCatalog } from "./catalog";
import { foodSuggestions } from "./search-foods";

/** The latest entries only, not the whole log. */
const LAST_SERVING_ENTRIES_MAX = 1_000;

/**
 * The amount, unit and weighing each of these foods was last logged in, among the user's latest
 * entries: a food from Recent or Favourites opens with them. Entries of a recipe logged as one are
 * left out (their amounts are the recipe's), and so are old entries whose unit is unknown.
 */
export async function lastServings(db: Db, userId: string, foodIds: readonly string[]): Promise<LastServing[]> {
  if (foodIds.length === 0) return [];
  const rows = rowsOf<{ foodId: string; amount: number; unit: string; weighed: "as-eaten" | "raw" }>(
    await db.execute(sql`
      select distinct on (food) food as "foodId", amount, unit_key as unit, weighed
      from (select coalesce(food_id, custom_food_id::text) as food, amount, unit_key, weighed, eaten_at, created_at
              from food_log_entries
              where user_id = ${userId} and meal_id is null and unit_key is not null
              order by eaten_at desc limit ${LAST_SERVING_ENTRIES_MAX}) latest
      where food in (${sql.join(
        foodIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by food, eaten_at desc, created_at desc`),
  );
  return rows
    .filter((row) => (AMOUNT_UNITS as readonly string[]).includes(row.unit))
    .map((row) => ({ foodId: row.foodId, amount: Number(row.amount), unit: row.unit as AmountUnit, weighed: row.weighed }));
}

/** What the search box shows before typing, with the last amount of each of its foods. */
export async function suggestionsWithServings(
  db: Db,
  catalog: FoodCatalog,
  { userId }: { userId: string },
): Promise<FoodSuggestionsResponse> {
  const suggestions = await foodSuggestions(db, catalog, { userId });
  const ids = [...new Set([...suggestions.recent, ...suggestions.favorites].map((food) => food.id))];
  return { ...suggestions, lastServings: await lastServings(db, userId, ids) };
}
