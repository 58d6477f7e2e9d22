/** The food forms (zod/mini, small enough for a lazy chunk): text fields as the inputs hold them, the server's limits. */
import * as z from "zod/mini";
import {
  AMOUNT_UNITS,
  EATEN_AT_MISSING_MESSAGE,
  FOOD_NAME_MAX,
  gramsFor,
  GRAMS_MAX,
  KCAL_MAX,
  FUTURE_MEAL_MESSAGE,
  LOG_CLOCK_SKEW_MS,
  NOTE_MAX,
  SAVED_MEAL_NAME_MAX,
  SERVING_LABEL_MAX,
  SODIUM_MG_MAX,
  type Portion,
} from "./rules";
import { AGE_BANDS, SEXES, TARGET_LIMITS } from "../nutrition/rules";
import { instantOfDateTimeLocal } from "../time/days";
import { formatNumber } from "../text/rules";

const n = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

// The log dialog ------------------------------------------------------------------------------

export function logAmountProblem(amountText: string, unit: string, portions: readonly Portion[]): string | undefined {
  if (amountText.trim() === "") return "Enter an amount.";
  const amount = Number(amountText);
  if (!Number.isFinite(amount)) return "Enter the amount as a number.";
  if (amount <= 0) return "The amount must be more than 0.";
  const grams = gramsFor(amount, unit, portions);
  if (grams !== undefined && grams > GRAMS_MAX) {
    const limit = formatNumber(GRAMS_MAX);
    return unit === "g" ? `The amount can be at most ${limit} g.` : `That is ${formatNumber(Math.round(grams))} g: at most ${limit} g.`;
  }
  return undefined;
}

/** The log dialog. An entry's own time left as it was (`unchangedTime`) stays valid; the server checks more. */
export function logFoodForm(portions: readonly Portion[], unchangedTime?: string) {
  return z
    .object({
      amount: z.string(),
      unit: z.enum(AMOUNT_UNITS, "Choose a unit."),
      /** "as-eaten", "raw" (a cooked food weighed before cooking) or "form:<id>" (a raw food eaten as one of its cooked forms). */
      preparation: z.string(),
      /** An <input type="datetime-local"> value. */
      eatenAt: z.string().check(
        z.refine((value) => !Number.isNaN(instantOfDateTimeLocal(value)), EATEN_AT_MISSING_MESSAGE),
        z.refine(
          (value) => value === unchangedTime || !(instantOfDateTimeLocal(value) > Date.now() + LOG_CLOCK_SKEW_MS),
          FUTURE_MEAL_MESSAGE,
        ),
      ),
      note: z.string().check(z.maxLength(NOTE_MAX, `The note can be at most ${NOTE_MAX} characters.`)),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = logAmountProblem(values.amount, values.unit, portions);
        if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"], input: values.amount });
      }),
    );
}
export type LogFoodForm = z.infer<ReturnType<typeof logFoodForm>>;

/** "Add several at once": each food's amount (`portionsOf` by index) and one time of day on `date` for all. */
export function logGroupForm(portionsOf: readonly (readonly Portion[])[], date: string) {
  return z
    .object({
      items: z.array(z.object({ amount: z.string(), unit: z.enum(AMOUNT_UNITS, "Choose a unit.") })),
      /** An <input type="time"> value ("08:00"), on `date`. */
      time: z.string().check(
        z.refine((value) => !Number.isNaN(instantOfDateTimeLocal(`${date}T${value}`)), "Enter the time."),
        z.refine((value) => !(instantOfDateTimeLocal(`${date}T${value}`) > Date.now() + LOG_CLOCK_SKEW_MS), FUTURE_MEAL_MESSAGE),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        values.items.forEach((item, i) => {
          const problem = logAmountProblem(item.amount, item.unit, portionsOf[i] ?? []);
          if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["items", i, "amount"], input: item.amount });
        });
      }),
    );
}
export type LogGroupForm = z.infer<ReturnType<typeof logGroupForm>>;

export const saveMealForm = z.object({
  name: z.string().check(
    z.refine((value) => value.trim() !== "", "Give the meal a name."),
    z.refine((value) => value.trim().length <= SAVED_MEAL_NAME_MAX, `The name can be at most ${SAVED_MEAL_NAME_MAX} characters.`),
  ),
  entryIds: z.array(z.string()).check(z.minLength(1, "Choose at least one food.")),
  everyDay: z.boolean(),
});
export type SaveMealForm = z.infer<typeof saveMealForm>;

// Create a food -------------------------------------------------------------------------------

/** A number typed into a field, or undefined when the field is empty; NaN when it is not a number. */
function parsed(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/** The problem with a required amount between 0 and `max`, if any: a blank is not taken as 0. */
function labelValueProblem(text: string, what: string, unit: string, max: number): string | undefined {
  const value = parsed(text);
  if (value === undefined) return `Enter the ${what} (0 if none).`;
  if (!Number.isFinite(value)) return `Enter the ${what} as a number.`;
  if (value < 0) return `The ${what} can't be negative.`;
  if (value > max) return `The ${what} can be at most ${n(max)} ${unit}.`;
  return undefined;
}

/** Grams the values are for: 100, the serving's size, or undefined while that size is not valid. */
function basisGrams(values: { basis: "100g" | "serving"; servingGrams: string }): number | undefined {
  if (values.basis === "100g") return 100;
  const grams = parsed(values.servingGrams);
  return grams !== undefined && Number.isFinite(grams) && grams > 0 && grams <= GRAMS_MAX ? grams : undefined;
}

/** The macros-too-heavy message's start: given at protein (as the server does), the form marks fat and carbs by it. */
export const MACROS_TOO_HEAVY = "Protein, fat and carbs add up to";

function macrosTooHeavy(total: number, basis: number, serving: boolean): string {
  // A sum a hair over the limit (decimals that don't add up exactly) would read "100 g: more than 100 g".
  const sum = n(total) === n(basis) ? `just over ${n(basis)} g` : `${n(total)} g`;
  const food = serving ? `the ${n(basis)} g serving` : "the 100 g of food";
  return `${MACROS_TOO_HEAVY} ${sum}: more than ${food} they're in.`;
}

/** The server's customFoodBodySchema, with messages for people. */
export const customFoodForm = z
  .object({
    name: z.string(),
    /** "100g": the values are per 100 g; "serving": per serving of `servingGrams`. */
    basis: z.enum(["100g", "serving"], "Choose what the values are for."),
    servingGrams: z.string(),
    servingLabel: z.string(),
    kcal: z.string(),
    protein: z.string(),
    fat: z.string(),
    carbs: z.string(),
    /** Optional: empty is "no data", not 0. */
    sodium: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = (path: keyof typeof values, message: string | undefined) => {
        if (message) ctx.addIssue({ code: "custom", message, path: [path], input: values[path] });
      };
      const name = values.name.trim();
      problem("name", name === "" ? "Give the food a name." : undefined);
      problem("name", name.length > FOOD_NAME_MAX ? `The name can be at most ${FOOD_NAME_MAX} characters.` : undefined);

      const serving = values.basis === "serving";
      if (serving) {
        const grams = parsed(values.servingGrams);
        if (grams === undefined) problem("servingGrams", "Enter how many grams one serving weighs.");
        else if (!Number.isFinite(grams)) problem("servingGrams", "Enter the serving size as a number.");
        else if (grams <= 0) problem("servingGrams", "The serving size must be more than 0 g.");
        else if (grams > GRAMS_MAX) problem("servingGrams", `The serving size can be at most ${n(GRAMS_MAX)} g.`);
        if (values.servingLabel.trim().length > SERVING_LABEL_MAX)
          problem("servingLabel", `The serving name can be at most ${SERVING_LABEL_MAX} characters.`);
      }

      problem("kcal", labelValueProblem(values.kcal, "calories", "kcal", KCAL_MAX));
      const macros = [
        ["protein", labelValueProblem(values.protein, "protein", "g", GRAMS_MAX)],
        ["fat", labelValueProblem(values.fat, "fat", "g", GRAMS_MAX)],
        ["carbs", labelValueProblem(values.carbs, "carbs", "g", GRAMS_MAX)],
      ] as const;
      for (const [path, message] of macros) problem(path, message);
      if (values.sodium.trim() !== "") problem("sodium", labelValueProblem(values.sodium, "sodium", "mg", SODIUM_MG_MAX));

      // Only once each part is valid: "weighs more than" means nothing while one of them is not a number.
      const basis = basisGrams(values);
      if (basis !== undefined && macros.every(([, message]) => message === undefined)) {
        // Summed as the server sums them, so the two always agree.
        const total = Number(values.protein) + Number(values.fat) + Number(values.carbs);
        if (total > basis) problem("protein", macrosTooHeavy(total, basis, serving));
      }
    }),
  );
export type CustomFoodForm = z.infer<typeof customFoodForm>;

// Edit targets --------------------------------------------------------------------------------

export const POUNDS_PER_KG = 2.2046226218;

type Limited = keyof typeof TARGET_LIMITS;
const whole = (v: number) => formatNumber(v);

function within(field: Limited, label: string, value: string): string | undefined {
  const { min, max } = TARGET_LIMITS[field];
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number)) return `Enter ${label} as a number.`;
  if (number < min || number > max) return `${label[0]!.toUpperCase()}${label.slice(1)} must be between ${whole(min)} and ${whole(max)}.`;
  return undefined;
}

/** The goal weight typed, in kg (NaN when it is not a number). */
export function goalWeightKgOf(values: { goalWeight: string; weightUnit: "kg" | "lb" }): number {
  return values.weightUnit === "kg" ? Number(values.goalWeight) : Number(values.goalWeight) / POUNDS_PER_KG;
}

/** The server's TARGET_LIMITS, with the goal weight in the unit chosen. */
export const targetsForm = z
  .object({
    sodiumMg: z.string(),
    potassiumMg: z.string(),
    magnesiumMg: z.string(),
    proteinMode: z.enum(["grams", "perKg"]),
    proteinGrams: z.string(),
    proteinPerKg: z.string(),
    goalWeight: z.string(),
    weightUnit: z.enum(["kg", "lb"]),
    fatProteinRatio: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = (path: keyof typeof values, message: string | undefined) => {
        if (message) ctx.addIssue({ code: "custom", message, path: [path], input: values[path] });
      };
      problem("sodiumMg", within("sodiumMg", "the sodium target", values.sodiumMg));
      problem("potassiumMg", within("potassiumMg", "the potassium target", values.potassiumMg));
      problem("magnesiumMg", within("magnesiumMg", "the magnesium target", values.magnesiumMg));
      if (values.proteinMode === "grams") problem("proteinGrams", within("proteinGrams", "the protein target", values.proteinGrams));
      else {
        problem("proteinPerKg", within("proteinPerKg", "protein per kg", values.proteinPerKg));
        // Without a goal weight the grams a day apply (the protein hint says so).
        if (values.goalWeight.trim() !== "") {
          const { min, max } = TARGET_LIMITS.goalWeightKg;
          const kg = goalWeightKgOf(values);
          if (!Number.isFinite(kg)) problem("goalWeight", "Enter the goal weight as a number.");
          else if (kg < min || kg > max)
            problem(
              "goalWeight",
              values.weightUnit === "kg"
                ? `Goal weight must be between ${whole(min)} and ${whole(max)} kg.`
                : `Goal weight must be between ${whole(Math.ceil(min * POUNDS_PER_KG))} and ${whole(Math.floor(max * POUNDS_PER_KG))} lb.`,
            );
        }
      }
      problem("fatProteinRatio", within("fatProteinRatio", "the fat:protein goal", values.fatProteinRatio));
    }),
  );
export type TargetsForm = z.infer<typeof targetsForm>;

// Nutrition profile (Settings) ----------------------------------------------------------------

/** "" is the "Not set" option: a select's value is a string, so null only exists in the request. */
export const profileForm = z.object({
  sex: z.enum(["", ...SEXES], "Choose female, male or Not set."),
  ageBand: z.enum(["", ...AGE_BANDS], "Choose an age band or Not set."),
});
export type ProfileForm = z.infer<typeof profileForm>;
