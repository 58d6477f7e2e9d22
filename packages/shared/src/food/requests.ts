import * as z from "zod/mini";
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
import { limitSchema, lineSchema, textSchema } from "../text/fields";
import { dateTimeSchema, localDateSchema, tzSchema } from "../time/fields";
import { formatNumber } from "../text/rules";

/* What the food endpoints accept: the server validates with these, the app's forms reuse them. */

/** A USDA NDB number ("01123") or the id of one of the user's custom foods. */
export const foodIdSchema = z
  .string({ error: "foodId is required." })
  .check(z.regex(/^(\d{5}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, "foodId is not a food."));

/** The food a path names (/foods/:id, /favorites/:foodId); the route gives its own 404 text. */
export const foodPathSchema = z.strictObject({ id: foodIdSchema });
export const favoritePathSchema = z.strictObject({ foodId: foodIdSchema });

export const SEARCH_LIMIT_MAX = 50;
export const searchQuerySchema = z.strictObject({
  q: lineSchema("q", { max: 100 }),
  limit: limitSchema(SEARCH_LIMIT_MAX),
});

export const amountUnitSchema = z.enum(AMOUNT_UNITS, {
  error: (issue) => (typeof issue.input === "string" ? 'unit must be "g", "oz", a portion or "serving".' : "unit is required."),
});

export const eatenAtSchema = dateTimeSchema("eatenAt").check(
  z.refine((v) => Date.parse(v) <= Date.now() + LOG_CLOCK_SKEW_MS, FUTURE_MEAL_MESSAGE),
);

const amountSchema = z
  .number({ error: "amount must be a number." })
  .check(z.positive("amount must be more than 0."), z.maximum(GRAMS_MAX * 10, "amount is too large."));
const weighedSchema = z._default(z.enum(["as-eaten", "raw"], { error: 'weighed must be "as-eaten" or "raw".' }), "as-eaten");

export const logEntryBodySchema = z.strictObject({
  foodId: foodIdSchema,
  amount: amountSchema,
  unit: amountUnitSchema,
  /** "raw": the amount was weighed raw and the food is eaten cooked (a cooked food's yield applies). */
  weighed: weighedSchema,
  eatenAt: eatenAtSchema,
  note: z.optional(z.nullable(textSchema("note", { max: NOTE_MAX }))),
});
export type LogEntryBody = z.infer<typeof logEntryBodySchema>;

/** One food of a group added at once, or of a saved meal. */
export const groupItemSchema = z.strictObject({
  foodId: foodIdSchema,
  amount: amountSchema,
  unit: amountUnitSchema,
  weighed: weighedSchema,
});
export type GroupItem = z.infer<typeof groupItemSchema>;

const groupItemsSchema = z
  .array(groupItemSchema, { error: "items must be a list of foods." })
  .check(z.minLength(1, "Add at least one food."), z.maxLength(GROUP_ITEMS_MAX, `At most ${GROUP_ITEMS_MAX} foods go in at once.`));

/** POST /api/food/entries/group: several foods at one time, all or nothing. */
export const logGroupBodySchema = z.strictObject({ items: groupItemsSchema, eatenAt: eatenAtSchema });
export type LogGroupBody = z.infer<typeof logGroupBodySchema>;

const savedMealNameSchema = lineSchema("Name", { max: SAVED_MEAL_NAME_MAX });
/** The local time of day an every-day meal is added at, in minutes after midnight. */
const minuteOfDaySchema = z
  .int({ error: "minuteOfDay must be a whole number." })
  .check(z.minimum(0, "minuteOfDay must be from 0 to 1439."), z.maximum(1439, "minuteOfDay must be from 0 to 1439."));
const everyDaySchema = z.boolean({ error: "everyDay must be true or false." });

/** POST /api/food/saved-meals. `everyDay`: added to each new day (by `tz`) from the next one until turned off. */
export const savedMealBodySchema = z.strictObject({
  name: savedMealNameSchema,
  items: groupItemsSchema,
  everyDay: z._default(everyDaySchema, false),
  minuteOfDay: z.optional(minuteOfDaySchema),
  tz: tzSchema,
});
export type SavedMealBody = z.infer<typeof savedMealBodySchema>;

/** PATCH /api/food/saved-meals/:id: any of its name, foods and every-day flag. */
export const savedMealPatchSchema = z.strictObject({
  name: z.optional(savedMealNameSchema),
  items: z.optional(groupItemsSchema),
  everyDay: z.optional(everyDaySchema),
  minuteOfDay: z.optional(minuteOfDaySchema),
  tz: tzSchema,
});
export type SavedMealPatch = z.infer<typeof savedMealPatchSchema>;

/** POST /api/food/saved-meals/:id/log: the meal as saved, at one time. */
export const logSavedMealBodySchema = z.strictObject({ eatenAt: eatenAtSchema });

export const updateEntryBodySchema = z.partial(z.omit(logEntryBodySchema, { foodId: true }));
export type UpdateEntryBody = z.infer<typeof updateEntryBodySchema>;

/** PATCH /api/food/meals/:id: the servings eaten and the time, together or alone. */
const servingsMessage = `servings must be from ${MEAL_SERVINGS_MIN} to ${MEAL_SERVINGS_MAX}.`;
export const updateMealBodySchema = z.partial(
  z.strictObject({
    servings: z
      .int({ error: "servings must be a whole number." })
      .check(z.minimum(MEAL_SERVINGS_MIN, servingsMessage), z.maximum(MEAL_SERVINGS_MAX, servingsMessage)),
    eatenAt: eatenAtSchema,
  }),
);
export type UpdateMealBody = z.infer<typeof updateMealBodySchema>;

export const dayQuerySchema = z.strictObject({ date: localDateSchema, tz: tzSchema });

export const copyDayBodySchema = z.strictObject({ from: localDateSchema, to: localDateSchema, tz: tzSchema });

export const favoriteBodySchema = z.strictObject({ foodId: foodIdSchema });

const perBasisSchema = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .check(z.minimum(0, `${label} can't be negative.`), z.maximum(max, `${label} is too large.`));

export const customFoodBodySchema = z
  .strictObject({
    name: lineSchema("Name", { max: FOOD_NAME_MAX }),
    /** Whether the values are per 100 g or per serving of `servingGrams`. */
    basis: z.enum(["100g", "serving"], { error: 'basis must be "100g" or "serving".' }),
    servingGrams: z.optional(
      z
        .number({ error: "servingGrams must be a number." })
        .check(
          z.positive("Serving size must be more than 0 g."),
          z.maximum(GRAMS_MAX, `Serving size must be at most ${formatNumber(GRAMS_MAX)} g.`),
        ),
    ),
    servingLabel: z.optional(lineSchema("Serving name", { max: SERVING_LABEL_MAX })),
    kcal: perBasisSchema("Calories", KCAL_MAX),
    protein: perBasisSchema("Protein", GRAMS_MAX),
    fat: perBasisSchema("Fat", GRAMS_MAX),
    carbs: perBasisSchema("Carbs", GRAMS_MAX),
    sodium: z.optional(perBasisSchema("Sodium", SODIUM_MG_MAX)),
  })
  .check(
    z.refine((f) => f.basis === "100g" || f.servingGrams !== undefined, {
      error: "Serving size is required for values per serving.",
      path: ["servingGrams"],
    }),
    z.refine((f) => f.protein + f.fat + f.carbs <= (f.basis === "100g" ? 100 : (f.servingGrams ?? 0)), {
      error: "Protein, fat and carbs can't weigh more than the food itself.",
      path: ["protein"],
    }),
  );
export type CustomFoodBody = z.infer<typeof customFoodBodySchema>;
