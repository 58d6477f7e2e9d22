import {
  FREE_RANGE,
  RANGE_DAYS,
  round1,
  trendSeries,
  weeklyRate,
  type TrendPoint,
  type RangeQuery,
  type WeightBody,
  type WeightPoint,
  type WeightsResponse,
} from "@app/shared/progress";
import { addDays, daysBetween } from "@app/shared/time";
import { and, asc, eq, gte, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { weightEntries } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
import { AppError } from "../../platform/errors";
import { isPremium } from "../billing";
import { goalWeightKg } from "../food";
import { isAroundToday } from "./today";

/** One weigh-in per day: a second one on the same day replaces the first. */
export async function saveWeight(db: Db, { userId, body: { date, weightKg } }: { userId: string; body: WeightBody }) {
  const kg = round1(weightKg);
  const [row] = await db
    .insert(weightEntries)
    .values({ userId, day: date, weightKg: kg })
    .onConflictDoUpdate({ target: [weightEntries.userId, weightEntries.day], set: { weightKg: kg, updatedAt: sql`now()` } })
    .returning({ date: weightEntries.day, weightKg: weightEntries.weightKg });
  return row!;
}

/** A 404 when there was no weigh-in that day. */
export async function deleteWeight(db: Db, { userId, date }: { userId: string; date: string }): Promise<void> {
  await deleteOwn(db, weightEntries, userId, eq(weightEntries.day, date), "There is no weigh-in on that day.");
}

/** The first day a range shows, ending on `today` (null: all of it). */
export function rangeStart({ range, date }: RangeQuery): string | null {
  const days = RANGE_DAYS[range];
  return days === null ? null : addDays(date, -(days - 1));
}

/** The weigh-ins up to `until`, from `since` (null: from the first). */
export async function weightsBetween(db: Db, userId: string, since: string | null, until: string) {
  return db
    .select({ date: weightEntries.day, weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(and(eq(weightEntries.userId, userId), lte(weightEntries.day, until), since ? gte(weightEntries.day, since) : undefined))
    .orderBy(asc(weightEntries.day));
}

/** The same weigh-ins as `weightsBetween`, as a column of another query (the progress overview's, one round trip). */
export function weightsBetweenField(userId: Placeholder, until: Placeholder, since: SQL): SQL<WeightPoint[]> {
  const w = weightEntries;
  return sql`(select coalesce(json_agg(json_build_object('date', ${w.day}, 'weightKg', ${w.weightKg}) order by ${w.day}), '[]'::json)
    from ${w} where ${w.userId} = ${userId} and ${w.day} <= ${until}::date and ${w.day} >= ${since}::date)`;
}

/** A rate is news only while the weigh-ins are: none when the last one is over a week before today. */
const STALE_AFTER_DAYS = 7;

export function currentRate(trend: readonly TrendPoint[], today: string) {
  const last = trend.at(-1);
  return last && daysBetween(last.date, today) <= STALE_AFTER_DAYS ? weeklyRate(trend) : null;
}

/**
 * The weigh-ins of a range with their trend and the user's goal weight. Free users see the last 30
 * days (the 1M range ending today), Premium users every range. For Premium the trend is computed
 * over the whole history up to today, so the first days of a range start from where the trend
 * really was; a free user's is computed from the 30 days they see, so nothing older shapes what
 * they get.
 */
export async function weightHistory(db: Db, { userId, query }: { userId: string; query: RangeQuery }): Promise<WeightsResponse> {
  const premium = await isPremium(db, userId);
  if (!premium && (query.range !== FREE_RANGE || !isAroundToday(query.date))) {
    throw new AppError("PREMIUM_REQUIRED", "Weight history beyond the last 30 days is part of CarniTrack Premium. Upgrade to unlock it.");
  }
  const from = rangeStart(query);
  const weights = await weightsBetween(db, userId, premium ? null : from, query.date);
  const trend = trendSeries(weights);
  const inRange = <T extends { date: string }>(p: T) => from === null || p.date >= from;
  return {
    range: query.range,
    from,
    entries: weights.filter(inRange),
    trend: trend.filter(inRange),
    rate: currentRate(trend, query.date),
    goalWeightKg: await goalWeightKg(db, userId),
  };
}
