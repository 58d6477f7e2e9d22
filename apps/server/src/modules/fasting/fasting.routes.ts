import {
  type ActiveFastResponse,
  type FastingHistoryResponse,
  type FastingMonthStatsResponse,
  type FastingSessionResponse,
  type RecentFastsResponse,
  editFastBodySchema,
  endFastBodySchema,
  fastingStatsQuerySchema,
  historyQuerySchema,
  pastFastBodySchema,
  restoreFastBodySchema,
  startFastBodySchema,
} from "@app/shared/fasting";
import { Hono } from "hono";
import { jsonBody, paramsOf, queryOf, uuidParams } from "../../platform/validate";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import { requirePremium } from "../billing";
import { getFastingHistory } from "./get-fasting-history";
import { getFastingMonthStats } from "./get-fasting-month-stats";
import { endFast } from "./end-fast";
import { getActiveFast } from "./get-active-fast";
import { getRecentFasts } from "./get-recent-fasts";
import { startFast } from "./start-fast";
import { deleteFast } from "./delete-fast";
import { editFast } from "./edit-fast";
import { restoreFast } from "./restore-fast";
import { addPastFast } from "./add-past-fast";
import { momentStyleOf } from "./fast-times";

const fastId = paramsOf(uuidParams("id"), "There is no such fast.");

/**
 * Every route acts on the signed-in user's own sessions; no route takes a user id, and a session
 * id of another user's fast is "not found".
 */
export function fastingRoutes({ auth, db }: UserRoutesDeps) {
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get("/active", async (c) => c.json({ session: await getActiveFast(db, { userId: c.var.user.id }) } satisfies ActiveFastResponse))
    .get("/recent", async (c) => c.json({ sessions: await getRecentFasts(db, { userId: c.var.user.id }) } satisfies RecentFastsResponse))
    .post("/start", jsonBody(startFastBodySchema), async (c) => {
      const { fastingType } = c.req.valid("json");
      return c.json({ session: await startFast(db, { userId: c.var.user.id, fastingType }) } satisfies FastingSessionResponse, 201);
    })
    .post("/end", jsonBody(endFastBodySchema), async (c) => {
      const { endTime } = c.req.valid("json");
      const session = await endFast(db, { userId: c.var.user.id, ...(endTime && { endTime: new Date(endTime) }) });
      return c.json({ session } satisfies FastingSessionResponse);
    })
    .post("/past", jsonBody(pastFastBodySchema), async (c) => {
      const { fastingType, startTime, endTime, timeZone } = c.req.valid("json");
      const session = await addPastFast(db, {
        userId: c.var.user.id,
        fastingType,
        start: new Date(startTime),
        end: new Date(endTime),
        style: momentStyleOf(c.req.header("Accept-Language"), timeZone),
      });
      return c.json({ session } satisfies FastingSessionResponse, 201);
    })
    .patch("/:id", fastId, jsonBody(editFastBodySchema), async (c) => {
      const { startTime, endTime, timeZone } = c.req.valid("json");
      const session = await editFast(db, {
        userId: c.var.user.id,
        id: c.req.valid("param").id,
        ...(startTime && { startTime: new Date(startTime) }),
        ...(endTime && { endTime: new Date(endTime) }),
        style: momentStyleOf(c.req.header("Accept-Language"), timeZone),
      });
      return c.json({ session } satisfies FastingSessionResponse);
    })
    .delete("/:id", fastId, async (c) => {
      const session = await deleteFast(db, { userId: c.var.user.id, id: c.req.valid("param").id });
      return c.json({ session } satisfies FastingSessionResponse);
    })
    .post("/:id/restore", fastId, jsonBody(restoreFastBodySchema), async (c) => {
      const style = momentStyleOf(c.req.header("Accept-Language"), c.req.valid("json").timeZone);
      const session = await restoreFast(db, { userId: c.var.user.id, id: c.req.valid("param").id, style });
      return c.json({ session } satisfies FastingSessionResponse);
    })
    .get("/history", requirePremium(db), queryOf(historyQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json((await getFastingHistory(db, { userId: c.var.user.id, ...query })) satisfies FastingHistoryResponse);
    })
    .get("/stats", requirePremium(db), queryOf(fastingStatsQuerySchema), async (c) => {
      const query = c.req.valid("query");
      return c.json((await getFastingMonthStats(db, { userId: c.var.user.id, ...query })) satisfies FastingMonthStatsResponse);
    });
}
