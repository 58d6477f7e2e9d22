/** How long an account counts as new: long enough to cover a first week of trying the app. */
export const NEW_ACCOUNT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

interface isNewcomerProps {
  createdAt: Date | string | undefined;
  hasFasted: boolean;
  now?: Date;
}

/**
 * Whether the dashboard greets the user as new ("Welcome" rather than "Welcome back"): an account
 * made in the last NEW_ACCOUNT_DAYS days that has never started a fast. Someone who has logged food
 * for months without fasting is not new, so age counts as much as fasting.
 */
export function isNewcomer({ createdAt, hasFasted, now = new Date() }: isNewcomerProps) {
  if (hasFasted || createdAt === undefined) return false;
  const made = new Date(createdAt).getTime();
  return Number.isFinite(made) && now.getTime() - made < NEW_ACCOUNT_DAYS * DAY_MS;
}
