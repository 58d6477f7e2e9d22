/** The rule every "Date" field here has: a day, and not one that hasn't come yet. */
export function validateDay(value: string, today: string): true | string {
  if (!value) return "Pick a day.";
  return value > today ? "Pick today or a day before it." : true;
}
