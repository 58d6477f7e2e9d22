import { NOTE_MAX, type Portion } from "@app/shared/food";
import * as z from "zod/mini";
import { fromDateTimeLocal } from "@/lib/local-day";
import { amountProblem } from "./nutrition";

/**
 * How the food was weighed or eaten: "as-eaten", "raw" (a cooked food weighed before cooking), or
 * "form:<id>" (a raw food eaten as one of its cooked forms: logged as that food, weighed raw).
 */
export type Preparation = "as-eaten" | "raw" | `form:${string}`;

export interface LogFoodFormValues {
  amount: string;
  unit: string;
  preparation: string;
  /** An <input type="datetime-local"> value. */
  eatenAt: string;
  note: string;
}

const MAX_AHEAD_MS = 24 * 3_600_000;

/**
 * The log dialog's rules (zod/mini, as the other forms): an amount more than 0 and at most 5,000 g
 * in the chosen unit, a time at most a day ahead, a note of at most 500 characters: the limits a
 * person meets. The server checks these and more (control characters, absurd amounts per unit).
 */
export function logFoodForm(portions: readonly Portion[], unchangedTime?: string) {
  return z
    .object({
      amount: z.string(),
      unit: z.string().check(z.minLength(1, "Choose a unit.")),
      preparation: z.string(),
      eatenAt: z.string().check(
        z.refine((value) => fromDateTimeLocal(value) !== null, "Enter the date and time you ate it."),
        // An entry's own time left as it was stays valid (a copied day can lie further ahead).
        z.refine(
          (value) => value === unchangedTime || (fromDateTimeLocal(value)?.getTime() ?? 0) <= Date.now() + MAX_AHEAD_MS,
          "The time can be at most one day ahead.",
        ),
      ),
      note: z.string().check(z.maxLength(NOTE_MAX, `The note can be at most ${NOTE_MAX} characters.`)),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = amountProblem(values.amount, values.unit, portions);
        if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"], input: values.amount });
      }),
    );
}
