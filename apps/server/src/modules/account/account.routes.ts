import { Hono } from "hono";
import { requireUser, type AuthEnv } from "../../platform/guards";
import type { Auth } from "../auth";
import type { UserDataRegistry } from "../../platform/user-data";

export function accountRoutes({ auth, userData }: { auth: Auth; userData: UserDataRegistry }) {
  return new Hono<AuthEnv>().use(requireUser(auth)).get("/export", async (c) => {
    const data = await userData.export(c.var.user.id);
    const date = String(data.exportedAt).slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="carnitrack-export-${date}.json"`);
    return c.json(data);
  });
}
