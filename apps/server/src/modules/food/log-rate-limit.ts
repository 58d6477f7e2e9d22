import { DRINK_EDITS_PER_HOUR, DRINKS_PER_HOUR } from "@app/shared/drinks";
import { CUSTOM_FOODS_PER_HOUR, DAY_COPIES_PER_HOUR, FOOD_EDITS_PER_HOUR, FOOD_LOGS_PER_HOUR } from "@app/shared/food";
import { rateLimitsPerDb } from "../../platform/rate-limit";

/** Each user's hourly rate limits on writing to the food log: counted only on a write that is done. */
export const logRateLimits = rateLimitsPerDb({
  /** One food logged, or one recipe's ingredients. */
  log: { key: "food-log", limit: FOOD_LOGS_PER_HOUR, what: "entries logged" },
  copyDay: { key: "food-copy-day", limit: DAY_COPIES_PER_HOUR, what: "days copied" },
  customFood: { key: "food-custom", limit: CUSTOM_FOODS_PER_HOUR, what: "custom foods created" },
  /** An entry edited or deleted, a favourite added or removed, the targets changed. */
  edit: { key: "food-edit", limit: FOOD_EDITS_PER_HOUR, what: "changes to your food log" },
  drink: { key: "drink-log", limit: DRINKS_PER_HOUR, what: "drinks logged" },
  /** A drink removed, the water target or the electrolyte mix changed. */
  drinkEdit: { key: "drink-edit", limit: DRINK_EDITS_PER_HOUR, what: "changes to your drinks" },
});
