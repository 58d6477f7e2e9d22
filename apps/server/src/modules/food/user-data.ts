import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { DRINK_LABELS, WATER_KINDS } from "@app/shared/drinks";
import type { NutrientKey } from "@app/shared/food";
import { round1 } from "@app/shared/progress";
import type { Db } from "../../db/client";
import {
  customFoods,
  drinkSettings,
  drinks,
  foodFavorites,
  foodLogEntries,
  foodMeals,
  foods,
  nutritionTargets,
  savedMealDays,
  savedMeals,
} from "../../db/schema";
import { localDateTime } from "../../platform/csv";
import { afterTimeKey, paged, pagedByTime, timeKeyOf, type ExportCell, type TimeKey, type UserDataSection } from "../../platform/user-data";
import { toEntry } from "./food-log";
import { customRecord, usdaRecord, type FoodRecord } from "./food-records";

/**
 * A user's log, oldest first, a page at a time: each entry as the day view shows it, with its row.
 * A page's foods are queried once each, not once per entry.
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
    return rows.map(({ entry, key }) => {
      const food = records.get((entry.foodId ?? entry.customFoodId)!)!;
      return { row: { row: entry, food, shown: toEntry(entry, food) }, key };
    });
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

/** The nutrients the spreadsheets total, in their columns' order. */
const SHEET_NUTRIENTS = ["kcal", "protein", "fat", "carbs", "sodium", "potassium", "magnesium"] as const satisfies readonly NutrientKey[];
const NUTRIENT_TITLES = ["kcal", "Protein (g)", "Fat (g)", "Carbs (g)", "Sodium (mg)", "Potassium (mg)", "Magnesium (mg)"];

/** What `grams` of a food hold of each SHEET_NUTRIENTS (undefined: the food has no data for it). */
function nutrientsIn(food: FoodRecord, grams: number): (number | undefined)[] {
  return SHEET_NUTRIENTS.map((key) => {
    const per100 = food.nutrients[key];
    return per100 === undefined ? undefined : (per100 * grams) / 100;
  });
}

const tenth = (x: number | undefined) => (x === undefined ? null : round1(x));

/**
 * food-log.csv: an entry a row, at the user's local date and time, named as the log showed it (the
 * everyday name the entry was logged under), USDA's description beside it, kcal, grams and mg to
 * 0.1 (empty: no data).
 */
async function* foodLogRows(db: Db, userId: string, timeZone: string): AsyncGenerator<ExportCell[]> {
  for await (const { row, food, shown } of loggedEntries(db, userId)) {
    const { date, time } = localDateTime(row.eatenAt, timeZone);
    yield [
      date,
      time,
      shown.food.displayName ?? shown.food.name,
      food.source === "usda" ? food.name : null,
      row.amount,
      row.unit,
      row.weighed === "raw" ? "raw" : "as eaten",
      round1(row.grams),
      ...nutrientsIn(food, row.grams).map(tenth),
      row.note,
    ];
  }
}

/**
 * food-daily-totals.csv: a local day a row, for every day with an entry or a drink: the entries'
 * totals as the day's totals add them (a food without data for a nutrient leaves it out; empty
 * when none of the day's entries has data for it) and the water the drinks card counts.
 */
async function* dailyTotalRows(db: Db, userId: string, timeZone: string): AsyncGenerator<ExportCell[]> {
  // The drinks' water by day first: one number a day.
  const water = new Map<string, number>();
  for await (const drink of drunk(db, userId)) {
    if (!WATER_KINDS.includes(drink.kind)) continue;
    const { date } = localDateTime(drink.drunkAt, timeZone);
    water.set(date, (water.get(date) ?? 0) + drink.ml);
  }
  const waterDays = [...water.keys()].sort();
  let nextWater = 0;
  const waterOnly = function* (before: string | null): Generator<ExportCell[]> {
    while (nextWater < waterDays.length && (before === null || waterDays[nextWater]! < before)) {
      const day = waterDays[nextWater++]!;
      yield [day, 0, ...SHEET_NUTRIENTS.map(() => null), round1(water.get(day)!)];
    }
  };
  const dayRow = (day: string, entries: number, sums: (number | undefined)[]): ExportCell[] => {
    if (waterDays[nextWater] === day) nextWater++;
    return [day, entries, ...sums.map(tenth), water.has(day) ? round1(water.get(day)!) : null];
  };
  // Entries come oldest first, so their local days do too: each day is done when the next begins.
  let day: string | null = null;
  let entries = 0;
  let sums: (number | undefined)[] = [];
  for await (const { row, food } of loggedEntries(db, userId)) {
    const { date } = localDateTime(row.eatenAt, timeZone);
    if (date !== day) {
      if (day !== null) yield dayRow(day, entries, sums);
      yield* waterOnly(date);
      day = date;
      entries = 0;
      sums = SHEET_NUTRIENTS.map(() => undefined);
    }
    entries++;
    nutrientsIn(food, row.grams).forEach((amount, i) => {
      if (amount !== undefined) sums[i] = (sums[i] ?? 0) + amount;
    });
  }
  if (day !== null) yield dayRow(day, entries, sums);
  yield* waterOnly(null);
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
  tables: [
    "food_log_entries",
    "food_meals",
    "custom_foods",
    "food_favorites",
    "nutrition_targets",
    "drinks",
    "drink_settings",
    "saved_meals",
    "saved_meal_days",
  ],
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
    // Saved meals (their foods and amounts, and the day "Every day" started), and the days each was added to.
    savedMeals: pagedByTime(db, {
      from: savedMeals,
      row: {
        id: savedMeals.id,
        name: savedMeals.name,
        items: savedMeals.items,
        everyDayFrom: savedMeals.everyDayFrom,
        minuteOfDay: savedMeals.minuteOfDay,
        createdAt: savedMeals.createdAt,
      },
      owner: eq(savedMeals.userId, userId),
      at: savedMeals.createdAt,
      id: savedMeals.id,
    }),
    savedMealDays: pagedByTime(db, {
      from: savedMealDays,
      row: { savedMealId: savedMealDays.savedMealId, day: savedMealDays.day, createdAt: savedMealDays.createdAt },
      owner: eq(savedMealDays.userId, userId),
      at: savedMealDays.createdAt,
      id: savedMealDays.savedMealId,
    }),
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
      columns: ["Date", "Time", "Food", "USDA description", "Amount", "Unit", "Weighed", "Grams eaten", ...NUTRIENT_TITLES, "Note"],
      rows: foodLogRows(db, userId, timeZone),
    },
    {
      path: "food-daily-totals.csv",
      columns: ["Date", "Entries", ...NUTRIENT_TITLES, "Water (ml)"],
      rows: dailyTotalRows(db, userId, timeZone),
    },
    {
      path: "drinks.csv",
      columns: ["Date", "Time", "Drink", "ml", "Sodium (mg)", "Potassium (mg)", "Magnesium (mg)"],
      rows: drinkRows(db, userId, timeZone),
    },
  ],
};
