/** The food endpoints' responses: the server types them with these (`satisfies`), the app checks them. */
import * as z from "zod/mini";
import { AMOUNT_UNITS, FOOD_GROUPS, NUTRIENT_KEYS, type NutrientKey } from "./rules";

const timestamp = z.iso.datetime({ offset: true });
const groupKeys = FOOD_GROUPS.map((g) => g.key) as [string, ...string[]];

/** Per 100 g; a nutrient that is absent is "no data". */
export const nutrientsSchema = z.partialRecord(z.enum(NUTRIENT_KEYS as [NutrientKey, ...NutrientKey[]]), z.number());
export const portionSchema = z.object({ label: z.string(), grams: z.number() });

/** A food in a list (search results, recent, favourites). */
export const foodSummarySchema = z.object({
  id: z.string(),
  /** USDA's long description ("Beef, rib eye steak, boneless, …"), or a custom food's name. */
  name: z.string(),
  /** The everyday name shown first ("Ribeye, grilled"); null when the food has none (custom foods, rare foods). */
  displayName: z.nullable(z.string()),
  source: z.enum(["usda", "custom"]),
  group: z.enum(groupKeys),
  /** Per 100 g, for the list; absent = no data. */
  kcal: z.optional(z.number()),
  protein: z.optional(z.number()),
  fat: z.optional(z.number()),
  favorite: z.boolean(),
});

export const cookedFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  cookedYield: z.number(),
  yieldSource: z.enum(["usda-portion", "protein-retention"]),
});

/** Everything the log dialog needs about one food. */
export const foodDetailSchema = z.extend(foodSummarySchema, {
  nutrients: nutrientsSchema,
  portions: z.array(portionSchema),
  /** A cooked food whose raw weight can be logged: cooked grams per raw gram, and where that comes from. */
  cookedYield: z.nullable(z.number()),
  yieldSource: z.nullable(z.enum(["usda-portion", "protein-retention"])),
  /** A raw food's cooked forms, each with its yield (log the raw weight, get the cooked nutrition). */
  cookedForms: z.array(cookedFormSchema),
});

export const foodEntrySchema = z.object({
  id: z.string(),
  /** `displayName`: the everyday name the entry was logged under (null: none). */
  food: z.object({
    id: z.string(),
    name: z.string(),
    displayName: z.nullable(z.string()),
    source: z.enum(["usda", "custom"]),
    portions: z.array(portionSchema),
  }),
  amount: z.number(),
  /** The unit's label: "g", "oz", "1 large", a custom food's serving label. */
  unit: z.string(),
  /** The unit as logged (null: an old entry whose unit is unknown; edit it in grams). */
  unitKey: z.nullable(z.enum(AMOUNT_UNITS)),
  /** The amount in grams as weighed (raw grams when `weighed` is "raw"). */
  weighedGrams: z.number(),
  weighed: z.enum(["as-eaten", "raw"]),
  cookedYield: z.nullable(z.number()),
  /** Grams of the food as eaten. */
  grams: z.number(),
  eatenAt: timestamp,
  note: z.nullable(z.string()),
  /** The meal this entry is part of (a recipe logged as one; see the day's `meals`), or null. */
  mealId: z.nullable(z.string()),
  /** This entry's calories and macros; absent = no data. */
  kcal: z.optional(z.number()),
  protein: z.optional(z.number()),
  fat: z.optional(z.number()),
  carbs: z.optional(z.number()),
});

export const dayTotalsSchema = z.object({
  kcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  /** Totals an entry had no data for: the sum leaves it out and the UI says so. */
  incomplete: z.array(z.string()),
});

export const intervalSchema = z.object({ start: timestamp, end: z.nullable(timestamp) });

/** A meal logged as one: a recipe's title, the servings eaten and when; its entries carry its id. */
export const foodMealSchema = z.object({
  id: z.string(),
  title: z.string(),
  recipeSlug: z.string(),
  servings: z.number(),
  eatenAt: timestamp,
});

/** GET /api/food/day */
export const foodDayResponse = z.object({
  date: z.string(),
  /** The day's bounds in the user's time zone. */
  start: timestamp,
  end: timestamp,
  entries: z.array(foodEntrySchema),
  totals: dayTotalsSchema,
  /** First to last entry of the day, or null. */
  eatingWindow: z.nullable(intervalSchema),
  /** The fasts that overlap the day (end null: still running). */
  fasts: z.array(intervalSchema),
  /** The meals the day's entries belong to, in the order eaten. */
  meals: z.array(foodMealSchema),
});

export const foodMealResponse = z.object({ meal: foodMealSchema, entries: z.array(foodEntrySchema) });

/** A saved meal's food: what the food is, and the amount and unit it is logged in. */
export const savedMealItemSchema = z.object({
  food: foodSummarySchema,
  amount: z.number(),
  unit: z.enum(AMOUNT_UNITS),
  /** The unit's label ("g", "1 large", a custom food's serving). */
  unitLabel: z.string(),
  weighed: z.enum(["as-eaten", "raw"]),
});

/** A meal the user saved: a name, its foods, and whether it is added to each new day. */
export const savedMealSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(savedMealItemSchema),
  everyDay: z.boolean(),
});

/** GET /api/food/saved-meals */
export const savedMealsResponse = z.object({ meals: z.array(savedMealSchema) });
/** POST /api/food/saved-meals (201), PATCH /api/food/saved-meals/:id */
export const savedMealResponse = z.object({ meal: savedMealSchema });
/** POST /api/food/entries/group (201), POST /api/food/saved-meals/:id/log (201) */
export const foodEntriesResponse = z.object({ entries: z.array(foodEntrySchema) });

/** The amount and unit a food was last logged in (Recent and Favourites open with them). */
export const lastServingSchema = z.object({
  foodId: z.string(),
  amount: z.number(),
  unit: z.enum(AMOUNT_UNITS),
  weighed: z.enum(["as-eaten", "raw"]),
});

/** GET /api/food/search */
export const foodSearchResponse = z.object({ foods: z.array(foodSummarySchema) });
/** GET /api/food/suggestions */
export const foodSuggestionsResponse = z.object({
  recent: z.array(foodSummarySchema),
  favorites: z.array(foodSummarySchema),
  /** The last amount of each of those foods that was logged (absent: never logged, or an older server). */
  lastServings: z.optional(z.array(lastServingSchema)),
});
/** GET /api/food/foods/:id */
export const foodDetailResponse = z.object({ food: foodDetailSchema });
/** POST /api/food/entries (201), PATCH /api/food/entries/:id */
export const foodEntryResponse = z.object({ entry: foodEntrySchema });
/** POST /api/food/copy-day */
export const copyDayResponse = z.object({ copied: z.number() });
/** POST /api/food/custom-foods (201) */
export const customFoodResponse = z.object({ food: foodDetailSchema });

export type FoodSummary = z.infer<typeof foodSummarySchema>;
export type FoodDetail = z.infer<typeof foodDetailSchema>;
export type FoodEntry = z.infer<typeof foodEntrySchema>;
export type DayTotals = z.infer<typeof dayTotalsSchema>;
export type FoodDayResponse = z.infer<typeof foodDayResponse>;
export type FoodMeal = z.infer<typeof foodMealSchema>;
export type FoodMealResponse = z.infer<typeof foodMealResponse>;
export type FoodSearchResponse = z.infer<typeof foodSearchResponse>;
export type FoodSuggestionsResponse = z.infer<typeof foodSuggestionsResponse>;
export type FoodDetailResponse = z.infer<typeof foodDetailResponse>;
export type FoodEntryResponse = z.infer<typeof foodEntryResponse>;
export type CopyDayResponse = z.infer<typeof copyDayResponse>;
export type CustomFoodResponse = z.infer<typeof customFoodResponse>;
export type SavedMeal = z.infer<typeof savedMealSchema>;
export type SavedMealsResponse = z.infer<typeof savedMealsResponse>;
export type SavedMealResponse = z.infer<typeof savedMealResponse>;
export type FoodEntriesResponse = z.infer<typeof foodEntriesResponse>;
export type LastServing = z.infer<typeof lastServingSchema>;
