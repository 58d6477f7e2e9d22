import {
  MEASUREMENT_FIELDS,
  round1,
  type MeasurementBody,
  type MeasurementField,
  type RangeQuery,
  type MeasurementEntry,
  type MeasurementsResponse,
  type OverviewResponse,
} from "@app/shared/progress";
import { and, asc, eq, gte, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bodyMeasurements } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
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
  await deleteOwn(db, bodyMeasurements, userId, eq(bodyMeasurements.day, date), "There is no measurement on that day.");
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

type Reading = [date: string, value: number];
type FirstAndLatest = [first: Reading | null, latest: Reading | null];

/**
 * Each field's first and latest reading up to `until`, as a column of another query (the progress
 * overview's): two index lookups per field, however many days the user has measured.
 */
export function measurementEndsField(userId: Placeholder, until: Placeholder): SQL<Record<MeasurementField, FirstAndLatest>> {
  const m = bodyMeasurements;
  const reading = (column: (typeof measurementColumns)[MeasurementField], order: SQL) =>
    sql`(select json_build_array(${m.day}, ${column}) from ${m}
      where ${m.userId} = ${userId} and ${m.day} <= ${until}::date and ${column} is not null order by ${m.day} ${order} limit 1)`;
  const pairs = MEASUREMENT_FIELDS.map(
    (field) =>
      sql`${field}::text, json_build_array(${reading(measurementColumns[field], sql`asc`)}, ${reading(measurementColumns[field], sql`desc`)})`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The field that moved most since it was first taken, relative to that first value (a waist's 4 cm
 * and a neck's 1 cm compare as the share of each they are); a field measured once moves by nothing.
 * Ties go to the field listed first. Null when nothing was ever measured.
 */
export function mostChangedMeasurement(ends: Record<MeasurementField, FirstAndLatest>): OverviewResponse["measurement"] {
  let best: { share: number; value: NonNullable<OverviewResponse["measurement"]> } | null = null;
  for (const key of MEASUREMENT_FIELDS) {
    const [first, latest] = ends[key] ?? [null, null];
    if (!first || !latest) continue;
    const change = round1(latest[1] - first[1]);
    const share = Math.abs(change) / first[1];
    if (!best || share > best.share) {
      best = { share, value: { key, first: first[1], firstDate: first[0], latest: latest[1], latestDate: latest[0], change } };
    }
  }
  return best?.value ?? null;
}
