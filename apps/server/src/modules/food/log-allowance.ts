import { CUSTOM_FOODS_PER_HOUR, DAY_COPIES_PER_HOUR, FOOD_EDITS_PER_HOUR, FOOD_LOGS_PER_HOUR } from "@app/shared/food";
import type { Db } from "../../db/client";
import { allowance, RateLimiter, type Allowance } from "../../platform/rate-limit";

const HOUR = 3600;
const ALLOWANCES = {
  /** One food logged, or one recipe's ingredients. */
  log: { key: "food-log", limit: FOOD_LOGS_PER_HOUR, what: "entries logged" },
  copyDay: { key: "food-copy-day", limit: DAY_COPIES_PER_HOUR, what: "days copied" },
  customFood: { key: "food-custom", limit: CUSTOM_FOODS_PER_HOUR, what: "custom foods created" },
  /** An entry edited or deleted, a favourite added or removed, the targets changed. */
  edit: { key: "food-edit", limit: FOOD_EDITS_PER_HOUR, what: "changes to your food log" },
} as const;

type LogAllowances = Record<keyof typeof ALLOWANCES, Allowance>;

// One set per database, so its limiter's sweep of old windows runs once a minute, not on each write.
const byDb = new WeakMap<Db, LogAllowances>();

/**
 * Each user's hourly allowances for writing to the food log (the platform's `allowance`): spent
 * only on a write that is done. Input that is refused (a 400, a 404, a full day's 409) or a write
 * that fails costs nothing; beyond the allowance, a 429 with Retry-After and nothing is written.
 */
export function logAllowances(db: Db): LogAllowances {
  let made = byDb.get(db);
  if (!made) {
    made = newAllowances(db);
    byDb.set(db, made);
  }
  return made;
}

function newAllowances(db: Db): LogAllowances {
  const limiter = new RateLimiter(db);
  const of = ({ key, limit, what }: (typeof ALLOWANCES)[keyof typeof ALLOWANCES]) =>
    allowance(limiter, key, { limit, windowSeconds: HOUR }, what);
  return {
    log: of(ALLOWANCES.log),
    copyDay: of(ALLOWANCES.copyDay),
    customFood: of(ALLOWANCES.customFood),
    edit: of(ALLOWANCES.edit),
  };
}
