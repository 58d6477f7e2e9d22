/** Calendar days as "2026-11-23" strings, counted in whole days (no time zone: a day is a label). */

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` plus `days` (negative: earlier), on calendar days. */
export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** An <input type="datetime-local"> value ("2026-11-23T08:30", the browser's time) as an instant, or NaN. */
export function instantOfDateTimeLocal(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? Date.parse(value) : Number.NaN;
}
