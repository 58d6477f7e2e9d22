import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { DRINK_LABELS } from "@app/shared/drinks";
import { round1 } from "@app/shared/progress";
import type { Db } from "../../db/client";
import { customFoods, drinkSettings, drinks, foodFavorites, foodLogEntries, foodMeals, foods, nutritionTargets } from "../../db/schema";
import { localDateTime } from "../../platform/csv";
import { afterTimeKey, paged, pagedByTime, timeKeyOf, type ExportCell, type TimeKey, type UserDataSection } from "../../platform/user-data";
import { toEntry } from "./food-log";
import { customRecord, usdaRecord, type FoodRecord } from "./food-records";

/**
 * A user's log, oldest first, a page at a time: each entry as the day view shows it (toEntry: the
 * grams eaten and the kcal and macros they hold, when the food has data for them), with its row.
 * A page's foods are read once each, not once per entry (a log names the same few foods often).
 */
function loggedEntries(db: Db, userId: string) {
  return paged(async (after: TimeKey | undefined, limit) => {
    const rows = await db
      .select({ entry: foodLogEntries, key: timeKeyOf(foodLogEntries.eatenAt, foodLogEntries.id) })
      .from(foodLogEntries)
      .where(and(eq(foodLogEntries.userId, userId), afterTimeKey(foodLogEntries.eatenAt, foodLogEntries.id, after)))
      .orderBy(asc(foodLogEntries.eatenAt), asc(foodLogEntries.id))
      .limit(limit);
    const usdaIds = [...new Set(rows.flatMap(({ entry }) => entry.foodId ?? []))];
    const customIds = [...new Set(rows.flatMap(({ entry }) => entry.customFoodId ?? []))];
    const records = new Map<string, FoodRecord>();
    if (usdaIds.length)
      for (const row of await db.select().from(foods).where(inArray(foods.id, usdaIds))) records.set(row.id, usdaRecord(row));
    if (customIds.length)
      for (const row of await db
        .select()
        .from(customFoods)
        .where(and(eq(customFoods.userId, userId), inArray(customFoods.id, customIds))))
        records.set(row.id, customRecord(row));
    return rows.map(({ entry, key }) => ({
      row: { row: entry, shown: toEntry(entry, records.get((entry.foodId ?? entry.customFoodId)!)!) },
      key,
    }));
  });
}

async function* exportedEntries(db: Db, userId: string) {
  for await (const { row, shown } of loggedEntries(db, userId)) {
    yield {
      id: row.id,
      foodId: row.foodId,
      foodName: shown.food.name,
      displayName: shown.food.displayName,
      mealId: row.mealId,
      customFoodId: row.customFoodId,
      amount: row.amount,
      unit: row.unit,
      unitKey: row.unitKey,
      weighedGrams: row.weighedGrams,
      weighed: row.weighed,
      cookedYield: row.cookedYield,
      grams: row.grams,
      eatenAt: row.eatenAt,
      note: row.note,
      createdAt: row.createdAt,
      kcal: shown.kcal ?? null,
      protein: shown.protein ?? null,
      fat: shown.fat ?? null,
      carbs: shown.carbs ?? null,
    };
  }
}

/** food-log.csv: an entry a row, at the user's local date and time, kcal and grams to 0.1 (empty: no data). */
async function* foodLogRows(db: Db, userId: string, timeZone: string): AsyncGenerator<ExportCell[]> {
  const tenth = (x: number | undefined) => (x === undefined ? null : round1(x));
  for await (const { row, shown } of loggedEntries(db, userId)) {
    const { date, time } = localDateTime(row.eatenAt, timeZone);
    yield [
      date,
      time,
      shown.food.name,
      row.amount,
      row.unit,
      row.weighed === "raw" ? "raw" : "as eaten",
      round1(row.grams),
      tenth(shown.kcal),
      tenth(shown.protein),
      tenth(shown.fat),
      tenth(shown.carbs),
      row.note,
    ];
  }
}

/** drinks.csv: a drink a row, at the user's local date and time, ml and mg to 0.1. */
async function* drinkRows(db: Db, userId: string, timeZone: string): AsyncGenerator<ExportCell[]> {
  for await (const row of drunk(db, userId)) {
    const { date, time } = localDateTime(row.drunkAt, timeZone);
    yield [date, time, DRINK_LABELS[row.kind], round1(row.ml), round1(row.sodiumMg), round1(row.potassiumMg), round1(row.magnesiumMg)];
  }
}

const drunk = (db: Db, userId: string) =>
  pagedByTime(db, {
    from: drinks,
    row: {
      id: drinks.id,
      kind: drinks.kind,
      ml: drinks.ml,
      drunkAt: drinks.drunkAt,
      sodiumMg: drinks.sodiumMg,
      potassiumMg: drinks.potassiumMg,
      magnesiumMg: drinks.magnesiumMg,
      createdAt: drinks.createdAt,
    },
    owner: eq(drinks.userId, userId),
    at: drinks.drunkAt,
    id: drinks.id,
  });

export const foodUserData: UserDataSection = {
  name: "food",
  tables: ["food_log_entries", "food_meals", "custom_foods", "food_favorites", "nutrition_targets", "drinks", "drink_settings"],
  export: async (db, userId) => ({
    entries: exportedEntries(db, userId),
    // Meals logged as one (a recipe's): their entries above name them by mealId.
    meals: pagedByTime(db, {
      from: foodMeals,
      row: {
        id: foodMeals.id,
        title: foodMeals.title,
        recipeSlug: foodMeals.recipeSlug,
        servings: foodMeals.servings,
        eatenAt: foodMeals.eatenAt,
        createdAt: foodMeals.createdAt,
      },
      owner: eq(foodMeals.userId, userId),
      at: foodMeals.eatenAt,
      id: foodMeals.id,
    }),
    customFoods: pagedByTime(db, {
      from: customFoods,
      row: {
        id: customFoods.id,
        name: customFoods.name,
        nutrientsPer100g: customFoods.nutrients,
        servingGrams: customFoods.servingGrams,
        servingLabel: customFoods.servingLabel,
        createdAt: customFoods.createdAt,
      },
      owner: eq(customFoods.userId, userId),
      at: customFoods.createdAt,
      id: customFoods.id,
    }),
    favorites: paged(async (after: string | undefined, limit) =>
      db
        .select({ row: { foodId: foodFavorites.foodId, createdAt: foodFavorites.createdAt }, key: foodFavorites.foodId })
        .from(foodFavorites)
        .where(and(eq(foodFavorites.userId, userId), after === undefined ? undefined : gt(foodFavorites.foodId, after)))
        .orderBy(asc(foodFavorites.foodId))
        .limit(limit),
    ),
    nutritionTargets:
      (await db.select({ targets: nutritionTargets.targets }).from(nutritionTargets).where(eq(nutritionTargets.userId, userId)))[0]
        ?.targets ?? null,
    drinks: drunk(db, userId),
    drinkSettings:
      (
        await db
          .select({ waterTargetMl: drinkSettings.waterTargetMl, electrolyteMix: drinkSettings.electrolyteMix })
          .from(drinkSettings)
          .where(eq(drinkSettings.userId, userId))
      )[0] ?? null,
  }),
  spreadsheets: async (db, userId, { timeZone }) => [
    {
      path: "food-log.csv",
      columns: ["Date", "Time", "Food", "Amount", "Unit", "Weighed", "Grams eaten", "kcal", "Protein (g)", "Fat (g)", "Carbs (g)", "Note"],
      rows: foodLogRows(db, userId, timeZone),
    },
    {
      path: "drinks.csv",
      columns: ["Date", "Time", "Drink", "ml", "Sodium (mg)", "Potassium (mg)", "Magnesium (mg)"],
      rows: drinkRows(db, userId, timeZone),
    },
  ],
};
