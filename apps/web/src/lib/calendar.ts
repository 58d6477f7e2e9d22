import { formatDayPart } from "./format";
import { noonOf } from "./local-day";

/* Month grids for the calendars (fasting, journal): weeks start where the user's locale starts them. */

type WeekInfo = { firstDay: number };

/** The first day of the week in the user's locale: 0 Sunday … 6 Saturday (Monday where unknown). */
export function firstDayOfWeek(locale: string = navigator.language): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    // Intl counts 1 Monday … 7 Sunday.
    return info ? info.firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

/**
 * The month's days as calendar rows of 7, starting on `firstDay` (0 Sunday … 6 Saturday); null
 * fills the days of the neighbouring months.
 */
export function calendarWeeks<T extends { date: string }>(days: T[], firstDay: number): (T | null)[][] {
  if (days.length === 0) return [];
  const lead = (noonOf(days[0]!.date).getDay() - firstDay + 7) % 7;
  const cells: (T | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Weekday names from `firstDay` on, "M" and "Monday" in the user's language (1 November 2026 is a Sunday). */
export function weekdayNames(firstDay: number): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = `2026-11-0${1 + ((firstDay + i) % 7)}`;
    return { short: formatDayPart(date, "weekdayNarrow"), long: formatDayPart(date, "weekdayLong") };
  });
}
