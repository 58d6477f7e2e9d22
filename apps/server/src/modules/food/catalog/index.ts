import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { foods } from "../../../db/schema";
import type { Logger } from "../../../platform/logger";
import { FoodIndex } from "./food-index";
import { importFoodCatalog } from "./import";

export type CatalogRecord = typeof foods.$inferSelect;

/** The USDA catalog in memory (its search index and every food's record): read-only reference data. */
export interface FoodCatalog {
  index: FoodIndex;
  get(id: string): CatalogRecord | undefined;
  /** A raw food's cooked forms that have a yield, by name. */
  cookedFormsOf(rawId: string): CatalogRecord[];
}

/** Imports USDA SR Legacy if this database lacks it, then builds the catalog in memory. */
export async function openFoodCatalog(db: Db, logger: Logger): Promise<FoodCatalog> {
  const started = performance.now();
  const result = await importFoodCatalog(db);
  const rows = await db
    .select()
    .from(foods)
    .orderBy(sql`id`);
  const records = new Map(rows.map((row) => [row.id, row]));
  const index = new FoodIndex(rows);
  const cookedForms = new Map<string, CatalogRecord[]>();
  for (const row of rows) {
    if (!row.rawId || row.cookedYield === null) continue;
    if (!cookedForms.has(row.rawId)) cookedForms.set(row.rawId, []);
    cookedForms.get(row.rawId)!.push(row);
  }
  for (const forms of cookedForms.values()) forms.sort((a, b) => a.name.localeCompare(b.name));
  logger.info(
    { foods: index.size, imported: result.imported, version: result.version, ms: Math.round(performance.now() - started) },
    "food catalog ready",
  );
  return { index, get: (id) => records.get(id), cookedFormsOf: (rawId) => cookedForms.get(rawId) ?? [] };
}
