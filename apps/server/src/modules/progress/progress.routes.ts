import {
  journalBodySchema,
  journalMonthQuerySchema,
  measurementBodySchema,
  dayParamsSchema,
  progressDayParamsSchema,
  rangeQuerySchema,
  todayQuerySchema,
  unitsPatchSchema,
  weightBodySchema,
  type JournalEntryResponse,
  type JournalMonthResponse,
  type MeasurementEntryResponse,
  type MeasurementsResponse,
  type OverviewResponse,
  type SavedJournalEntryResponse,
  type UnitsResponse,
  type WeightEntryResponse,
  type WeightsResponse,
} from "@app/shared/progress";
import { Hono } from "hono";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import { jsonBody, paramsOf, queryOf } from "../../platform/validate";
import { requirePremium } from "../billing";
import { deleteJournal, getJournal, journalMonth, saveJournal } from "./journal";
import { deleteMeasurements, measurementHistory, saveMeasurements } from "./measurements";
import { progressOverview } from "./overview";
import { getUnits, patchUnits } from "./units";
import { deleteWeight, saveWeight, weightHistory } from "./weights";

/**
 * Weight, measurements, journal and the overview: every route acts on the signed-in user's own rows.
 * Weight beyond the last 30 days is Premium's (weights.ts), measurements are Premium's, the journal free.
 */
export function progressRoutes({ auth, db }: UserRoutesDeps) {
  const premium = requirePremium(db);
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get("/units", async (c) => c.json((await getUnits(db, { userId: c.var.user.id })) satisfies UnitsResponse))
    .patch("/units", jsonBody(unitsPatchSchema), async (c) => {
      const patch = c.req.valid("json");
      return c.json((await patchUnits(db, { userId: c.var.user.id, patch })) satisfies UnitsResponse);
    })
    .get("/overview", queryOf(todayQuerySchema), async (c) => {
      const { date, tz } = c.req.valid("query");
      return c.json((await progressOverview(db, { userId: c.var.user.id, today: date, tz })) satisfies OverviewResponse);
    })

    .get("/weights", queryOf(rangeQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json((await weightHistory(db, { userId: c.var.user.id, query })) satisfies WeightsResponse);
    })
    .put("/weights", jsonBody(weightBodySchema), async (c) => {
      const body = c.req.valid("json");
      return c.json({ entry: await saveWeight(db, { userId: c.var.user.id, body }) } satisfies WeightEntryResponse);
    })
    .delete("/weights/:date", paramsOf(dayParamsSchema), async (c) => {
      await deleteWeight(db, { userId: c.var.user.id, date: c.req.valid("param").date });
      return c.body(null, 204);
    })

    .get("/measurements", premium, queryOf(rangeQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json((await measurementHistory(db, { userId: c.var.user.id, query })) satisfies MeasurementsResponse);
    })
    .put("/measurements", premium, jsonBody(measurementBodySchema), async (c) => {
      const body = c.req.valid("json");
      return c.json({ entry: await saveMeasurements(db, { userId: c.var.user.id, body }) } satisfies MeasurementEntryResponse);
    })
    .delete("/measurements/:date", premium, paramsOf(dayParamsSchema), async (c) => {
      await deleteMeasurements(db, { userId: c.var.user.id, date: c.req.valid("param").date });
      return c.body(null, 204);
    })

    .get("/journal", queryOf(journalMonthQuerySchema), async (c) => {
      const { month } = c.req.valid("query");
      return c.json({ month, entries: await journalMonth(db, { userId: c.var.user.id, month }) } satisfies JournalMonthResponse);
    })
    .get("/journal/:date", paramsOf(dayParamsSchema), async (c) => {
      const entry = await getJournal(db, { userId: c.var.user.id, date: c.req.valid("param").date });
      return c.json({ entry } satisfies JournalEntryResponse);
    })
    .put("/journal/:date", paramsOf(progressDayParamsSchema), jsonBody(journalBodySchema), async (c) => {
      const { date } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json({ entry: await saveJournal(db, { userId: c.var.user.id, date, body }) } satisfies SavedJournalEntryResponse);
    })
    .delete("/journal/:date", paramsOf(dayParamsSchema), async (c) => {
      await deleteJournal(db, { userId: c.var.user.id, date: c.req.valid("param").date });
      return c.body(null, 204);
    });
}
