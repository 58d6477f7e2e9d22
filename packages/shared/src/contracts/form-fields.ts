/**
 * Field values as the app's forms hold them, read the one way every form schema reads them.
 */

/** An <input type="datetime-local"> value ("2026-11-23T08:30", the browser's time) as an instant, or NaN. */
export function instantOfDateTimeLocal(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? Date.parse(value) : Number.NaN;
}

/** What a meal's time field says when it holds no date and time (the food log's and a recipe's). */
export const EATEN_AT_MISSING_MESSAGE = "Enter the date and time you ate it.";
