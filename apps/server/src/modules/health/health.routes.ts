import { Hono } from "hono";
import type { Database } from "../../db/client";
import { errorBody } from "../../platform/errors";

export function healthRoutes({ database }: { database: Pick<Database, "ping"> }) {
  return new Hono().get("/", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", database: "ok" });
    } catch {
      c.header("Retry-After", "5");
      return c.json(errorBody("SERVICE_UNAVAILABLE", "The database is not reachable."), 503);
    }
  });
}
