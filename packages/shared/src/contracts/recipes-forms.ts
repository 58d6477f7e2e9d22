/**
 * The recipe forms' rules for the app (zod/mini, small enough for a lazy chunk): "Log this meal"
 * takes the time it was eaten, at most LOG_AHEAD_MAX_MS ahead, as the server's logRecipeBodySchema.
 */
import * as z from "zod/mini";
import { LOG_AHEAD_MAX_MS } from "../food/rules";
import { EATEN_AT_MISSING_MESSAGE, instantOfDateTimeLocal } from "./form-fields";

/** "Log this meal": when it was eaten (the servings are the page's). */
export const logRecipeForm = z.object({
  eatenAt: z.string().check(
    z.refine((value) => !Number.isNaN(instantOfDateTimeLocal(value)), EATEN_AT_MISSING_MESSAGE),
    z.refine((value) => !(instantOfDateTimeLocal(value) > Date.now() + LOG_AHEAD_MAX_MS), "That is more than a day ahead."),
  ),
});
export type LogRecipeForm = z.infer<typeof logRecipeForm>;
