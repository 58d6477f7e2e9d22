/** The recipe forms (zod/mini, small enough for a lazy chunk), as the server's logRecipeBodySchema. */
import * as z from "zod/mini";
import { EATEN_AT_MISSING_MESSAGE, FUTURE_MEAL_MESSAGE, LOG_CLOCK_SKEW_MS, MEAL_SERVINGS_MAX, MEAL_SERVINGS_MIN } from "../food/rules";
import { instantOfDateTimeLocal } from "../time/days";

/** "Log this meal": servings eaten (1 by default: the page's control scales the recipe as cooked) and when. */
export const logRecipeForm = z.object({
  servings: z.string().check(
    z.refine((value) => {
      const n = Number(value);
      return value.trim() !== "" && Number.isInteger(n) && n >= MEAL_SERVINGS_MIN && n <= MEAL_SERVINGS_MAX;
    }, `Enter a whole number of servings from ${MEAL_SERVINGS_MIN} to ${MEAL_SERVINGS_MAX}.`),
  ),
  eatenAt: z.string().check(
    z.refine((value) => !Number.isNaN(instantOfDateTimeLocal(value)), EATEN_AT_MISSING_MESSAGE),
    z.refine((value) => !(instantOfDateTimeLocal(value) > Date.now() + LOG_CLOCK_SKEW_MS), FUTURE_MEAL_MESSAGE),
  ),
});
export type LogRecipeForm = z.infer<typeof logRecipeForm>;
