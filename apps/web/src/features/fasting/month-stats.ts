import type { FastingDay, FastingMonthStats } from "@app/shared/fasting";
import { noonOf } from "@/lib/local-day";

/*
 * Months and days of the fasting calendar. A month is "2026-11" and a day "2026-11-03", both in
 * the user's time zone, which the server also uses to put each fast on the local day it ended.
 */

/** "November 3" in the user's language; "November 3, 2025" when its year is not that of `yearUnless`. */
export function dayName(date: string, { yearUnless }: { yearUnless?: string } = {}): string {
  const year = yearUnless !== undefined && date.slice(0, 4) !== yearUnless.slice(0, 4);
  return noonOf(date).toLocaleDateString(undefined, { month: "long", day: "numeric", ...(year && { year: "numeric" }) });
}

/** "12.5 h" like the rest of the fasting card. */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString(undefined, { maximumFractionDigits: 1 })} h`;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** What a calendar day's marker says to a screen reader: "November 3: 1 fast, 18.2 h, target reached". */
export function dayDescription(day: FastingDay): string {
  if (day.fasts === 0) return `${dayName(day.date)}: no fasts`;
  const target = day.reachedTarget ? "target reached" : "target not reached";
  return `${dayName(day.date)}: ${plural(day.fasts, "fast", "fasts")}, ${formatHours(day.hours)}, ${target}`;
}

/**
 * The streak in a few friendly words. A day without a fast simply ends a streak: nothing here
 * says it was lost or broken.
 */
export function streakText({ currentStreak, longestStreak }: Pick<FastingMonthStats, "currentStreak" | "longestStreak">): {
  headline: string;
  detail: string;
} {
  const longest = `Longest streak: ${plural(longestStreak, "day", "days")}`;
  if (currentStreak > 0) {
    return {
      headline: `${currentStreak.toLocaleString()}-day streak`,
      detail: longestStreak > currentStreak ? longest : "Your longest yet",
    };
  }
  return { headline: "Finish a fast to start a streak", detail: longestStreak > 0 ? longest : "Days in a row with a finished fast" };
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
