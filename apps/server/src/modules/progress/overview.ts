import { RANGE_DAYS, FREE_RANGE, addDays, trendSeries } from "@app/shared/progress";
import type { FastingPeriodTotals } from "@app/shared";
import type { OverviewResponse, ProgressPhoto } from "@app/shared/contracts/progress";
import type { Db } from "../../db/client";
import { journalStreak } from "./journal";
import { currentRate, weightsBetween } from "./weights";

export interface OverviewDeps {
  /** The fasting module's totals of the fasts that ended on `today` and the 6 days before (composed in app.ts). */
  fastingLastSevenDays: (input: { userId: string; tz: string; today: string }) => Promise<FastingPeriodTotals>;
  /** The photos module's newest photo of a user, if any (asked for Premium users only). */
  latestPhoto: (userId: string) => Promise<ProgressPhoto | null>;
  isPremium: (userId: string) => Promise<boolean>;
}

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

/** /progress's first screen: one figure per section, each linking to it. */
export async function progressOverview(
  db: Db,
  deps: OverviewDeps,
  { userId, today, tz, premium }: { userId: string; today: string; tz: string; premium: boolean },
): Promise<OverviewResponse> {
  const [weight, fasting, streak, latestPhoto] = await Promise.all([
    weightSummary(db, userId, today, premium),
    deps.fastingLastSevenDays({ userId, tz, today }),
    journalStreak(db, userId, today),
    premium ? deps.latestPhoto(userId) : null,
  ]);
  return { weight, fasting: { hoursThisWeek: fasting.totalHours, fastsThisWeek: fasting.fasts }, journalStreak: streak, latestPhoto };
}
