import type { CustomFoodBody } from "@app/shared";
import { FOOD_NAME_MAX, GRAMS_MAX, KCAL_MAX, SERVING_LABEL_MAX, SODIUM_MG_MAX } from "@app/shared/food";
import * as z from "zod/mini";

/* The "Create a food" form: its fields as the inputs hold them (text), its rules, and the request it sends. */

export interface CustomFoodFormValues {
  name: string;
  /** "100g": the values are per 100 g; "serving": per serving of `servingGrams`. */
  basis: CustomFoodBody["basis"];
  servingGrams: string;
  servingLabel: string;
  kcal: string;
  protein: string;
  fat: string;
  carbs: string;
  /** Optional: empty is "no data", not 0. */
  sodium: string;
}

export function emptyCustomFood(name = ""): CustomFoodFormValues {
  return { name, basis: "100g", servingGrams: "", servingLabel: "", kcal: "", protein: "", fat: "", carbs: "", sodium: "" };
}

const n = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** A number typed into a field, or undefined when the field is empty; NaN when it is not a number. */
function parsed(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/** The problem with a required amount between 0 and `max`, if any: a blank is not taken as 0. */
function amountProblem(text: string, what: string, unit: string, max: number): string | undefined {
  const value = parsed(text);
  if (value === undefined) return `Enter the ${what} (0 if none).`;
  if (!Number.isFinite(value)) return `Enter the ${what} as a number.`;
  if (value < 0) return `The ${what} can't be negative.`;
  if (value > max) return `The ${what} can be at most ${n(max)} ${unit}.`;
  return undefined;
}

/** Grams the values are for: 100, the serving's size, or undefined while that size is not valid. */
function basisGrams(values: Pick<CustomFoodFormValues, "basis" | "servingGrams">): number | undefined {
  if (values.basis === "100g") return 100;
  const grams = parsed(values.servingGrams);
  return grams !== undefined && Number.isFinite(grams) && grams > 0 && grams <= GRAMS_MAX ? grams : undefined;
}

/**
 * The server's rules (customFoodBodySchema), with messages for people: a name of at most 120
 * characters; per serving, a size above 0 g and at most 5,000 g; calories and the three macros as
 * numbers of at least 0; and protein, fat and carbs weighing no more than the food they are in.
 */
export const customFoodForm = z
  .object({
    name: z.string(),
    basis: z.enum(["100g", "serving"], "Choose what the values are for."),
    servingGrams: z.string(),
    servingLabel: z.string(),
    kcal: z.string(),
    protein: z.string(),
    fat: z.string(),
    carbs: z.string(),
    sodium: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = (path: keyof CustomFoodFormValues, message: string | undefined) => {
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

      problem("kcal", amountProblem(values.kcal, "calories", "kcal", KCAL_MAX));
      const macros = [
        ["protein", amountProblem(values.protein, "protein", "g", GRAMS_MAX)],
        ["fat", amountProblem(values.fat, "fat", "g", GRAMS_MAX)],
        ["carbs", amountProblem(values.carbs, "carbs", "g", GRAMS_MAX)],
      ] as const;
      for (const [path, message] of macros) problem(path, message);
      if (values.sodium.trim() !== "") problem("sodium", amountProblem(values.sodium, "sodium", "mg", SODIUM_MG_MAX));

      // Only once each part is valid: "weighs more than" means nothing while one of them is not a number.
      const basis = basisGrams(values);
      if (basis !== undefined && macros.every(([, message]) => message === undefined)) {
        // Summed as the server sums them, so the two always agree.
        const total = Number(values.protein) + Number(values.fat) + Number(values.carbs);
        if (total > basis) problem("protein", macrosTooHeavy(total, basis, serving));
      }
    }),
  );

/**
 * How the macros-weigh-too-much message starts. It is given at the protein field (as the server
 * does); the form marks fat and carbs too when protein's message starts so.
 */
export const MACROS_TOO_HEAVY = "Protein, fat and carbs add up to";

function macrosTooHeavy(total: number, basis: number, serving: boolean): string {
  // A sum a hair over the limit (decimals that don't add up exactly) would read "100 g: more than 100 g".
  const sum = n(total) === n(basis) ? `just over ${n(basis)} g` : `${n(total)} g`;
  const food = serving ? `the ${n(basis)} g serving` : "the 100 g of food";
  return `${MACROS_TOO_HEAVY} ${sum}: more than ${food} they're in.`;
}

/** The request for valid form values: trimmed text, numbers, and the serving only for values per serving. */
export function customFoodBodyOf(values: CustomFoodFormValues): CustomFoodBody {
  const servingLabel = values.servingLabel.trim();
  return {
    name: values.name.trim(),
    basis: values.basis,
    ...(values.basis === "serving" && { servingGrams: Number(values.servingGrams), ...(servingLabel && { servingLabel }) }),
    kcal: Number(values.kcal),
    protein: Number(values.protein),
    fat: Number(values.fat),
    carbs: Number(values.carbs),
    ...(values.sodium.trim() !== "" && { sodium: Number(values.sodium) }),
  };
}
