import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { referenceData } from "../../../db/schema";
import { OWN_FOODS } from "./own-foods";
import { parseUsda, readUsdaPackage, USDA_RELEASE } from "./usda";

/** Bumped when the import's own rules change (groups, yields), so every database re-imports once. */
const IMPORT_RULES_VERSION = 4;
const REFERENCE_NAME = "usda-sr-legacy";
// Arbitrary constant key: several server processes starting at once import one at a time.
const IMPORT_LOCK_KEY = 727_274_002;

/**
 * Imports USDA SR Legacy (and our few own foods) into `foods` unless this release and these import
 * rules are there already. Rows are upserted by NDB number, so log entries keep pointing at their
 * food across re-imports.
 */
export async function importFoodCatalog(db: Db): Promise<{ imported: boolean; count: number; version: string }> {
  const source = readUsdaPackage();
  const version = `${USDA_RELEASE}/${source.version}/rules-${IMPORT_RULES_VERSION}`;
  const current = await db.select({ version: referenceData.version }).from(referenceData).where(eq(referenceData.name, REFERENCE_NAME));
  if (current[0]?.version === version) return { imported: false, count: 0, version };

  const catalog = [...parseUsda(source.abbrev, source.foodDes), ...OWN_FOODS];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const again = await tx.select({ version: referenceData.version }).from(referenceData).where(eq(referenceData.name, REFERENCE_NAME));
    if (again[0]?.version === version) return { imported: false, count: 0, version };
    // One statement with the whole catalog as one JSON parameter: much faster than batched inserts.
    const rows = JSON.stringify(
      catalog.map((f) => ({
        id: f.id,
        name: f.name,
        usda_group: f.usdaGroup,
        food_group: f.group,
        animal: f.animal,
        nutrients: f.nutrients,
        portions: f.portions,
        raw_id: f.rawId,
        cooked_yield: f.cookedYield,
        yield_source: f.yieldSource,
      })),
    );
    await tx.execute(sql`
      insert into foods (id, name, usda_group, food_group, animal, nutrients, portions, raw_id, cooked_yield, yield_source)
      select id, name, usda_group, food_group, animal, nutrients, portions, raw_id, cooked_yield, yield_source
      from jsonb_to_recordset(${rows}::jsonb) as x(
        id text, name text, usda_group text, food_group text, animal boolean, nutrients jsonb, portions jsonb,
        raw_id text, cooked_yield double precision, yield_source text)
      on conflict (id) do update set
        name = excluded.name, usda_group = excluded.usda_group, food_group = excluded.food_group, animal = excluded.animal,
        nutrients = excluded.nutrients, portions = excluded.portions, raw_id = excluded.raw_id,
        cooked_yield = excluded.cooked_yield, yield_source = excluded.yield_source`);
    await tx
      .insert(referenceData)
      .values({ name: REFERENCE_NAME, version })
      .onConflictDoUpdate({ target: referenceData.name, set: { version, importedAt: sql`now()` } });
    return { imported: true, count: catalog.length, version };
  });
}
