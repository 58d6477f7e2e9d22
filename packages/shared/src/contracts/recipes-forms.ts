/**
 * The recipe forms' rules for the app (zod/mini, small enough for a lazy chunk): "Log this meal"
 * takes the time it was eaten, not after now (LOG_CLOCK_SKEW_MS aside), as the server's logRecipeBodySchema.
 */
import * as z from "zod/mini";
import { FUTURE_MEAL_MESSAGE, LOG_CLOCK_SKEW_MS } from "../food/rules";
import { EATEN_AT_MISSING_MESSAGE, instantOfDateTimeLocal } from "./form-fields";

/** "Log this meal": when it was eaten (the servings are the page's). */
export const logRecipeForm = z.object({
  eatenAt: z.string().check(
    z.refine((value) => !Number.isNaN(instantOfDateTimeLocal(value)), EATEN_AT_MISSING_MESSAGE),
    z.refine((value) => !(instantOfDateTimeLocal(value) > Date.now() + LOG_CLOCK_SKEW_MS), FUTURE_MEAL_MESSAGE),
  ),
});
export type LogRecipeForm = z.infer<typeof logRecipeForm>;
