import { eq } from "drizzle-orm";
import { enteredFromKg, fromCm, JOURNAL_SCORES, JOURNAL_TAG_LABELS, type LengthUnit, type WeightUnit } from "@app/shared/progress";
import type { Db } from "../../db/client";
import { bodyMeasurements, journalEntries, unitPreferences, weightEntries } from "../../db/schema";
import { pagedByKey, type ExportCell, type UserDataSection } from "../../platform/user-data";
import { journalColumns } from "./journal";
import { measurementColumns } from "./measurements";
import { getUnits, unitColumns } from "./units";

/** Weigh-ins, oldest first, a page at a time (one a day: the day is the key). */
const weights = (db: Db, userId: string) =>
  pagedByKey(db, {
    from: weightEntries,
    row: { date: weightEntries.day, weightKg: weightEntries.weightKg, updatedAt: weightEntries.updatedAt },
    userId,
    key: weightEntries.day,
  });
const measurements = (db: Db, userId: string) =>
  pagedByKey(db, { from: bodyMeasurements, row: measurementColumns, userId, key: bodyMeasurements.day });
const journal = (db: Db, userId: string) => pagedByKey(db, { from: journalEntries, row: journalColumns, userId, key: journalEntries.day });

const LENGTHS = ["waistCm", "hipsCm", "chestCm", "armCm", "thighCm", "neckCm"] as const;
const LENGTH_TITLES = ["Waist", "Hips", "Chest", "Arm", "Thigh", "Neck"];

/** weights.csv, in the unit the user chose, as the app shows a weigh-in (180 lb stays 180). */
async function* weightRows(db: Db, userId: string, weightUnit: WeightUnit): AsyncGenerator<ExportCell[]> {
  for await (const w of weights(db, userId)) yield [w.date, enteredFromKg(w.weightKg, weightUnit)];
}

/** measurements.csv: lengths in the user's unit (to 0.1), body fat in %; empty where not measured. */
async function* measurementRows(db: Db, userId: string, lengthUnit: LengthUnit): AsyncGenerator<ExportCell[]> {
  for await (const m of measurements(db, userId)) {
    yield [m.date, ...LENGTHS.map((key) => (m[key] === null ? null : fromCm(m[key], lengthUnit))), m.bodyFatPct];
  }
}

/** journal.csv: a day a row, the scores from 1 to 5 (empty: not given), the symptoms by name, the note. */
async function* journalRows(db: Db, userId: string): AsyncGenerator<ExportCell[]> {
  for await (const j of journal(db, userId)) {
    yield [j.date, ...JOURNAL_SCORES.map(({ key }) => j[key]), j.tags.map((tag) => JOURNAL_TAG_LABELS[tag]).join("; "), j.note || null];
  }
}

export const progressUserData: UserDataSection = {
  name: "progress",
  tables: ["unit_preferences", "weight_entries", "body_measurements", "journal_entries"],
  export: async (db, userId) => {
    const [units] = await db.select(unitColumns).from(unitPreferences).where(eq(unitPreferences.userId, userId));
    return {
      units: units ?? null,
      weights: weights(db, userId),
      measurements: measurements(db, userId),
      journal: journal(db, userId),
    };
  },
  // In the units of Settings → Units, which the column titles name.
  spreadsheets: async (db, userId) => {
    const { weightUnit, lengthUnit } = await getUnits(db, { userId });
    return [
      { path: "weights.csv", columns: ["Date", `Weight (${weightUnit})`], rows: weightRows(db, userId, weightUnit) },
      {
        path: "measurements.csv",
        columns: ["Date", ...LENGTH_TITLES.map((title) => `${title} (${lengthUnit})`), "Body fat (%)"],
        rows: measurementRows(db, userId, lengthUnit),
      },
      {
        path: "journal.csv",
        columns: ["Date", ...JOURNAL_SCORES.map(({ label }) => `${label} (1-5)`), "Symptoms", "Note"],
        rows: journalRows(db, userId),
      },
    ];
  },
};
