import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { LogEntryBody, UpdateMealBody, FoodMeal, FoodMealResponse } from "@app/shared/food";
import type { Db } from "../../db/client";
import { foodLogEntries, foodMeals } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
import { AppError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import type { FoodCatalog } from "./catalog";
import { catalogEntryValues, toEntry } from "./food-log";
import { usdaRecord } from "./food-records";
import { logRateLimits } from "./log-rate-limit";
import { addedAt, assertRoom } from "./log-room";

// Meals logged as one: a recipe's ingredients under its title, as ordinary entries bound to their meal.

type MealRow = typeof foodMeals.$inferSelect;

const NOT_FOUND = "This meal does not exist.";

export function toMeal(row: Pick<MealRow, "id" | "title" | "recipeSlug" | "servings" | "eatenAt">): FoodMeal {
  return { id: row.id, title: row.title, recipeSlug: row.recipeSlug, servings: row.servings, eatenAt: row.eatenAt.toISOString() };
}

/** Logs a recipe's ingredients (catalog foods, amounts for `servings`) as one meal, all or none. */
export async function logMeal(
  db: Db,
  catalog: FoodCatalog,
  userId: string,
  meal: { title: string; recipeSlug: string; servings: number; eatenAt: string },
  bodies: LogEntryBody[],
): Promise<FoodMealResponse> {
  return logRateLimits(db).log.consume(userId, async () => {
    const foods = bodies.map((body) => {
      const row = catalog.get(body.foodId);
      if (!row) throw new AppError("NOT_FOUND", "This food does not exist.");
      return usdaRecord(row);
    });
    const values = bodies.map((body, i) => catalogEntryValues(foods[i]!, userId, body));
    return withUserLock(db, "foodLog", userId, async (tx) => {
      await assertRoom(tx, userId, addedAt(values.map((v) => v.eatenAt)));
      const [mealRow] = await tx
        .insert(foodMeals)
        .values({ userId, title: meal.title, recipeSlug: meal.recipeSlug, servings: meal.servings, eatenAt: new Date(meal.eatenAt) })
        .returning();
      const rows = values.length
        ? await tx
            .insert(foodLogEntries)
            .values(values.map((v) => ({ ...v, mealId: mealRow!.id })))
            .returning()
        : [];
      return { meal: toMeal(mealRow!), entries: rows.map((row, i) => toEntry(row, foods[i]!)) };
    });
  });
}

/** The meals of the ids `mealIds` selects, the user's own only, in the order eaten: a column of the food day's query. */
export function mealsField(userId: Placeholder, mealIds: SQL) {
  return sql`(select coalesce(json_agg(json_build_array(${foodMeals.id}, ${foodMeals.title}, ${foodMeals.recipeSlug}, ${foodMeals.servings}, ${foodMeals.eatenAt}::text) order by ${foodMeals.eatenAt}, ${foodMeals.id}), '[]'::json)
    from ${foodMeals} where ${foodMeals.userId} = ${userId} and ${foodMeals.id} in (${mealIds}))`.mapWith(
    (rows: [string, string, string, number, string][]) =>
      rows.map(([id, title, recipeSlug, servings, eatenAt]) => toMeal({ id, title, recipeSlug, servings, eatenAt: new Date(eatenAt) })),
  );
}

/**
 * Changes a meal: the servings eaten (every ingredient's amount scales with them) and the time
 * (every entry moves to it, and needs room there like a new one).
 */
export async function updateMeal(
  db: Db,
  catalog: FoodCatalog,
  { userId, id, servings, eatenAt }: UpdateMealBody & { userId: string; id: string },
): Promise<FoodMealResponse> {
  return logRateLimits(db).edit.consume(userId, () =>
    withUserLock(db, "foodLog", userId, async (tx) => {
      const [meal] = await tx
        .select()
        .from(foodMeals)
        .where(and(eq(foodMeals.id, id), eq(foodMeals.userId, userId)));
      // Another user's meal gets the same 404 as one that does not exist.
      if (!meal) throw new AppError("NOT_FOUND", NOT_FOUND);
      const entries = await tx.select().from(foodLogEntries).where(eq(foodLogEntries.mealId, id));
      const at = eatenAt === undefined ? meal.eatenAt : new Date(eatenAt);
      if (at.getTime() !== meal.eatenAt.getTime() && entries.length > 0) {
        // Its own entries leave their old time: counted at the new one only.
        await assertRoom(tx, userId, addedAt(entries.map(() => at)), undefined, id);
      }
      const factor = (servings ?? meal.servings) / meal.servings;
      const now = new Date();
      const updated = [];
      for (const entry of entries) {
        const [row] = await tx
          .update(foodLogEntries)
          .set({
            amount: entry.amount * factor,
            weighedGrams: entry.weighedGrams * factor,
            grams: entry.grams * factor,
            eatenAt: at,
            updatedAt: now,
          })
          .where(eq(foodLogEntries.id, entry.id))
          .returning();
        updated.push(row!);
      }
      const [mealRow] = await tx
        .update(foodMeals)
        .set({ servings: servings ?? meal.servings, eatenAt: at, updatedAt: now })
        .where(eq(foodMeals.id, id))
        .returning();
      const foods = updated.map((row) => catalog.get(row.foodId!));
      return {
        meal: toMeal(mealRow!),
        entries: updated.flatMap((row, i) => (foods[i] ? [toEntry(row, usdaRecord(foods[i]))] : [])),
      };
    }),
  );
}

/** Deletes a meal and its entries. */
export async function deleteMeal(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  await logRateLimits(db).edit.consume(userId, () => deleteOwn(db, foodMeals, userId, eq(foodMeals.id, id), NOT_FOUND));
}
