import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { MIGRATIONS_DIR } from "../../paths";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** The statement of the user_profiles migration (found by name: the lead renumbers at merge) that marks existing accounts. */
const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_user_profiles.sql"))!;
const backfill = readFileSync(path.join(MIGRATIONS_DIR, file), "utf8")
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes("INSERT"))!;

it("the user_profiles migration marks every confirmed account made before it as having skipped onboarding, so none is interrupted", async () => {
  const before = await createVerifiedUser(server);
  // Signed up but never confirmed: never used the app, so still new.
  const unconfirmed = await server.client().post("/api/auth/sign-up/email", {
    email: "unconfirmed@example.com",
    password: STRONG_PASSWORD,
    name: "Not Yet",
    callbackURL: "/",
  });
  expect(unconfirmed.status).toBe(200);
  const db = server.database.db;
  expect((await before.client.get("/api/profile")).body.onboarding).toBeNull();
  await db.execute(sql`delete from user_profiles`);
  await db.execute(sql.raw(backfill));
  const rows = rowsOf<{ outcome: string }>(
    await db.execute(sql`select onboarding_outcome as outcome from user_profiles where user_id = ${before.userId}`),
  );
  expect(rows).toEqual([{ outcome: "skipped" }]);
  const unconfirmedRows = rowsOf(
    await db.execute(sql`select 1 from user_profiles p join users u on u.id = p.user_id where u.email = 'unconfirmed@example.com'`),
  );
  expect(unconfirmedRows).toEqual([]);
  expect((await before.client.get("/api/profile")).body.onboarding).toMatchObject({ outcome: "skipped" });

  // An account made after it is new.
  const after = await createVerifiedUser(server);
  expect((await after.client.get("/api/profile")).body.onboarding).toBeNull();
});
