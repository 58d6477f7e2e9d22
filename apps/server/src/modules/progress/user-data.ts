import { asc, eq } from "drizzle-orm";
import { bodyMeasurements, journalEntries, unitPreferences, weightEntries } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";
import { journalColumns } from "./journal";
import { measurementColumns } from "./measurements";

export const progressUserData: UserDataSection = {
  name: "progress",
  tables: ["unit_preferences", "weight_entries", "body_measurements", "journal_entries"],
  export: async (db, userId) => {
    const [units] = await db
      .select({ weightUnit: unitPreferences.weightUnit, lengthUnit: unitPreferences.lengthUnit })
      .from(unitPreferences)
      .where(eq(unitPreferences.userId, userId));
    return {
      units: units ?? null,
      weights: await db
        .select({ date: weightEntries.day, weightKg: weightEntries.weightKg, updatedAt: weightEntries.updatedAt })
        .from(weightEntries)
        .where(eq(weightEntries.userId, userId))
        .orderBy(asc(weightEntries.day)),
      measurements: await db
        .select(measurementColumns)
        .from(bodyMeasurements)
        .where(eq(bodyMeasurements.userId, userId))
        .orderBy(asc(bodyMeasurements.day)),
      journal: await db
        .select(journalColumns)
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(asc(journalEntries.day)),
    };
  },
};
