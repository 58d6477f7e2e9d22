import { RANGE_DAYS, FREE_RANGE, addDays, trendSeries } from "@app/shared/progress";
import type { OverviewResponse } from "@app/shared/contracts/progress";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { isPremium } from "../billing";
import { lastSevenDays } from "../fasting";
import { latestPhoto } from "../photos";
import { journalStreak } from "./journal";
import { isAroundToday } from "./today";
import { currentRate, weightsBetween } from "./weights";

/** Since the first weigh-in, or for a free user the first of the 30 days they see. */
async function weightSummary(db: Db, userId: string, today: string, premium: boolean): Promise<OverviewResponse["weight"]> {
  const since = premium ? null : addDays(today, -(RANGE_DAYS[FREE_RANGE]! - 1));
  const weights = await weightsBetween(db, userId, since, today);
  const first = weights[0];
  const latest = weights.at(-1);
  if (!first || !latest) return null;
  const trend = trendSeries(weights);
  const trendKg = trend.at(-1)!.trendKg;
  return {
    trendKg,
    latestKg: latest.weightKg,
    latestDate: latest.date,
    changeKg: Math.round((trendKg - first.weightKg) * 10) / 10,
    startDate: first.date,
    rate: currentRate(trend, today),
  };
}

/**
 * /progress's first screen: one figure per section, each linking to it; the fasting week from the
 * fasts that ended on `today` and the 6 days before, the newest photo for Premium users only. A
 * free user's today must be today (their weight summary is the 30 days ending there).
 */
export async function progressOverview(
  db: Db,
  { userId, today, tz }: { userId: string; today: string; tz: string },
): Promise<OverviewResponse> {
  const premium = await isPremium(db, userId);
  if (!premium && !isAroundToday(today)) throw new AppError("VALIDATION_FAILED", "date must be today.");
  const [weight, fasting, streak, photo] = await Promise.all([
    weightSummary(db, userId, today, premium),
    lastSevenDays(db, { userId, tz, today }),
    journalStreak(db, userId, today),
    premium ? latestPhoto(db, userId) : null,
  ]);
  return {
    weight,
    fasting: { hoursThisWeek: fasting.totalHours, fastsThisWeek: fasting.fasts },
    journalStreak: streak,
    latestPhoto: photo,
  };
}
