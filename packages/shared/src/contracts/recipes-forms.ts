/**
 * The recipe forms' rules for the app (zod/mini, small enough for a lazy chunk): "Log this meal"
 * takes the time it was eaten, at most LOG_AHEAD_MAX_MS ahead, as the server's logRecipeBodySchema.
 */
import * as z from "zod/mini";
import { LOG_AHEAD_MAX_MS } from "../food-rules";

/** An <input type="datetime-local"> value ("2026-11-23T08:30", the browser's time) as an instant, or NaN. */
function instantOf(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? Date.parse(value) : NaN;
}

/** "Log this meal": when it was eaten (the servings are the page's). */
export const logRecipeForm = z.object({
  eatenAt: z.string().check(
    z.refine((value) => !Number.isNaN(instantOf(value)), "Enter the date and time you ate it."),
    z.refine((value) => !(instantOf(value) > Date.now() + LOG_AHEAD_MAX_MS), "That is more than a day ahead."),
  ),
});
export type LogRecipeForm = z.infer<typeof logRecipeForm>;
