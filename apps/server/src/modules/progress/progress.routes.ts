import {
  journalBodySchema,
  journalMonthQuerySchema,
  localDateSchema,
  measurementBodySchema,
  progressDaySchema,
  rangeQuerySchema,
  todayQuerySchema,
  unitsPatchSchema,
  weightBodySchema,
} from "@app/shared";
import { FREE_RANGE, addDays } from "@app/shared/progress";
import type {
  JournalEntryResponse,
  JournalMonthResponse,
  MeasurementEntryResponse,
  MeasurementsResponse,
  OverviewResponse,
  UnitsResponse,
  WeightEntryResponse,
  WeightsResponse,
} from "@app/shared/contracts/progress";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { AppError, describeZodError, parseQuery, readJson } from "../../platform/errors";
import { requirePremium, requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { deleteJournal, getJournal, journalMonth, saveJournal } from "./journal";
import { deleteMeasurements, measurementHistory, saveMeasurements } from "./measurements";
import { progressOverview, type OverviewDeps } from "./overview";
import { getUnits, patchUnits } from "./units";
import { deleteWeight, saveWeight, weightHistory } from "./weights";

export interface ProgressRoutesDeps extends OverviewDeps {
  auth: SessionSource;
  db: Db;
  /** The goal weight from the user's nutrition targets (the food module's, composed in app.ts). */
  goalWeightKg: (userId: string) => Promise<number | null>;
}

/** A day in the path: a malformed one is a 400 that says what a day looks like. */
function dayParam(value: string, schema: typeof localDateSchema | typeof progressDaySchema = localDateSchema): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError("VALIDATION_FAILED", describeZodError(parsed.error, value));
  return parsed.data;
}

/**
 * Whether `date` can be the user's today: the server's UTC day or the one either side of it (the
 * world's time zones span them). A free user's 30 days must end there, not at a day of their choosing.
 */
function isAroundToday(date: string): boolean {
  const utcToday = new Date().toISOString().slice(0, 10);
  return date >= addDays(utcToday, -1) && date <= addDays(utcToday, 1);
}

function notFound(what: string): never {
  throw new AppError("NOT_FOUND", `There is no ${what} on that day.`);
}

/** Weight, measurements, journal and the overview: every route acts on the signed-in user's own rows. */
export function progressRoutes(deps: ProgressRoutesDeps) {
  const { auth, db } = deps;
  const premium = requirePremium(deps.isPremium);
  return (
    new Hono<AuthEnv>()
      .use(requireUser(auth))
      .get("/units", async (c) => c.json((await getUnits(db, c.var.user.id)) satisfies UnitsResponse))
      .patch("/units", async (c) => {
        const patch = await readJson(c, unitsPatchSchema);
        return c.json((await patchUnits(db, c.var.user.id, patch)) satisfies UnitsResponse);
      })
      .get("/overview", async (c) => {
        const { date, tz } = parseQuery(c.req.query(), todayQuerySchema);
        const userId = c.var.user.id;
        const isPremium = await deps.isPremium(userId);
        if (!isPremium && !isAroundToday(date)) throw new AppError("VALIDATION_FAILED", "date must be today.");
        return c.json((await progressOverview(db, deps, { userId, today: date, tz, premium: isPremium })) satisfies OverviewResponse);
      })

      // Weight: free users see the last 30 days (the 1M range), Premium users every range.
      .get("/weights", async (c) => {
        const query = parseQuery(c.req.query(), rangeQuerySchema);
        const userId = c.var.user.id;
        const isPremium = await deps.isPremium(userId);
        if (!isPremium && (query.range !== FREE_RANGE || !isAroundToday(query.date))) {
          throw new AppError(
            "PREMIUM_REQUIRED",
            "Weight history beyond the last 30 days is part of CarniTrack Premium. Upgrade to unlock it.",
          );
        }
        const goalWeightKg = await deps.goalWeightKg(userId);
        return c.json((await weightHistory(db, userId, query, { goalWeightKg, premium: isPremium })) satisfies WeightsResponse);
      })
      .put("/weights", async (c) => {
        const body = await readJson(c, weightBodySchema);
        return c.json({ entry: await saveWeight(db, c.var.user.id, body) } satisfies WeightEntryResponse);
      })
      .delete("/weights/:date", async (c) => {
        if (!(await deleteWeight(db, c.var.user.id, dayParam(c.req.param("date"))))) notFound("weigh-in");
        return c.body(null, 204);
      })

      // Body measurements: Premium.
      .get("/measurements", premium, async (c) => {
        const query = parseQuery(c.req.query(), rangeQuerySchema);
        return c.json((await measurementHistory(db, c.var.user.id, query)) satisfies MeasurementsResponse);
      })
      .put("/measurements", premium, async (c) => {
        const body = await readJson(c, measurementBodySchema);
        return c.json({ entry: await saveMeasurements(db, c.var.user.id, body) } satisfies MeasurementEntryResponse);
      })
      .delete("/measurements/:date", premium, async (c) => {
        if (!(await deleteMeasurements(db, c.var.user.id, dayParam(c.req.param("date"))))) notFound("measurement");
        return c.body(null, 204);
      })

      // Journal: free.
      .get("/journal", async (c) => {
        const { month } = parseQuery(c.req.query(), journalMonthQuerySchema);
        return c.json({ month, entries: await journalMonth(db, c.var.user.id, month) } satisfies JournalMonthResponse);
      })
      .get("/journal/:date", async (c) => {
        const entry = await getJournal(db, c.var.user.id, dayParam(c.req.param("date")));
        return c.json({ entry } satisfies JournalEntryResponse);
      })
      .put("/journal/:date", async (c) => {
        const date = dayParam(c.req.param("date"), progressDaySchema);
        const body = await readJson(c, journalBodySchema);
        return c.json({ entry: await saveJournal(db, c.var.user.id, date, body) } satisfies JournalEntryResponse);
      })
      .delete("/journal/:date", async (c) => {
        if (!(await deleteJournal(db, c.var.user.id, dayParam(c.req.param("date"))))) notFound("journal entry");
        return c.body(null, 204);
      })
  );
}
