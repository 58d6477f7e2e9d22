import { z } from "zod";
import {
  AMOUNT_UNITS,
  FOOD_NAME_MAX,
  GRAMS_MAX,
  GROUP_ITEMS_MAX,
  SAVED_MEAL_NAME_MAX,
  KCAL_MAX,
  MEAL_SERVINGS_MAX,
  MEAL_SERVINGS_MIN,
  FUTURE_MEAL_MESSAGE,
  LOG_CLOCK_SKEW_MS,
  NOTE_MAX,
  SERVING_LABEL_MAX,
  SODIUM_MG_MAX,
} from "./rules";
import { dateTimeSchema, lineSchema, textSchema, timeZoneSchema } from "../text/schemas";
import { formatNumber } from "../text/rules";

/* What the food endpoints accept (the server validates with these; answers are in ../contracts/food.ts). */

/** A USDA NDB number ("01123") or the id of one of the user's custom foods. */
export const foodIdSchema = z
  .string({ error: "foodId is required." })
  .regex(/^(\d{5}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, "foodId is not a food.");

/** The food a path names (/foods/:id, /favorites/:foodId); the route answers another text 404. */
export const foodPathSchema = z.strictObject({ id: foodIdSchema });
export const favoritePathSchema = z.strictObject({ foodId: foodIdSchema });

export const SEARCH_LIMIT_MAX = 50;
export const searchQuerySchema = z.strictObject({
  q: lineSchema("q", { max: 100 }),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(SEARCH_LIMIT_MAX, `limit must be at most ${SEARCH_LIMIT_MAX}.`)
    .default(20),
});

/** "g", "oz", one of the food's household portions ("portion:0", "portion:1"), or a custom food's "serving". */
export const amountUnitSchema = z.enum(AMOUNT_UNITS, {
  error: (issue) => (typeof issue.input === "string" ? 'unit must be "g", "oz", a portion or "serving".' : "unit is required."),
});

/** A local calendar day, e.g. "2026-11-23". */
export const localDateSchema = z.iso
  .date({ error: "date must be a day such as 2026-11-23." })
  .refine((d) => d >= "1970-01-01" && d <= "2199-12-31", {
    error: "date must be between 1970 and 2199.",
  });

/** The tz query of a day's reads: days start and end at the user's midnight. */
export const tzSchema = timeZoneSchema("tz");

export const eatenAtSchema = dateTimeSchema("eatenAt").refine((v) => Date.parse(v) <= Date.now() + LOG_CLOCK_SKEW_MS, FUTURE_MEAL_MESSAGE);

const amountSchema = z
  .number({ error: "amount must be a number." })
  .gt(0, "amount must be more than 0.")
  .max(GRAMS_MAX * 10, "amount is too large.");

export const logEntryBodySchema = z.strictObject({
  foodId: foodIdSchema,
  amount: amountSchema,
  unit: amountUnitSchema,
  /** "raw": the amount was weighed raw and the food is eaten cooked (a cooked food's yield applies). */
  weighed: z.enum(["as-eaten", "raw"], { error: 'weighed must be "as-eaten" or "raw".' }).default("as-eaten"),
  eatenAt: eatenAtSchema,
  note: z.nullable(textSchema("note", { max: NOTE_MAX })).optional(),
});
export type LogEntryBody = z.infer<typeof logEntryBodySchema>;

/** One food of a group added at once, or of a saved meal: what, how much, in which unit, how weighed. */
export const groupItemSchema = z.strictObject({
  foodId: foodIdSchema,
  amount: amountSchema,
  unit: amountUnitSchema,
  weighed: z.enum(["as-eaten", "raw"], { error: 'weighed must be "as-eaten" or "raw".' }).default("as-eaten"),
});
export type GroupItem = z.infer<typeof groupItemSchema>;

const groupItemsSchema = z
  .array(groupItemSchema, { error: "items must be a list of foods." })
  .min(1, "Add at least one food.")
  .max(GROUP_ITEMS_MAX, `At most ${GROUP_ITEMS_MAX} foods go in at once.`);

/** POST /api/food/entries/group: several foods at one time, all or nothing. */
export const logGroupBodySchema = z.strictObject({ items: groupItemsSchema, eatenAt: eatenAtSchema });
export type LogGroupBody = z.infer<typeof logGroupBodySchema>;

const savedMealNameSchema = lineSchema("Name", { max: SAVED_MEAL_NAME_MAX });
/** The local time of day an every-day meal is added at, in minutes after midnight. */
const minuteOfDaySchema = z
  .int({ error: "minuteOfDay must be a whole number." })
  .min(0, "minuteOfDay must be from 0 to 1439.")
  .max(1439, "minuteOfDay must be from 0 to 1439.");

/**
 * POST /api/food/saved-meals: a named set of foods and amounts, logged again in one go. `everyDay`:
 * added to each new day from the next one (the user's day, by `tz`) until turned off.
 */
export const savedMealBodySchema = z.strictObject({
  name: savedMealNameSchema,
  items: groupItemsSchema,
  everyDay: z.boolean({ error: "everyDay must be true or false." }).default(false),
  minuteOfDay: minuteOfDaySchema.optional(),
  tz: tzSchema,
});
export type SavedMealBody = z.infer<typeof savedMealBodySchema>;

/** PATCH /api/food/saved-meals/:id: any of its name, foods and every-day flag. */
export const savedMealPatchSchema = z.strictObject({
  name: savedMealNameSchema.optional(),
  items: groupItemsSchema.optional(),
  everyDay: z.boolean({ error: "everyDay must be true or false." }).optional(),
  minuteOfDay: minuteOfDaySchema.optional(),
  tz: tzSchema,
});
export type SavedMealPatch = z.infer<typeof savedMealPatchSchema>;

/** POST /api/food/saved-meals/:id/log: the meal as saved, at one time. */
export const logSavedMealBodySchema = z.strictObject({ eatenAt: eatenAtSchema });

export const updateEntryBodySchema = logEntryBodySchema.omit({ foodId: true }).partial().strict();
export type UpdateEntryBody = z.infer<typeof updateEntryBodySchema>;

/** PATCH /api/food/meals/:id: the servings eaten and the time, together or alone. */
export const updateMealBodySchema = z
  .strictObject({
    servings: z
      .int({ error: "servings must be a whole number." })
      .min(MEAL_SERVINGS_MIN, `servings must be from ${MEAL_SERVINGS_MIN} to ${MEAL_SERVINGS_MAX}.`)
      .max(MEAL_SERVINGS_MAX, `servings must be from ${MEAL_SERVINGS_MIN} to ${MEAL_SERVINGS_MAX}.`),
    eatenAt: eatenAtSchema,
  })
  .partial();
export type UpdateMealBody = z.infer<typeof updateMealBodySchema>;

export const dayQuerySchema = z.strictObject({ date: localDateSchema, tz: tzSchema });

export const copyDayBodySchema = z.strictObject({ from: localDateSchema, to: localDateSchema, tz: tzSchema });

export const favoriteBodySchema = z.strictObject({ foodId: foodIdSchema });

const perBasisSchema = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} can't be negative.`)
    .max(max, `${label} is too large.`);

export const customFoodBodySchema = z
  .strictObject({
    name: lineSchema("Name", { max: FOOD_NAME_MAX }),
    /** Whether the values are per 100 g or per serving of `servingGrams`. */
    basis: z.enum(["100g", "serving"], { error: 'basis must be "100g" or "serving".' }),
    servingGrams: z
      .number({ error: "servingGrams must be a number." })
      .gt(0, "Serving size must be more than 0 g.")
      .max(GRAMS_MAX, `Serving size must be at most ${formatNumber(GRAMS_MAX)} g.`)
      .optional(),
    servingLabel: lineSchema("Serving name", { max: SERVING_LABEL_MAX }).optional(),
    kcal: perBasisSchema("Calories", KCAL_MAX),
    protein: perBasisSchema("Protein", GRAMS_MAX),
    fat: perBasisSchema("Fat", GRAMS_MAX),
    carbs: perBasisSchema("Carbs", GRAMS_MAX),
    sodium: perBasisSchema("Sodium", SODIUM_MG_MAX).optional(),
  })
  .refine((f) => f.basis === "100g" || f.servingGrams !== undefined, {
    error: "Serving size is required for values per serving.",
    path: ["servingGrams"],
  })
  .refine((f) => f.protein + f.fat + f.carbs <= (f.basis === "100g" ? 100 : (f.servingGrams ?? 0)), {
    error: "Protein, fat and carbs can't weigh more than the food itself.",
    path: ["protein"],
  });
export type CustomFoodBody = z.infer<typeof customFoodBodySchema>;
