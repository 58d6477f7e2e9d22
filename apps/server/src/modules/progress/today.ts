import { addDays } from "@app/shared/time";

/**
 * Whether `date` can be the user's today: the server's UTC day or the one either side of it (the
 * world's time zones span them). A free user's 30 days must end there, not at a day of their choosing.
 */
export function isAroundToday(date: string): boolean {
  const utcToday = new Date().toISOString().slice(0, 10);
  return date >= addDays(utcToday, -1) && date <= addDays(utcToday, 1);
}
