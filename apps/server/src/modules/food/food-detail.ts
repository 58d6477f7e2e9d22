import { and, count, eq } from "drizzle-orm";
import { type FoodDetail, CUSTOM_FOODS_MAX, FAVORITES_MAX, type Nutrients, type CustomFoodBody } from "@app/shared/food";
import type { Db } from "../../db/client";
import { customFoods, foodFavorites } from "../../db/schema";
import type { FoodCatalog } from "./catalog";
import { AppError } from "../../platform/errors";
import { customRecord, favoriteIds, foodKey, loadFoods, toSummary } from "./food-records";
import { withUserLock } from "../../platform/user-lock";
import { logRateLimits } from "./log-rate-limit";

/** One food with everything the log dialog needs: nutrients, portions, and its raw ↔ cooked forms. */
export async function getFoodDetail(db: Db, catalog: FoodCatalog, { userId, id }: { userId: string; id: string }): Promise<FoodDetail> {
  const key = foodKey(id);
  const food = (await loadFoods(db, catalog, userId, [key])).get(key);
  if (!food) throw new AppError("NOT_FOUND", "This food does not exist.");
  const cookedForms = food.source === "usda" ? catalog.cookedFormsOf(food.id) : [];
  return {
    ...toSummary(food, await favoriteIds(db, userId, [food.id])),
    nutrients: food.nutrients,
    portions: food.portions,
    cookedYield: food.cookedYield,
    yieldSource: food.yieldSource,
    cookedForms: cookedForms.map((f) => ({ id: f.id, name: f.name, cookedYield: f.cookedYield!, yieldSource: f.yieldSource! })),
  };
}

/**
 * A food of the user's own; values given per serving are stored per 100 g like USDA's. Refused
 * beyond CUSTOM_FOODS_MAX, counted under the user's lock so parallel creates cannot pass it.
 */
export async function createCustomFood(db: Db, { userId, ...body }: CustomFoodBody & { userId: string }): Promise<FoodDetail> {
  return logRateLimits(db).customFood.consume(userId, () => addCustomFood(db, userId, body));
}

async function addCustomFood(db: Db, userId: string, body: CustomFoodBody): Promise<FoodDetail> {
  const basisGrams = body.basis === "100g" ? 100 : body.servingGrams!;
  const per100 = (value: number) => (value * 100) / basisGrams;
  const nutrients: Nutrients = { kcal: per100(body.kcal), protein: per100(body.protein), fat: per100(body.fat), carbs: per100(body.carbs) };
  if (body.sodium !== undefined) nutrients.sodium = per100(body.sodium);
  const row = await withUserLock(db, "customFoods", userId, async (tx) => {
    const [kept] = await tx.select({ n: count() }).from(customFoods).where(eq(customFoods.userId, userId));
    if (Number(kept?.n ?? 0) >= CUSTOM_FOODS_MAX) {
      throw new AppError(
        "CONFLICT",
        `You have ${CUSTOM_FOODS_MAX} custom foods, the most an account keeps: log one of them, or a food from the catalog.`,
      );
    }
    const [inserted] = await tx
      .insert(customFoods)
      .values({
        userId,
        name: body.name,
        nutrients,
        servingGrams: body.servingGrams ?? null,
        servingLabel: body.servingGrams ? (body.servingLabel ?? null) : null,
      })
      .returning();
    return inserted!;
  });
  const food = customRecord(row);
  return { ...toSummary(food, new Set()), nutrients, portions: food.portions, cookedYield: null, yieldSource: null, cookedForms: [] };
}

/**
 * Marks or unmarks a favourite. A new one is refused beyond FAVORITES_MAX (counted under the
 * user's lock); one already marked stays marked, whatever the count. Counts as an edit when done.
 */
export async function setFavorite(
  db: Db,
  catalog: FoodCatalog,
  { userId, foodId, favorite }: { userId: string; foodId: string; favorite: boolean },
): Promise<void> {
  const key = foodKey(foodId);
  await logRateLimits(db).edit.consume(userId, async () => {
    if (!favorite) {
      await db.delete(foodFavorites).where(and(eq(foodFavorites.userId, userId), eq(foodFavorites.foodId, key)));
      return;
    }
    if (!(await loadFoods(db, catalog, userId, [key])).has(key)) throw new AppError("NOT_FOUND", "This food does not exist.");
    await withUserLock(db, "favorites", userId, async (tx) => {
      if ((await favoriteIds(tx, userId, [key])).has(key)) return;
      const [stored] = await tx.select({ n: count() }).from(foodFavorites).where(eq(foodFavorites.userId, userId));
      if (Number(stored?.n ?? 0) >= FAVORITES_MAX) {
        throw new AppError("CONFLICT", `You can have at most ${FAVORITES_MAX} favourites: remove some to add more.`);
      }
      await tx.insert(foodFavorites).values({ userId, foodId: key }).onConflictDoNothing();
    });
  });
}
