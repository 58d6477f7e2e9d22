import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DRINK_KINDS, type ElectrolyteMix } from "@app/shared/drinks";
import type { AmountUnit, FoodGroup, Nutrients, Portion } from "@app/shared/food";
import { timestamps } from "./columns";
import { userColumn } from "./user-column";

/**
 * Reference data: USDA SR Legacy, imported at start (modules/food/catalog), the same for everyone.
 * Nutrients are per 100 g; a key that is absent is a value USDA did not measure ("no data").
 */
export const foods = pgTable(
  "foods",
  {
    /** USDA's NDB number, e.g. "01123". */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    usdaGroup: text("usda_group").notNull(),
    group: text("food_group").$type<FoodGroup>().notNull(),
    animal: boolean("animal").notNull(),
    nutrients: jsonb("nutrients").$type<Nutrients>().notNull(),
    portions: jsonb("portions").$type<Portion[]>().notNull(),
    /** For a cooked food: its raw form. */
    rawId: text("raw_id"),
    /** Cooked grams per raw gram, when the raw weight of this cooked food can be logged. */
    cookedYield: doublePrecision("cooked_yield"),
    yieldSource: text("yield_source", { enum: ["usda-portion", "protein-retention"] }),
  },
  (t) => [index("foods_raw_id_idx").on(t.rawId)],
);

/** Which release of the reference data is imported, so the import runs once per release. */
export const referenceData = pgTable("reference_data", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's own foods (a label's basics), visible only to them. Nutrients per 100 g. */
export const customFoods = pgTable(
  "custom_foods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    name: text("name").notNull(),
    nutrients: jsonb("nutrients").$type<Nutrients>().notNull(),
    /** The serving the user entered the label for, if they entered it per serving. */
    servingGrams: doublePrecision("serving_grams"),
    servingLabel: text("serving_label"),
    ...timestamps,
  },
  (t) => [index("custom_foods_user_idx").on(t.userId)],
);

/**
 * A meal logged as one (a recipe's "Log this meal"): its entries point to it, are shown under its
 * title, and are edited (servings eaten, time) and removed together. Deleting it deletes them.
 */
export const foodMeals = pgTable(
  "food_meals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    /** The recipe's title when it was logged ("Reverse-seared ribeye"). */
    title: text("title").notNull(),
    /** The recipe it came from, for logging it again (Undo). */
    recipeSlug: text("recipe_slug").notNull(),
    /** Servings eaten: the entries hold the recipe's grams for this many servings. */
    servings: integer("servings").notNull(),
    eatenAt: timestamp("eaten_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("food_meals_user_eaten_idx").on(t.userId, t.eatenAt), check("food_meals_servings", sql`${t.servings} > 0`)],
);

/**
 * What a user ate: a USDA food or one of their custom foods, the amount as they gave it, and the
 * grams of the food as eaten. Weighed raw and eaten cooked: `weighed_grams` is the raw weight and
 * `grams` what it yields cooked (`cooked_yield`), so nutrition always reads `grams` of `food_id`.
 */
export const foodLogEntries = pgTable(
  "food_log_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    foodId: text("food_id").references(() => foods.id),
    customFoodId: uuid("custom_food_id").references(() => customFoods.id, { onDelete: "cascade" }),
    /** The amount as entered: `amount` of `unit` ("g", "oz" or a portion's label) = `weighed_grams`. */
    amount: doublePrecision("amount").notNull(),
    /** The unit's label, as the log shows it. */
    unit: text("unit").notNull(),
    /** The unit as the request named it ("g", "oz", "portion:0", "serving"): what an edit or an Undo logs the amount in. */
    unitKey: text("unit_key").$type<AmountUnit>(),
    weighedGrams: doublePrecision("weighed_grams").notNull(),
    /** "raw" when the amount was weighed before cooking; "as-eaten" otherwise. */
    weighed: text("weighed", { enum: ["as-eaten", "raw"] })
      .notNull()
      .default("as-eaten"),
    cookedYield: doublePrecision("cooked_yield"),
    /** Grams of the food as eaten: what nutrition is computed from. */
    grams: doublePrecision("grams").notNull(),
    eatenAt: timestamp("eaten_at", { withTimezone: true }).notNull(),
    note: text("note"),
    /** The everyday name the food had when logged, so the entry still reads so when the curated names change. */
    displayName: text("display_name"),
    /** The meal this entry is part of (a recipe logged as one), or null for a food logged alone. */
    mealId: uuid("meal_id").references(() => foodMeals.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    // The day view and the trends: one user's entries in a time range.
    index("food_log_entries_user_eaten_idx").on(t.userId, t.eatenAt),
    index("food_log_entries_meal_idx").on(t.mealId),
    check("food_log_entries_one_food", sql`(${t.foodId} is null) <> (${t.customFoodId} is null)`),
    check("food_log_entries_grams", sql`${t.grams} > 0 and ${t.weighedGrams} > 0`),
  ],
);

/** Foods a user starred, shown before they type. */
export const foodFavorites = pgTable(
  "food_favorites",
  {
    userId: userColumn(),
    /** A USDA id or a custom food's id. */
    foodId: text("food_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.foodId] })],
);

/** A user's nutrition targets and the facts the reference intakes depend on. */
export const nutritionTargets = pgTable("nutrition_targets", {
  userId: userColumn().primaryKey(),
  targets: jsonb("targets").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a user drank (water, black coffee, tea, electrolyte water): nothing with calories, so a
 * fast goes on. Electrolyte water keeps the minerals its mix held when it was logged, so a later
 * change of the mix does not rewrite past days.
 */
export const drinks = pgTable(
  "drinks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    kind: text("kind", { enum: DRINK_KINDS }).notNull(),
    ml: doublePrecision("ml").notNull(),
    drunkAt: timestamp("drunk_at", { withTimezone: true }).notNull(),
    sodiumMg: doublePrecision("sodium_mg").notNull().default(0),
    potassiumMg: doublePrecision("potassium_mg").notNull().default(0),
    magnesiumMg: doublePrecision("magnesium_mg").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("drinks_user_drunk_idx").on(t.userId, t.drunkAt),
    check("drinks_ml", sql`${t.ml} > 0`),
    check("drinks_minerals", sql`${t.sodiumMg} >= 0 and ${t.potassiumMg} >= 0 and ${t.magnesiumMg} >= 0`),
  ],
);

/** A user's water target and what their electrolyte water holds; null: the default. */
export const drinkSettings = pgTable("drink_settings", {
  userId: userColumn().primaryKey(),
  waterTargetMl: doublePrecision("water_target_ml"),
  electrolyteMix: jsonb("electrolyte_mix").$type<ElectrolyteMix>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One food of a saved meal, as the log request names it. */
export interface SavedMealItemRow {
  foodId: string;
  amount: number;
  unit: AmountUnit;
  weighed: "as-eaten" | "raw";
}

/**
 * A meal the user saved ("Breakfast": 4 eggs, 30 g butter, 200 g bacon) to log again in one go.
 * `every_day_from`: added to each day from this local date on, until turned off (null: off);
 * `minute_of_day` is the local time it is added at (the time of the entries it was saved from).
 */
export const savedMeals = pgTable(
  "saved_meals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userColumn(),
    name: text("name").notNull(),
    items: jsonb("items").$type<SavedMealItemRow[]>().notNull(),
    everyDayFrom: date("every_day_from"),
    minuteOfDay: integer("minute_of_day").notNull().default(480),
    ...timestamps,
  },
  (t) => [index("saved_meals_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The days an every-day meal was added to: one row per meal and local day, so it is added once
 * whichever process or tab opens the day first.
 */
export const savedMealDays = pgTable(
  "saved_meal_days",
  {
    savedMealId: uuid("saved_meal_id")
      .notNull()
      .references(() => savedMeals.id, { onDelete: "cascade" }),
    userId: userColumn(),
    day: date("day").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedMealId, t.day] }), index("saved_meal_days_user_idx").on(t.userId)],
);
