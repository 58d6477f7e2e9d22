import {
  type FastingScheduleResponse,
  type SavedFastingScheduleResponse,
  fastingScheduleBodySchema,
  scheduleTimeZoneBodySchema,
} from "@app/shared/fasting";
import { Hono } from "hono";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import { jsonBody } from "../../platform/validate";
import { deleteSchedule, getSchedule, saveSchedule, setScheduleTimeZone } from "./fasting-schedule";

/** The signed-in user's own fasting schedule, on any plan. */
export function fastingScheduleRoutes({ auth, db }: UserRoutesDeps) {
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get("/", async (c) => c.json({ schedule: await getSchedule(db, { userId: c.var.user.id }) } satisfies FastingScheduleResponse))
    .put("/", jsonBody(fastingScheduleBodySchema), async (c) => {
      const schedule = await saveSchedule(db, { userId: c.var.user.id, schedule: c.req.valid("json") });
      return c.json({ schedule } satisfies SavedFastingScheduleResponse);
    })
    .delete("/", async (c) => {
      await deleteSchedule(db, { userId: c.var.user.id });
      return c.body(null, 204);
    })
    .put("/time-zone", jsonBody(scheduleTimeZoneBodySchema), async (c) => {
      const { timeZone } = c.req.valid("json");
      return c.json({ schedule: await setScheduleTimeZone(db, { userId: c.var.user.id, timeZone }) } satisfies FastingScheduleResponse);
    });
}
