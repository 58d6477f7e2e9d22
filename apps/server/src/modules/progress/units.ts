import type { UnitsPatch, UnitsResponse } from "@app/shared/progress";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unitPreferences } from "../../db/schema";

const DEFAULT_UNITS: UnitsResponse = { weightUnit: "kg", lengthUnit: "cm" };
export const unitColumns = { weightUnit: unitPreferences.weightUnit, lengthUnit: unitPreferences.lengthUnit };

export async function getUnits(db: Db, { userId }: { userId: string }): Promise<UnitsResponse> {
  const [row] = await db.select(unitColumns).from(unitPreferences).where(eq(unitPreferences.userId, userId));
  return row ?? DEFAULT_UNITS;
}

/** Changes only the units given, in one statement. */
export async function patchUnits(db: Db, { userId, patch }: { userId: string; patch: UnitsPatch }): Promise<UnitsResponse> {
  if (patch.weightUnit === undefined && patch.lengthUnit === undefined) return getUnits(db, { userId });
  const [row] = await db
    .insert(unitPreferences)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: unitPreferences.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(unitColumns);
  return row!;
}
