import { and, asc, count, eq, sql, type Placeholder } from "drizzle-orm";
import {
  SAVED_MEALS_MAX,
  type GroupItem,
  type LogGroupBody,
  type SavedMealBody,
  type SavedMealPatch,
  type FoodEntry,
  type SavedMeal,
} from "@app/shared/food";
import { rowsOf, type Db } from "../../db/client";
import { foodLogEntries, savedMeals, type SavedMealItemRow } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import type { FoodCatalog } from "./catalog";
import { catalogEntryValues, toEntry, unitLabel } from "./food-log";
import { favoriteIds, foodKey, loadFoods, toSummary, type FoodRecord } from "./food-records";
import { logRateLimits } from "./log-rate-limit";
import { addedAt, assertRoom } from "./log-room";

/*
 * Several foods added at one time ("Breakfast at 8:00"), and saved meals: a template of foods and
 * amounts the user logs again in one go, or has added to each new day ("Every day"), as ordinary entries.
 */

type SavedMealRow = typeof savedMeals.$inferSelect;

const NOT_FOUND = "This saved meal does not exist.";

/** The foods of these items, each one the user may log (a catalog food, or a custom food of theirs): 404 otherwise. */
async function foodsOf(db: Db, catalog: FoodCatalog, userId: string, items: readonly { foodId: string }[]) {
  const ids = items.map((item) => item.foodId);
  const foods = await loadFoods(db, catalog, userId, ids);
  return items.map((item) => {
    const food = foods.get(foodKey(item.foodId));
    if (!food) throw new AppError("NOT_FOUND", "This food does not exist.");
    return food;
  });
}

/** The rows that log these items at `eatenAt`; a unit a food does not have (or too much of it) is a 400. */
function entryValues(foods: FoodRecord[], userId: string, items: readonly GroupItem[], eatenAt: string) {
  return items.map((item, i) => catalogEntryValues(foods[i]!, userId, { ...item, eatenAt }));
}

/** Logs several foods at one time, all or none, under the day's room check. */
export async function logGroup(
  db: Db,
  catalog: FoodCatalog,
  { userId, items, eatenAt }: LogGroupBody & { userId: string },
): Promise<FoodEntry[]> {
  return logRateLimits(db).log.consume(userId, async () => {
    const foods = await foodsOf(db, catalog, userId, items);
    const values = entryValues(foods, userId, items, eatenAt);
    const rows = await withUserLock(db, "foodLog", userId, async (tx) => {
      await assertRoom(tx, userId, addedAt(values.map((v) => v.eatenAt!)));
      return tx.insert(foodLogEntries).values(values).returning();
    });
    return rows.map((row, i) => toEntry(row, foods[i]!));
  });
}

/** Saved meals as the app shows them; a food no longer there (a deleted custom food) leaves its meal. */
async function toSavedMeals(db: Db, catalog: FoodCatalog, userId: string, rows: SavedMealRow[]): Promise<SavedMeal[]> {
  const ids = [...new Set(rows.flatMap((row) => row.items.map((item) => item.foodId)))];
  const [foods, favorites] = await Promise.all([loadFoods(db, catalog, userId, ids), favoriteIds(db, userId, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    everyDay: row.everyDayFrom !== null,
    items: row.items.flatMap((item) => {
      const food = foods.get(foodKey(item.foodId));
      return food
        ? [
            {
              food: toSummary(food, favorites),
              amount: item.amount,
              unit: item.unit,
              unitLabel: unitLabel(food, item.unit),
              weighed: item.weighed,
            },
          ]
        : [];
    }),
  }));
}

/** The user's saved meals, oldest first (at most SAVED_MEALS_MAX). */
export async function listSavedMeals(db: Db, catalog: FoodCatalog, { userId }: { userId: string }): Promise<SavedMeal[]> {
  const rows = await db
    .select()
    .from(savedMeals)
    .where(eq(savedMeals.userId, userId))
    .orderBy(asc(savedMeals.createdAt), asc(savedMeals.id))
    .limit(SAVED_MEALS_MAX);
  return toSavedMeals(db, catalog, userId, rows);
}

/** The local day after today in `tz`: an every-day meal starts on the next new day, never a past one. */
async function tomorrowIn(db: Db, tz: string): Promise<string> {
  const [row] = rowsOf<{ day: string }>(await db.execute(sql`select ((now() at time zone ${tz})::date + 1)::text as "day"`));
  return row!.day;
}

/** The items as stored, once each food and amount is known to be loggable (400/404 otherwise). */
async function checkedItems(db: Db, catalog: FoodCatalog, userId: string, items: GroupItem[]): Promise<SavedMealItemRow[]> {
  const foods = await foodsOf(db, catalog, userId, items);
  entryValues(foods, userId, items, new Date().toISOString());
  return items.map((item) => ({ foodId: foodKey(item.foodId), amount: item.amount, unit: item.unit, weighed: item.weighed }));
}

/** Saves a meal; refused past SAVED_MEALS_MAX (409). */
export async function createSavedMeal(
  db: Db,
  catalog: FoodCatalog,
  { userId, name, items, everyDay, minuteOfDay, tz }: SavedMealBody & { userId: string },
): Promise<SavedMeal> {
  return logRateLimits(db).edit.consume(userId, async () => {
    const stored = await checkedItems(db, catalog, userId, items);
    const everyDayFrom = everyDay ? await tomorrowIn(db, tz) : null;
    const row = await withUserLock(db, "savedMeals", userId, async (tx) => {
      const [held] = await tx.select({ n: count() }).from(savedMeals).where(eq(savedMeals.userId, userId));
      if ((held?.n ?? 0) >= SAVED_MEALS_MAX) {
        throw new AppError("CONFLICT", `You can keep at most ${SAVED_MEALS_MAX} saved meals: delete one to save another.`);
      }
      const [inserted] = await tx
        .insert(savedMeals)
        .values({ userId, name, items: stored, everyDayFrom, ...(minuteOfDay !== undefined && { minuteOfDay }) })
        .returning();
      return inserted!;
    });
    return (await toSavedMeals(db, catalog, userId, [row]))[0]!;
  });
}

async function ownSavedMeal(db: Db, userId: string, id: string): Promise<SavedMealRow> {
  const [row] = await db
    .select()
    .from(savedMeals)
    .where(and(eq(savedMeals.id, id), eq(savedMeals.userId, userId)));
  // Another user's saved meal gets the same 404 as one that does not exist.
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

/** Renames a saved meal, changes its foods, or turns "Every day" on (from the next day) or off. */
export async function patchSavedMeal(
  db: Db,
  catalog: FoodCatalog,
  { userId, id, name, items, everyDay, minuteOfDay, tz }: SavedMealPatch & { userId: string; id: string },
): Promise<SavedMeal> {
  return logRateLimits(db).edit.consume(userId, async () => {
    const row = await ownSavedMeal(db, userId, id);
    const changes: Partial<typeof savedMeals.$inferInsert> = { updatedAt: new Date() };
    if (name !== undefined) changes.name = name;
    if (items !== undefined) changes.items = await checkedItems(db, catalog, userId, items);
    if (minuteOfDay !== undefined) changes.minuteOfDay = minuteOfDay;
    // Turned on again while on, it keeps its first day: nothing is added twice or skipped.
    if (everyDay === false) changes.everyDayFrom = null;
    else if (everyDay === true && row.everyDayFrom === null) changes.everyDayFrom = await tomorrowIn(db, tz);
    const [updated] = await db
      .update(savedMeals)
      .set(changes)
      .where(and(eq(savedMeals.id, id), eq(savedMeals.userId, userId)))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND", NOT_FOUND);
    return (await toSavedMeals(db, catalog, userId, [updated]))[0]!;
  });
}

export async function deleteSavedMeal(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  await logRateLimits(db).edit.consume(userId, () => deleteOwn(db, savedMeals, userId, eq(savedMeals.id, id), NOT_FOUND));
}

/** Logs a saved meal as saved, at `eatenAt`: its foods as entries of their own. */
export async function logSavedMeal(
  db: Db,
  catalog: FoodCatalog,
  { userId, id, eatenAt }: { userId: string; id: string; eatenAt: string },
): Promise<FoodEntry[]> {
  const row = await ownSavedMeal(db, userId, id);
  const items = (await toSavedMeals(db, catalog, userId, [row]))[0]!.items;
  if (items.length === 0) throw new AppError("CONFLICT", "None of this meal's foods exist any more.");
  return logGroup(db, catalog, {
    userId,
    eatenAt,
    items: items.map((item) => ({ foodId: item.food.id, amount: item.amount, unit: item.unit, weighed: item.weighed })),
  });
}

/** The local date today in an IANA zone, by this process's clock; undefined for a zone it does not know. */
function todayIn(tz: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  } catch {
    return undefined;
  }
}

/** The every-day meals of a user not yet added to `date`, which must be today in `tz` (a condition on `sm`). */
function everyDayDue(userId: string | Placeholder, date: string | Placeholder, tz: string | Placeholder) {
  return sql`sm.user_id = ${userId} and sm.every_day_from <= ${date}::date
      and ${date}::date = (now() at time zone ${tz})::date
      and not exists (select 1 from saved_meal_days d where d.saved_meal_id = sm.id and d.day = ${date}::date)`;
}

/** Whether `date` (today in `tz`) has every-day meals still to add, as a field of a prepared query. */
export function everyDayMealsDueField(userId: Placeholder, date: Placeholder, tz: Placeholder) {
  return sql<boolean>`exists (select 1 from saved_meals sm where ${everyDayDue(userId, date, tz)})`;
}

/**
 * Adds the user's every-day meals to `date` when it is today in `tz` (the database's clock decides)
 * and they have not been added to it yet: at their time of day, or now if that is still ahead. Each
 * meal and day is claimed once (saved_meal_days' key), so two tabs or processes opening the day add
 * it once, and a meal deleted from the day is not added again. A day with no room left gets nothing.
 */
export async function addEveryDayMeals(db: Db, catalog: FoodCatalog, { userId, date, tz }: { userId: string; date: string; tz: string }) {
  const today = todayIn(tz);
  // Only a day near today can be today by the database's clock: any other day costs nothing.
  if (today !== undefined && Math.abs(Date.parse(today) - Date.parse(date)) > 86_400_000) return;
  const dueSql = sql`
    select sm.id, sm.items, least((${date}::date::timestamp + sm.minute_of_day * interval '1 minute') at time zone ${tz}, now()) as "eatenAt"
    from saved_meals sm where ${everyDayDue(userId, date, tz)}`;
  const due = rowsOf<{ id: string; items: SavedMealItemRow[]; eatenAt: string | Date }>(await db.execute(dueSql));
  if (due.length === 0) return;
  try {
    await withUserLock(db, "foodLog", userId, async (tx) => {
      const claimed = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into saved_meal_days (saved_meal_id, user_id, day)
          select unnest(array[${sql.join(
            due.map((d) => sql`${d.id}`),
            sql`, `,
          )}]::uuid[]), ${userId}, ${date}::date
          on conflict do nothing
          returning saved_meal_id as id`),
      );
      const ids = new Set(claimed.map((c) => c.id));
      const meals = due.filter((d) => ids.has(d.id));
      const items = meals.flatMap((meal) => meal.items.map((item) => ({ item, eatenAt: new Date(meal.eatenAt).toISOString() })));
      if (items.length === 0) return;
      const foodIds = items.map(({ item }) => item.foodId);
      const foods = await loadFoods(tx, catalog, userId, foodIds);
      const values = items.flatMap(({ item, eatenAt }) => {
        const food = foods.get(foodKey(item.foodId));
        return food ? [catalogEntryValues(food, userId, { ...item, eatenAt })] : [];
      });
      if (values.length === 0) return;
      await assertRoom(tx, userId, addedAt(values.map((v) => v.eatenAt!)));
      await tx.insert(foodLogEntries).values(values);
    });
  } catch (error) {
    // A full day (or a food whose portion is gone): the day is shown as it is, and tried again next time.
    if (!(error instanceof AppError)) throw error;
  }
}
