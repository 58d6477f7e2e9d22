import { exportQuerySchema } from "@app/shared/auth";
import { Hono } from "hono";
import { requireUser, type AuthEnv, type UserRoutesDeps } from "../../platform/guards";
import type { Logger } from "../../platform/logger";
import { queryOf } from "../../platform/validate";
import type { UserDataRegistry } from "../../platform/user-data";
import { exportData } from "./export-data";

export interface AccountRoutesDeps extends UserRoutesDeps {
  userData: UserDataRegistry;
  logger: Logger;
}

export function accountRoutes({ auth, db, userData, logger }: AccountRoutesDeps) {
  return new Hono<AuthEnv>().use(requireUser(auth)).get("/export", queryOf(exportQuerySchema), async (c) => {
    const { tz } = c.req.valid("query");
    const { fileName, body } = await exportData(db, userData, logger, { userId: c.var.user.id, timeZone: tz ?? "UTC" });
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    return c.body(body);
  });
}
