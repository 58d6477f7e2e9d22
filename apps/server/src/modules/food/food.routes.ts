import {
  type CopyDayResponse,
  type CustomFoodResponse,
  type FoodDayResponse,
  type FoodEntriesResponse,
  type FoodDetailResponse,
  type FoodEntryResponse,
  type FoodMealResponse,
  type FoodSearchResponse,
  type FoodSuggestionsResponse,
  type SavedMealResponse,
  type SavedMealsResponse,
  copyDayBodySchema,
  customFoodBodySchema,
  dayQuerySchema,
  favoriteBodySchema,
  favoritePathSchema,
  foodPathSchema,
  logEntryBodySchema,
  logGroupBodySchema,
  logSavedMealBodySchema,
  savedMealBodySchema,
  savedMealPatchSchema,
  searchQuerySchema,
  updateEntryBodySchema,
  updateMealBodySchema,
} from "@app/shared/food";
import {
  type DrinkResponse,
  type DrinkSettingsResponse,
  type DrinksDayResponse,
  drinkSettingsPatchSchema,
  logDrinkBodySchema,
} from "@app/shared/drinks";
import {
  insightsQuerySchema,
  targetsPatchSchema,
  trendsQuerySchema,
  type ElectrolytesResponse,
  type InsightsResponse,
  type TargetsResponse,
  type TrendsResponse,
} from "@app/shared/nutrition";
import { Hono } from "hono";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import { jsonBody, paramsOf, queryOf, uuidParams } from "../../platform/validate";
import { requirePremium } from "../billing";
import type { FoodCatalog } from "./catalog";
import { copyDay } from "./copy-day";
import { deleteDrink, getDrinksDay, logDrink, patchDrinkSettings } from "./drinks";
import { getFoodDay } from "./food-day";
import { createCustomFood, getFoodDetail, setFavorite } from "./food-detail";
import { deleteEntry, logEntry, updateEntry } from "./food-log";
import { dayElectrolytes, dayInsights, trends } from "./insights";
import { deleteMeal, updateMeal } from "./meals";
import { getTargets, patchTargets } from "./nutrition-targets";
import { suggestionsWithServings } from "./last-servings";
import { createSavedMeal, deleteSavedMeal, listSavedMeals, logGroup, logSavedMeal, patchSavedMeal } from "./saved-meals";
import { searchFoods } from "./search-foods";

export interface FoodRoutesDeps extends UserRoutesDeps {
  catalog: FoodCatalog;
}

/**
 * The food log: every route acts on the signed-in user's own entries, custom foods and favourites.
 * Every write counts against one of the user's hourly rate limits (log-rate-limit.ts, in the services), and
 * only when it is done: a write refused (its input, a missing entry, a full day) or failed costs nothing.
 */
export function foodRoutes({ auth, db, catalog }: FoodRoutesDeps) {
  // A path that cannot name a food or an entry (an entry's id is a uuid) is their 404.
  const foodId = paramsOf(foodPathSchema, "This food does not exist.");
  const favoriteId = paramsOf(favoritePathSchema, "This food does not exist.");
  const entryId = paramsOf(uuidParams("id"), "This entry does not exist.");
  const mealId = paramsOf(uuidParams("id"), "This meal does not exist.");
  const drinkId = paramsOf(uuidParams("id"), "This drink does not exist.");
  const savedMealId = paramsOf(uuidParams("id"), "This saved meal does not exist.");
  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      .get("/search", queryOf(searchQuerySchema), async (c) => {
        const foods = await searchFoods(db, catalog, { userId: c.var.user.id, ...c.req.valid("query") });
        return c.json({ foods } satisfies FoodSearchResponse);
      })
      .get("/suggestions", async (c) =>
        c.json((await suggestionsWithServings(db, catalog, { userId: c.var.user.id })) satisfies FoodSuggestionsResponse),
      )
      .get("/foods/:id", foodId, async (c) => {
        const food = await getFoodDetail(db, catalog, { userId: c.var.user.id, id: c.req.valid("param").id });
        return c.json({ food } satisfies FoodDetailResponse);
      })
      .post("/custom-foods", jsonBody(customFoodBodySchema), async (c) => {
        const food = await createCustomFood(db, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.json({ food } satisfies CustomFoodResponse, 201);
      })
      .post("/favorites", jsonBody(favoriteBodySchema), async (c) => {
        await setFavorite(db, catalog, { userId: c.var.user.id, foodId: c.req.valid("json").foodId, favorite: true });
        return c.body(null, 204);
      })
      .delete("/favorites/:foodId", favoriteId, async (c) => {
        await setFavorite(db, catalog, { userId: c.var.user.id, foodId: c.req.valid("param").foodId, favorite: false });
        return c.body(null, 204);
      })
      .get("/day", queryOf(dayQuerySchema), async (c) =>
        c.json((await getFoodDay(db, catalog, { userId: c.var.user.id, ...c.req.valid("query") })) satisfies FoodDayResponse),
      )
      .post("/entries", jsonBody(logEntryBodySchema), async (c) => {
        const entry = await logEntry(db, catalog, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.json({ entry } satisfies FoodEntryResponse, 201);
      })
      .post("/entries/group", jsonBody(logGroupBodySchema), async (c) => {
        const entries = await logGroup(db, catalog, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.json({ entries } satisfies FoodEntriesResponse, 201);
      })
      .patch("/entries/:id", entryId, jsonBody(updateEntryBodySchema), async (c) => {
        const entry = await updateEntry(db, catalog, { userId: c.var.user.id, id: c.req.valid("param").id, ...c.req.valid("json") });
        return c.json({ entry } satisfies FoodEntryResponse);
      })
      .delete("/entries/:id", entryId, async (c) => {
        await deleteEntry(db, { userId: c.var.user.id, id: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .patch("/meals/:id", mealId, jsonBody(updateMealBodySchema), async (c) => {
        const meal = await updateMeal(db, catalog, { userId: c.var.user.id, id: c.req.valid("param").id, ...c.req.valid("json") });
        return c.json(meal satisfies FoodMealResponse);
      })
      .delete("/meals/:id", mealId, async (c) => {
        await deleteMeal(db, { userId: c.var.user.id, id: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .get("/saved-meals", async (c) =>
        c.json({ meals: await listSavedMeals(db, catalog, { userId: c.var.user.id }) } satisfies SavedMealsResponse),
      )
      .post("/saved-meals", jsonBody(savedMealBodySchema), async (c) => {
        const meal = await createSavedMeal(db, catalog, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.json({ meal } satisfies SavedMealResponse, 201);
      })
      .patch("/saved-meals/:id", savedMealId, jsonBody(savedMealPatchSchema), async (c) => {
        const meal = await patchSavedMeal(db, catalog, { userId: c.var.user.id, id: c.req.valid("param").id, ...c.req.valid("json") });
        return c.json({ meal } satisfies SavedMealResponse);
      })
      .delete("/saved-meals/:id", savedMealId, async (c) => {
        await deleteSavedMeal(db, { userId: c.var.user.id, id: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .post("/saved-meals/:id/log", savedMealId, jsonBody(logSavedMealBodySchema), async (c) => {
        const entries = await logSavedMeal(db, catalog, { userId: c.var.user.id, id: c.req.valid("param").id, ...c.req.valid("json") });
        return c.json({ entries } satisfies FoodEntriesResponse, 201);
      })
      .post("/copy-day", jsonBody(copyDayBodySchema), async (c) => {
        const copied = await copyDay(db, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.json({ copied } satisfies CopyDayResponse, 201);
      })
      // Drinks during a fast (and any day): free, a day as the food log's day.
      .get("/drinks", queryOf(dayQuerySchema), async (c) =>
        c.json((await getDrinksDay(db, { userId: c.var.user.id, ...c.req.valid("query") })) satisfies DrinksDayResponse),
      )
      .post("/drinks", jsonBody(logDrinkBodySchema), async (c) => {
        const drink = await logDrink(db, { userId: c.var.user.id, ...c.req.valid("json") });
        return c.json({ drink } satisfies DrinkResponse, 201);
      })
      .delete("/drinks/:id", drinkId, async (c) => {
        await deleteDrink(db, { userId: c.var.user.id, id: c.req.valid("param").id });
        return c.body(null, 204);
      })
      .patch("/drink-settings", jsonBody(drinkSettingsPatchSchema), async (c) =>
        c.json((await patchDrinkSettings(db, { userId: c.var.user.id, patch: c.req.valid("json") })) satisfies DrinkSettingsResponse),
      )
      // Targets and the profile are the user's own settings (the profile is edited in Settings, on
      // any plan); what is computed from them is Premium.
      .get("/targets", async (c) => c.json((await getTargets(db, { userId: c.var.user.id })) satisfies TargetsResponse))
      .patch("/targets", jsonBody(targetsPatchSchema), async (c) =>
        c.json((await patchTargets(db, { userId: c.var.user.id, patch: c.req.valid("json") })) satisfies TargetsResponse),
      )
      // The day's electrolytes against their targets are free; the rest of the insights is Premium.
      .get("/electrolytes", queryOf(insightsQuerySchema), async (c) =>
        c.json((await dayElectrolytes(db, { userId: c.var.user.id, ...c.req.valid("query") })) satisfies ElectrolytesResponse),
      )
      .get("/insights", requirePremium(db), queryOf(insightsQuerySchema), async (c) =>
        c.json((await dayInsights(db, { userId: c.var.user.id, ...c.req.valid("query") })) satisfies InsightsResponse),
      )
      .get("/trends", requirePremium(db), queryOf(trendsQuerySchema), async (c) =>
        c.json((await trends(db, { userId: c.var.user.id, ...c.req.valid("query") })) satisfies TrendsResponse),
      )
  );
}
