import { RANGE_DAYS, FREE_RANGE, trendSeries, type WeightPoint, type OverviewResponse } from "@app/shared/progress";
import { addDays } from "@app/shared/time";
import { sql, type SQL } from "drizzle-orm";
import { preparedQuery, type Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { premiumNowField } from "../billing";
import { lastSevenDaysField } from "../fasting";
import { latestPhotoField } from "../photos";
import { journalStreakField } from "./journal";
import { measurementEndsField, mostChangedMeasurement } from "./measurements";
import { isAroundToday } from "./today";
import { currentRate, weightsBetweenField } from "./weights";

function weightSummary(weights: WeightPoint[], today: string): OverviewResponse["weight"] {
  const first = weights[0];
  const latest = weights.at(-1);
  if (!first || !latest) return null;
  const trend = trendSeries(weights);
  const trendKg = trend.at(-1)!.trendKg;
  const chartFrom = addDays(today, -(RANGE_DAYS[FREE_RANGE]! - 1));
  const weighed = new Map(weights.map((w) => [w.date, w.weightKg]));
  return {
    trendKg,
    latestKg: latest.weightKg,
    latestDate: latest.date,
    changeKg: Math.round((trendKg - first.weightKg) * 10) / 10,
    startDate: first.date,
    rate: currentRate(trend, today),
    days: trend.filter((t) => t.date >= chartFrom).map((t) => ({ ...t, weightKg: weighed.get(t.date) ?? null })),
  };
}

/**
 * Every section in one prepared query, the plan included: the weigh-ins up to today (for a free
 * user, of the 30 days they see), the fasting week, the journal streak and, for Premium only, the
 * newest photo and each measurement's first and latest reading.
 */
const sections = preparedQuery((db) => {
  const userId = sql.placeholder("userId");
  const today = sql.placeholder("today");
  const premium = sql<boolean>`entitled.premium`;
  // A free user's response never carries these: for them not even computed.
  const forPremium = <T>(field: SQL<T>) => sql<T | null>`case when ${premium} then ${field} end`;
  const since = sql`(case when ${premium} then '-infinity'::date else ${sql.placeholder("since")}::date end)`;
  // "offset 0" keeps the planner from copying the plan's check into each column: one subscription
  // lookup per statement.
  const entitled = sql`(select ${premiumNowField(userId, sql.placeholder("now"))} as premium offset 0) as entitled`;
  return db
    .select({
      premium,
      weights: weightsBetweenField(userId, today, since),
      fasting: lastSevenDaysField({ userId, tz: sql.placeholder("tz"), today }),
      journalStreak: journalStreakField(userId, today),
      photo: latestPhotoField(userId, premium),
      measurements: forPremium(measurementEndsField(userId, today)),
    })
    .from(entitled)
    .prepare("carnitrack_progress_overview");
});

/**
 * /progress's first screen: one figure per section; the measurement that moved most and the newest
 * photo for Premium users only. A free user's today must be today (their weight summary is the 30
 * days ending there).
 */
export async function progressOverview(
  db: Db,
  { userId, today, tz }: { userId: string; today: string; tz: string },
): Promise<OverviewResponse> {
  const since = addDays(today, -(RANGE_DAYS[FREE_RANGE]! - 1));
  const [row] = await sections(db).execute({ userId, today, tz, since, now: new Date().toISOString() });
  if (!row!.premium && !isAroundToday(today)) throw new AppError("VALIDATION_FAILED", "date must be today.");
  const { weights, fasting, journalStreak, photo, measurements } = row!;
  return {
    weight: weightSummary(weights, today),
    fasting: { hoursThisWeek: fasting.totalHours, fastsThisWeek: fasting.fasts },
    journalStreak,
    measurement: measurements ? mostChangedMeasurement(measurements) : null,
    latestPhoto: photo,
  };
}
