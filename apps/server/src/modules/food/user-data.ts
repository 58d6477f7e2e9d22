import { asc, eq } from "drizzle-orm";
import { customFoods, foodFavorites, foodLogEntries, foods, nutritionTargets } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";

export const foodUserData: UserDataSection = {
  name: "food",
  tables: ["food_log_entries", "custom_foods", "food_favorites", "nutrition_targets"],
  export: async (db, userId) => ({
    entries: await db
      .select({
        id: foodLogEntries.id,
        foodId: foodLogEntries.foodId,
        foodName: foods.name,
        customFoodId: foodLogEntries.customFoodId,
        amount: foodLogEntries.amount,
        unit: foodLogEntries.unit,
        weighedGrams: foodLogEntries.weighedGrams,
        weighed: foodLogEntries.weighed,
        cookedYield: foodLogEntries.cookedYield,
        grams: foodLogEntries.grams,
        eatenAt: foodLogEntries.eatenAt,
        note: foodLogEntries.note,
        createdAt: foodLogEntries.createdAt,
      })
      .from(foodLogEntries)
      .leftJoin(foods, eq(foods.id, foodLogEntries.foodId))
      .where(eq(foodLogEntries.userId, userId))
      .orderBy(asc(foodLogEntries.eatenAt)),
    customFoods: await db
      .select({
        id: customFoods.id,
        name: customFoods.name,
        nutrientsPer100g: customFoods.nutrients,
        servingGrams: customFoods.servingGrams,
        servingLabel: customFoods.servingLabel,
        createdAt: customFoods.createdAt,
      })
      .from(customFoods)
      .where(eq(customFoods.userId, userId))
      .orderBy(asc(customFoods.createdAt)),
    favorites: await db
      .select({ foodId: foodFavorites.foodId, createdAt: foodFavorites.createdAt })
      .from(foodFavorites)
      .where(eq(foodFavorites.userId, userId)),
    nutritionTargets:
      (await db.select({ targets: nutritionTargets.targets }).from(nutritionTargets).where(eq(nutritionTargets.userId, userId)))[0]
        ?.targets ?? null,
  }),
};
