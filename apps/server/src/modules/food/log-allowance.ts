import { CUSTOM_FOODS_PER_HOUR, DAY_COPIES_PER_HOUR, FOOD_EDITS_PER_HOUR, FOOD_LOGS_PER_HOUR } from "@app/shared/food";
import type { Db } from "../../db/client";
import { RateLimiter, tooManyError, type Rule } from "../../platform/rate-limit";

const HOUR = 3600;
const ALLOWANCES = {
  /** One food logged, or one recipe's ingredients. */
  log: { key: "food-log", rule: { limit: FOOD_LOGS_PER_HOUR, windowSeconds: HOUR }, what: "entries logged" },
  copyDay: { key: "food-copy-day", rule: { limit: DAY_COPIES_PER_HOUR, windowSeconds: HOUR }, what: "days copied" },
  customFood: { key: "food-custom", rule: { limit: CUSTOM_FOODS_PER_HOUR, windowSeconds: HOUR }, what: "custom foods created" },
  /** An entry edited or deleted, a favourite added or removed, the targets changed. */
  edit: { key: "food-edit", rule: { limit: FOOD_EDITS_PER_HOUR, windowSeconds: HOUR }, what: "changes to your food log" },
} satisfies Record<string, { key: string; rule: Rule; what: string }>;

/**
 * Each user's hourly allowances for writing to the food log, counted in the database so they hold
 * across processes. Spent after the request's input was checked (a mistyped one costs nothing),
 * before anything is written; beyond the allowance, a 429 with Retry-After.
 */
export function logAllowances(db: Db): Record<keyof typeof ALLOWANCES, (userId: string) => Promise<void>> {
  const limiter = new RateLimiter(db);
  const spend =
    ({ key, rule, what }: (typeof ALLOWANCES)[keyof typeof ALLOWANCES]) =>
    async (userId: string) => {
      const state = await limiter.hit(`${key}:${userId}`, rule);
      if (state.count > rule.limit) throw tooManyError(state.resetAt, what);
    };
  return {
    log: spend(ALLOWANCES.log),
    copyDay: spend(ALLOWANCES.copyDay),
    customFood: spend(ALLOWANCES.customFood),
    edit: spend(ALLOWANCES.edit),
  };
}
