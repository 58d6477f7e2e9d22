import { round1, type MeasurementBody, type RangeQuery } from "@app/shared/progress";
import type { MeasurementEntry, MeasurementsResponse } from "@app/shared/contracts/progress";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bodyMeasurements } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { rangeStart } from "./weights";

export const measurementColumns = {
  date: bodyMeasurements.day,
  waistCm: bodyMeasurements.waistCm,
  hipsCm: bodyMeasurements.hipsCm,
  chestCm: bodyMeasurements.chestCm,
  armCm: bodyMeasurements.armCm,
  thighCm: bodyMeasurements.thighCm,
  neckCm: bodyMeasurements.neckCm,
  bodyFatPct: bodyMeasurements.bodyFatPct,
};

/**
 * One set of measurements per day. A save merges into the day's set: the fields it gives replace
 * theirs, null clears one, a field left out keeps its value (the waist in the morning and the body
 * fat in the evening make one day).
 */
export async function saveMeasurements(
  db: Db,
  { userId, body: { date, ...m } }: { userId: string; body: MeasurementBody },
): Promise<MeasurementEntry> {
  const given = Object.fromEntries(
    Object.entries(m)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === null ? null : round1(v)]),
  );
  const [row] = await db
    .insert(bodyMeasurements)
    .values({ userId, day: date, ...given })
    .onConflictDoUpdate({ target: [bodyMeasurements.userId, bodyMeasurements.day], set: { ...given, updatedAt: new Date() } })
    .returning(measurementColumns);
  return row!;
}

/** A 404 when the day has no measurements. */
export async function deleteMeasurements(db: Db, { userId, date }: { userId: string; date: string }): Promise<void> {
  const rows = await db
    .delete(bodyMeasurements)
    .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.day, date)))
    .returning({ day: bodyMeasurements.day });
  if (rows.length === 0) throw new AppError("NOT_FOUND", "There is no measurement on that day.");
}

export async function measurementHistory(db: Db, { userId, query }: { userId: string; query: RangeQuery }): Promise<MeasurementsResponse> {
  const from = rangeStart(query);
  const entries = await db
    .select(measurementColumns)
    .from(bodyMeasurements)
    .where(
      and(eq(bodyMeasurements.userId, userId), lte(bodyMeasurements.day, query.date), from ? gte(bodyMeasurements.day, from) : undefined),
    )
    .orderBy(asc(bodyMeasurements.day));
  return { range: query.range, from, entries };
}
