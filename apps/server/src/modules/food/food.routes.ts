import type {
  CopyDayResponse,
  CustomFoodResponse,
  FoodDayResponse,
  FoodDetailResponse,
  FoodEntryResponse,
  FoodSearchResponse,
  FoodSuggestionsResponse,
} from "@app/shared/contracts/food";
import {
  copyDayBodySchema,
  customFoodBodySchema,
  dayQuerySchema,
  entryIdSchema,
  favoriteBodySchema,
  foodIdSchema,
  logEntryBodySchema,
  searchQuerySchema,
  updateEntryBodySchema,
  insightsQuerySchema,
  targetsPatchSchema,
  trendsQuerySchema,
} from "@app/shared";
import type { InsightsResponse, TargetsResponse, TrendsResponse } from "@app/shared/contracts/nutrition";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { AppError, parseQuery, readJson } from "../../platform/errors";
import { requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { requirePremium } from "../billing";
import type { FoodCatalog } from "./catalog";
import { createCustomFood, getFoodDetail, setFavorite } from "./food-detail";
import {
  assertUpdateBody,
  copyDay,
  dayBounds,
  deleteEntry,
  entriesBetween,
  logEntry,
  nutrientTotals,
  toDayTotals,
  updateEntry,
} from "./food-log";
import { dayInsights, trends } from "./insights";
import { logAllowances } from "./log-allowance";
import { getTargets, patchTargets } from "./nutrition-targets";
import { foodSuggestions, searchFoods } from "./search-foods";

export interface FoodRoutesDeps {
  auth: SessionSource;
  db: Db;
  catalog: FoodCatalog;
  /** The fasting module's answer to "which fasts overlap this day?" (composed in app.ts). */
  fastsBetween: (input: { userId: string; start: Date; end: Date }) => Promise<{ start: string; end: string | null }[]>;
}

function pathId<T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, value: string, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("NOT_FOUND", `This ${what} does not exist.`);
  return parsed.data as T;
}

/**
 * The food log: every route acts on the signed-in user's own entries, custom foods and favourites.
 * Every write spends one of the user's hourly allowances (logAllowances), and only when it is done:
 * a write refused (its input, a missing entry, a full day) or failed costs nothing.
 */
export function foodRoutes({ auth, db, catalog, fastsBetween }: FoodRoutesDeps) {
  const allowance = logAllowances(db);
  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      .get("/search", async (c) => {
        const { q, limit } = parseQuery(c.req.query(), searchQuerySchema);
        return c.json({ foods: await searchFoods(db, catalog, { userId: c.var.user.id, q, limit }) } satisfies FoodSearchResponse);
      })
      .get("/suggestions", async (c) => c.json((await foodSuggestions(db, catalog, c.var.user.id)) satisfies FoodSuggestionsResponse))
      .get("/foods/:id", async (c) => {
        const id = pathId(foodIdSchema, c.req.param("id"), "food");
        return c.json({ food: await getFoodDetail(db, catalog, c.var.user.id, id) } satisfies FoodDetailResponse);
      })
      .post("/custom-foods", async (c) => {
        const body = await readJson(c, customFoodBodySchema);
        const food = await allowance.customFood.spend(c.var.user.id, () => createCustomFood(db, c.var.user.id, body));
        return c.json({ food } satisfies CustomFoodResponse, 201);
      })
      .post("/favorites", async (c) => {
        const { foodId } = await readJson(c, favoriteBodySchema);
        await allowance.edit.spend(c.var.user.id, () => setFavorite(db, catalog, c.var.user.id, foodId, true));
        return c.body(null, 204);
      })
      .delete("/favorites/:foodId", async (c) => {
        const foodId = pathId(foodIdSchema, c.req.param("foodId"), "food");
        await allowance.edit.spend(c.var.user.id, () => setFavorite(db, catalog, c.var.user.id, foodId, false));
        return c.body(null, 204);
      })
      .get("/day", async (c) => {
        const { date, tz } = parseQuery(c.req.query(), dayQuerySchema);
        const userId = c.var.user.id;
        const { start, end } = await dayBounds(db, date, tz);
        const [entries, totals, fasts] = await Promise.all([
          entriesBetween(db, userId, start, end),
          nutrientTotals(db, userId, start, end, ["kcal", "protein", "fat", "carbs"]),
          fastsBetween({ userId, start, end }),
        ]);
        const eatingWindow = entries.length ? { start: entries[0]!.eatenAt, end: entries.at(-1)!.eatenAt } : null;
        return c.json({
          date,
          start: start.toISOString(),
          end: end.toISOString(),
          entries,
          totals: toDayTotals(totals),
          eatingWindow,
          fasts,
        } satisfies FoodDayResponse);
      })
      .post("/entries", async (c) => {
        const body = await readJson(c, logEntryBodySchema);
        const entry = await allowance.log.spend(c.var.user.id, () => logEntry(db, catalog, c.var.user.id, body));
        return c.json({ entry } satisfies FoodEntryResponse, 201);
      })
      .patch("/entries/:id", async (c) => {
        const id = pathId(entryIdSchema, c.req.param("id"), "entry");
        const body = await readJson(c, updateEntryBodySchema);
        assertUpdateBody(body);
        const entry = await allowance.edit.spend(c.var.user.id, () => updateEntry(db, catalog, c.var.user.id, id, body));
        return c.json({ entry } satisfies FoodEntryResponse);
      })
      .delete("/entries/:id", async (c) => {
        const id = pathId(entryIdSchema, c.req.param("id"), "entry");
        await allowance.edit.spend(c.var.user.id, () => deleteEntry(db, c.var.user.id, id));
        return c.body(null, 204);
      })
      .post("/copy-day", async (c) => {
        const body = await readJson(c, copyDayBodySchema);
        if (body.from === body.to) throw new AppError("VALIDATION_FAILED", "Choose another day to copy to.");
        const copied = await allowance.copyDay.spend(c.var.user.id, () => copyDay(db, c.var.user.id, body));
        return c.json({ copied } satisfies CopyDayResponse, 201);
      })
      // Targets and the profile are the user's own settings (the profile is edited in Settings, on
      // any plan); what is computed from them is Premium.
      .get("/targets", async (c) => c.json((await getTargets(db, c.var.user.id)) satisfies TargetsResponse))
      .patch("/targets", async (c) => {
        const patch = await readJson(c, targetsPatchSchema);
        return c.json((await allowance.edit.spend(c.var.user.id, () => patchTargets(db, c.var.user.id, patch))) satisfies TargetsResponse);
      })
      .get("/insights", requirePremium(db), async (c) => {
        const query = parseQuery(c.req.query(), insightsQuerySchema);
        const userId = c.var.user.id;
        return c.json((await dayInsights(db, userId, query, await getTargets(db, userId))) satisfies InsightsResponse);
      })
      .get("/trends", requirePremium(db), async (c) => {
        const query = parseQuery(c.req.query(), trendsQuerySchema);
        const userId = c.var.user.id;
        return c.json((await trends(db, userId, query, (await getTargets(db, userId)).targets)) satisfies TrendsResponse);
      })
  );
}
