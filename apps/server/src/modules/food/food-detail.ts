import { and, eq } from "drizzle-orm";
import type { FoodDetail } from "@app/shared/contracts/food";
import type { CustomFoodBody } from "@app/shared";
import type { Nutrients } from "@app/shared/food";
import type { Db } from "../../db/client";
import { customFoods, foodFavorites } from "../../db/schema";
import type { FoodCatalog } from "./catalog";
import { AppError } from "../../platform/errors";
import { customRecord, favoriteIds, isCustomFoodId, loadFoods, toSummary } from "./food-records";

/** One food with everything the log dialog needs: nutrients, portions, and its raw ↔ cooked forms. */
export async function getFoodDetail(db: Db, catalog: FoodCatalog, userId: string, id: string): Promise<FoodDetail> {
  const key = isCustomFoodId(id) ? id.toLowerCase() : id;
  const food = (await loadFoods(db, catalog, userId, [key])).get(key);
  if (!food) throw new AppError("NOT_FOUND", "This food does not exist.");
  const cookedForms = food.source === "usda" ? catalog.cookedFormsOf(food.id) : [];
  return {
    ...toSummary(food, await favoriteIds(db, userId)),
    nutrients: food.nutrients,
    portions: food.portions,
    cookedYield: food.cookedYield,
    yieldSource: food.yieldSource,
    cookedForms: cookedForms.map((f) => ({ id: f.id, name: f.name, cookedYield: f.cookedYield!, yieldSource: f.yieldSource! })),
  };
}

/** A food of the user's own; values given per serving are stored per 100 g like USDA's. */
export async function createCustomFood(db: Db, userId: string, body: CustomFoodBody): Promise<FoodDetail> {
  const basisGrams = body.basis === "100g" ? 100 : body.servingGrams!;
  const per100 = (value: number) => (value * 100) / basisGrams;
  const nutrients: Nutrients = { kcal: per100(body.kcal), protein: per100(body.protein), fat: per100(body.fat), carbs: per100(body.carbs) };
  if (body.sodium !== undefined) nutrients.sodium = per100(body.sodium);
  const [row] = await db
    .insert(customFoods)
    .values({
      userId,
      name: body.name,
      nutrients,
      servingGrams: body.servingGrams ?? null,
      servingLabel: body.servingGrams ? (body.servingLabel ?? null) : null,
    })
    .returning();
  const food = customRecord(row!);
  return { ...toSummary(food, new Set()), nutrients, portions: food.portions, cookedYield: null, yieldSource: null, cookedForms: [] };
}

export async function setFavorite(db: Db, catalog: FoodCatalog, userId: string, foodId: string, favorite: boolean): Promise<void> {
  const key = isCustomFoodId(foodId) ? foodId.toLowerCase() : foodId;
  if (!favorite) {
    await db.delete(foodFavorites).where(and(eq(foodFavorites.userId, userId), eq(foodFavorites.foodId, key)));
    return;
  }
  if (!(await loadFoods(db, catalog, userId, [key])).has(key)) throw new AppError("NOT_FOUND", "This food does not exist.");
  await db.insert(foodFavorites).values({ userId, foodId: key }).onConflictDoNothing();
}
