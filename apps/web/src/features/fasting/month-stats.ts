import type { FastingDay, FastingMonthStats, FastingPeriodTotals } from "@app/shared/fasting";
import { formatDate, formatNumber } from "@/lib/format";
import { noonOf } from "@/lib/local-day";
import { spokenHours } from "./fast-timing";

/*
 * Months and days of the fasting calendar. A month is "2026-11" and a day "2026-11-03", both in
 * the user's time zone, which the server also uses to put each fast on the local day it started.
 */

/** "Nov 3" in the user's language; "Nov 3, 2025" when its year is not that of `yearUnless`. */
export function dayName(date: string, { yearUnless }: { yearUnless?: string } = {}): string {
  return formatDate(noonOf(date), { now: noonOf(yearUnless ?? date) });
}

/** "3 fasts ended, 2 reached target": ending a fast and reaching its target are told apart. */
export function fastsText({ fasts, fastsReachedTarget }: Pick<FastingPeriodTotals, "fasts" | "fastsReachedTarget">): string {
  return `${plural(fasts, "fast", "fasts")} ended, ${count(fastsReachedTarget)} reached target`;
}

/** Hours as people say them, "12 h 30 min", like every fast's duration. */
export function formatHours(hours: number): string {
  return spokenHours(hours);
}

const count = (n: number) => formatNumber(n, { digits: 0 });
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** What a calendar day's marker says to a screen reader: "November 3: 1 fast, 18.2 h, target reached". */
export function dayDescription(day: FastingDay): string {
  if (day.fasts === 0) return `${dayName(day.date)}: no fasts`;
  const target = day.reachedTarget ? "target reached" : "target not reached";
  return `${dayName(day.date)}: ${plural(day.fasts, "fast", "fasts")}, ${formatHours(day.hours)}, ${target}`;
}

/**
 * The streak in a few friendly words. A streak day is a day with a fast that reached its target;
 * a day without one simply ends a streak: nothing here says it was lost or broken.
 */
export function streakText({ currentStreak, longestStreak }: Pick<FastingMonthStats, "currentStreak" | "longestStreak">): {
  headline: string;
  detail: string;
} {
  const longest = `Longest streak: ${plural(longestStreak, "day", "days")}`;
  if (currentStreak > 0) {
    return {
      headline: `${count(currentStreak)}-day streak`,
      detail: longestStreak > currentStreak ? longest : "Your longest yet",
    };
  }
  return {
    headline: "Reach a fast's target to start a streak",
    detail: longestStreak > 0 ? longest : "Days in a row with a fast that reached its target",
  };
}

/** The chart in words, for screen readers (and everyone, above the bars). */
export function hoursSummary(stats: Pick<FastingMonthStats, "days" | "monthTotals">): string {
  const { fasts, totalHours } = stats.monthTotals;
  if (fasts === 0) return "No finished fasts this month.";
  const fastedDays = stats.days.filter((day) => day.fasts > 0);
  const most = fastedDays.reduce((best, day) => (day.hours > best.hours ? day : best));
  return (
    `${formatHours(totalHours)} over ${plural(fasts, "fast", "fasts")} on ${plural(fastedDays.length, "day", "days")}; ` +
    `the most on ${dayName(most.date)} (${formatHours(most.hours)}).`
  );
}
