import { Hono } from "hono";
import type { Db } from "../../db/client";
import { requireUser, type AuthEnv } from "../../platform/guards";
import type { Auth } from "../auth";
import { exportAccount } from "./export-account";

export function accountRoutes({ auth, db }: { auth: Auth; db: Db }) {
  return new Hono<AuthEnv>().use(requireUser(auth)).get("/export", async (c) => {
    const data = await exportAccount(db, { userId: c.var.user.id });
    const date = data.exportedAt.slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="carnitrack-export-${date}.json"`);
    return c.json(data);
  });
}
