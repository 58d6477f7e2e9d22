import { and, eq, inArray } from "drizzle-orm";
import type { FoodGroup, Nutrients, Portion, FoodSummary } from "@app/shared/food";
import type { Db } from "../../db/client";
import { customFoods, foodFavorites } from "../../db/schema";
import { isUuid } from "../../platform/errors";
import type { CatalogRecord, FoodCatalog } from "./catalog";
import { displayNameOf } from "./catalog/display-names";

/** A USDA food or one of the user's custom foods, as the log reads them. */
export interface FoodRecord {
  id: string;
  name: string;
  /** The everyday name (catalog/display-names.ts); null for custom foods and foods without one. */
  displayName: string | null;
  source: "usda" | "custom";
  group: FoodGroup;
  nutrients: Nutrients;
  portions: Portion[];
  cookedYield: number | null;
  yieldSource: "usda-portion" | "protein-retention" | null;
}

export const isCustomFoodId = (id: string) => isUuid(id);

/** A food's id as stored: a custom food's in lower case. */
export const foodKey = (id: string) => (isCustomFoodId(id) ? id.toLowerCase() : id);

/** A custom food's serving, when it has one, is its only portion. */
export function customPortions(servingGrams: number | null, servingLabel: string | null): Portion[] {
  return servingGrams ? [{ label: servingLabel || "1 serving", grams: servingGrams }] : [];
}

export function usdaRecord(row: CatalogRecord): FoodRecord {
  return {
    id: row.id,
    name: row.name,
    displayName: displayNameOf(row.id, row.name),
    source: "usda",
    group: row.group,
    nutrients: row.nutrients,
    portions: row.portions,
    cookedYield: row.cookedYield,
    yieldSource: row.yieldSource,
  };
}

/**
 * Foods by id: USDA foods (from the catalog in memory) for anyone, custom foods only for their
 * owner (others are simply absent).
 */
export async function loadFoods(db: Db, catalog: FoodCatalog, userId: string, ids: readonly string[]): Promise<Map<string, FoodRecord>> {
  const customIds = [...new Set(ids.filter(isCustomFoodId))].map((id) => id.toLowerCase());
  const found = new Map<string, FoodRecord>();
  for (const id of ids) {
    const row = isCustomFoodId(id) ? undefined : catalog.get(id);
    if (row) found.set(id, usdaRecord(row));
  }
  if (customIds.length) {
    const rows = await db
      .select()
      .from(customFoods)
      .where(and(eq(customFoods.userId, userId), inArray(customFoods.id, customIds)));
    for (const row of rows) found.set(row.id, customRecord(row));
  }
  return found;
}

export function customRecord(row: typeof customFoods.$inferSelect): FoodRecord {
  return {
    id: row.id,
    name: row.name,
    displayName: null,
    source: "custom",
    group: "other",
    nutrients: row.nutrients,
    portions: customPortions(row.servingGrams, row.servingLabel),
    cookedYield: null,
    yieldSource: null,
  };
}

/** Which of these foods the user marked as favourites: reads at most one row per id. */
export async function favoriteIds(db: Db, userId: string, foodIds: readonly string[]): Promise<Set<string>> {
  if (foodIds.length === 0) return new Set();
  const rows = await db
    .select({ foodId: foodFavorites.foodId })
    .from(foodFavorites)
    .where(and(eq(foodFavorites.userId, userId), inArray(foodFavorites.foodId, [...foodIds])));
  return new Set(rows.map((r) => r.foodId));
}

export function toSummary(food: FoodRecord, favorites: ReadonlySet<string>): FoodSummary {
  return {
    id: food.id,
    name: food.name,
    displayName: food.displayName,
    source: food.source,
    group: food.group,
    ...(food.nutrients.kcal !== undefined && { kcal: food.nutrients.kcal }),
    ...(food.nutrients.protein !== undefined && { protein: food.nutrients.protein }),
    ...(food.nutrients.fat !== undefined && { fat: food.nutrients.fat }),
    favorite: favorites.has(food.id),
  };
}
