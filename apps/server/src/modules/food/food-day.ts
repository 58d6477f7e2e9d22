import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { DayTotals, FoodDayResponse, FoodEntry } from "@app/shared/food";
import { preparedQuery, rowsOf, type Db } from "../../db/client";
import { customFoods, foodLogEntries } from "../../db/schema";
import { localDayBounds } from "../../platform/local-day";
import { fastsBetweenField, fastsOverlapMax } from "../fasting";
import type { FoodCatalog } from "./catalog";
import { toEntry } from "./food-log";
import { customRecord, usdaRecord } from "./food-records";
import { entriesInRangeMax } from "./log-room";
import { mealsField } from "./meals";
import { addEveryDayMeals, everyDayMealsDueField } from "./saved-meals";

/**
 * One local day of a user's log: its entries, their totals, the eating window and the fasts that
 * overlap it. The food log's most frequent request: one prepared statement.
 */
export async function getFoodDay(
  db: Db,
  catalog: FoodCatalog,
  { userId, date, tz }: { userId: string; date: string; tz: string },
): Promise<FoodDayResponse> {
  // PostgreSQL reads "CET", "EST" and the like as fixed offsets, the runtime as zones with summer
  // time: only an Area/City name (or UTC) is computed here, so every query agrees on the day.
  const { start, end } = tz.includes("/") || tz === "UTC" ? localDayBounds(date, tz) : await dayBounds(db, date, tz);
  const params = foodDayParams({ userId, date, tz, start, end });
  let rows = await foodDay(db).execute(params);
  // Today's first request adds the every-day meals, and queries the day again so the response holds them.
  if (rows[0]!.everyDayDue) {
    await addEveryDayMeals(db, catalog, { userId, date, tz });
    rows = await foodDay(db).execute(params);
  }
  // The fasts and meals are on every row; a day without entries is one row whose entry's columns
  // are all null (Drizzle makes a joined table null only after a join it has a name for).
  const { fasts, meals } = rows[0]!;
  const eaten = rows.flatMap(({ entry, custom }) => {
    if (entry.id === null) return [];
    // The USDA foods are reference data in memory: only a custom food is queried with its entry.
    const record = entry.foodId ? usdaRecord(catalog.get(entry.foodId)!) : customRecord(custom!);
    return [{ entry: toEntry(entry, record), grams: entry.grams, nutrients: record.nutrients }];
  });
  const entries = eaten.map(({ entry }) => entry);
  const totals = totalsOf(eaten, ["kcal", "protein", "fat", "carbs"]);
  const eatingWindow = entries.length ? { start: entries[0]!.eatenAt, end: entries.at(-1)!.eatenAt } : null;
  return { date, start: start.toISOString(), end: end.toISOString(), entries, totals: toDayTotals(totals), eatingWindow, fasts, meals };
}

/** The instants a local day starts and ends at in a time zone, by the database (DST-aware). */
export async function dayBounds(db: Db, date: string, tz: string): Promise<{ start: Date; end: Date }> {
  const [row] = rowsOf<{ start: string | Date; end: string | Date }>(
    await db.execute(
      sql`select (${date}::date::timestamp at time zone ${tz}) as "start", ((${date}::date + 1)::timestamp at time zone ${tz}) as "end"`,
    ),
  );
  return { start: new Date(row!.start), end: new Date(row!.end) };
}

/** The food day statement's placeholders for a user's local day [start, end). */
export function foodDayParams({ userId, date, tz, start, end }: { userId: string; date: string; tz: string; start: Date; end: Date }) {
  return {
    userId,
    date,
    tz,
    start: start.toISOString(),
    end: end.toISOString(),
    limit: entriesInRangeMax(start, end),
    fastsLimit: fastsOverlapMax(start, end),
  };
}

/**
 * The user's entries in [start, end) in the order eaten, each with its custom food, and on every
 * row the fasts that overlap the day, the meals of its entries and whether every-day meals are
 * still to be added. The day is joined to one row, so a day without entries still has its fasts.
 */
export function foodDayStatement(db: Db) {
  const userId = sql.placeholder("userId");
  const start = sql.placeholder("start");
  const end = sql.placeholder("end");
  const limit = sql.placeholder("limit");
  const inDay = and(eq(foodLogEntries.userId, userId), gte(foodLogEntries.eatenAt, start), lt(foodLogEntries.eatenAt, end));
  const order = [asc(foodLogEntries.eatenAt), asc(foodLogEntries.createdAt), asc(foodLogEntries.id)];
  const dayMealIds = db
    .select({ mealId: foodLogEntries.mealId })
    .from(foodLogEntries)
    .where(inDay)
    .orderBy(...order)
    .limit(limit);
  return db
    .select({
      entry: foodLogEntries,
      custom: customFoods,
      fasts: fastsBetweenField({ userId, start, end, limit: sql.placeholder("fastsLimit") }),
      meals: mealsField(userId, sql`${dayMealIds}`),
      everyDayDue: everyDayMealsDueField(userId, sql.placeholder("date"), sql.placeholder("tz")),
    })
    .from(foodLogEntries)
    .leftJoin(customFoods, eq(customFoods.id, foodLogEntries.customFoodId))
    .rightJoin(sql`(select 1) as one`, inDay)
    .orderBy(...order)
    .limit(limit);
}
const foodDay = preparedQuery((db) => foodDayStatement(db).prepare("carnitrack_food_day"));

interface Eaten {
  entry: FoodEntry;
  grams: number;
  nutrients: Record<string, number | undefined>;
}

/** Sums of nutrients over the entries; a missing value is counted, not taken as 0. */
function totalsOf(eaten: readonly Eaten[], keys: readonly string[]): Map<string, NutrientTotal> {
  return new Map(
    keys.map((key) => {
      let amount = 0;
      let known = 0;
      for (const { grams, nutrients } of eaten) {
        const per100g = nutrients[key];
        if (per100g === undefined) continue;
        amount += (per100g * grams) / 100;
        known++;
      }
      return [key, { amount, known, entries: eaten.length }];
    }),
  );
}

export interface NutrientTotal {
  amount: number;
  /** Entries that had a value for this nutrient, of `entries`. */
  known: number;
  entries: number;
}

/** A user's entries in [start, end) with the grams eaten and the food's nutrients per 100 g (USDA or custom). */
export function eatenBetweenSql(userId: string, start: Date, end: Date) {
  return sql`
    select e.eaten_at, e.grams, coalesce(f.name, c.name) as name, e.display_name, e.food_id,
           coalesce(f.nutrients, c.nutrients) as nutrients
    from food_log_entries e
    left join foods f on f.id = e.food_id
    left join custom_foods c on c.id = e.custom_food_id
    where e.user_id = ${userId} and e.eaten_at >= ${start.toISOString()}::timestamptz and e.eaten_at < ${end.toISOString()}::timestamptz
    order by e.eaten_at, e.created_at, e.id
    limit ${entriesInRangeMax(start, end)}`;
}

function toDayTotals(totals: Map<string, NutrientTotal>): DayTotals {
  const value = (key: string) => totals.get(key)?.amount ?? 0;
  const incomplete = [...totals].filter(([, t]) => t.known < t.entries).map(([key]) => key);
  return { kcal: value("kcal"), protein: value("protein"), fat: value("fat"), carbs: value("carbs"), incomplete };
}
