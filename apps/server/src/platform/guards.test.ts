import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../db/schema";
import { requireRole } from "../modules/account";
import { handleError } from "./errors";
import { createLogger } from "./logger";
import { requireUser, type AuthEnv } from "./guards";
import { createVerifiedUser, startTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

it("lets only users with the role through, and follows a role change at once", async () => {
  const { client, userId } = await createVerifiedUser(server);
  // A real session checked by the real auth instance, in front of an admin-only route.
  const app = new Hono<AuthEnv>()
    .use(requireUser(server.auth))
    .use(requireRole(server.database.db, "admin"))
    .get("/moderate", (c) => c.json({ ok: true }));
  app.onError((err, c) => handleError(err, c, createLogger("silent")));
  const call = () => app.request("/moderate", { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });

  expect((await call()).status).toBe(403);
  expect(await (await call()).json()).toEqual({ error: { code: "FORBIDDEN", message: "You don't have permission to do this." } });
  await server.database.db.update(users).set({ role: "admin" }).where(eq(users.id, userId));
  expect((await call()).status).toBe(200);
  await server.database.db.update(users).set({ role: "member" }).where(eq(users.id, userId));
  expect((await call()).status).toBe(403);
  expect((await app.request("/moderate")).status).toBe(401);
});
