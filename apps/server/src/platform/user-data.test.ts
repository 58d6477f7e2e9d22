import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../db/client";
import { createVerifiedUser, downloadExport, startTestServer, STRONG_PASSWORD, type TestServer } from "../../test/harness";
import { paged, UserDataRegistry } from "./user-data";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

it("covers every table with a user_id column, in exactly one module's section", async () => {
  const rows = rowsOf<{ table_name: string }>(
    await server.database.db.execute(
      sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by 1`,
    ),
  );
  const withUserId = rows.map((r) => r.table_name);
  const registered = server.userData.tables();
  // "users" is the user; it has no user_id column of its own.
  expect(registered.filter((t) => t !== "users").sort()).toEqual(withUserId);
  expect(new Set(registered).size).toBe(registered.length);
});

it("exports every section, runs every module's clean-up before deletion, and leaves no row behind", async () => {
  const { client, userId } = await createVerifiedUser(server);
  await client.post("/api/fasting/start", { fastingType: "16:8" });
  await client.post("/api/food/entries", { foodId: "01123", amount: 100, unit: "g", eatenAt: new Date().toISOString() });
  await client.post("/api/food/favorites", { foodId: "01123" });
  await client.request("POST", "/checkout/monthly", {
    body: "action=subscribe",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

  const exported = (await downloadExport(client)).body;
  expect(Object.keys(exported).sort()).toEqual([
    "account",
    "community",
    "exportedAt",
    "fastingSchedule",
    "fastingSessions",
    "food",
    "profile",
    "progress",
    "progressPhotos",
    "recipes",
    "reminders",
    "subscriptions",
  ]);
  expect(exported.food).toMatchObject({ entries: [{ foodId: "01123", grams: 100 }], favorites: [{ foodId: "01123" }], customFoods: [] });
  expect(exported.subscriptions).toMatchObject([{ source: "test", plan: "monthly", status: "active" }]);
  expect(JSON.stringify(exported)).not.toMatch(/argon2|session_token|"password"/);

  await server.storage.put(`users/${userId}/photos/week-1.jpg`, Buffer.from("jpeg bytes"), "image/jpeg");
  const erased: string[] = [];
  server.userData.register({ name: "probe", tables: [], erase: async (_db, id) => void erased.push(id) });
  expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
  expect(erased).toEqual([userId]);
  expect(await server.storage.get(`users/${userId}/photos/week-1.jpg`)).toBeUndefined();
  for (const table of server.userData.tables()) {
    const column = table === "users" ? "id" : "user_id";
    const [row] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql.raw(`select count(*)::int as n from "${table}" where ${column} = '${userId}'`)),
    );
    expect(Number(row!.n), table).toBe(0);
  }
});

it("writes the export's JSON as JSON.stringify(data, null, 2) would, its lists a page at a time", async () => {
  const registry = new UserDataRegistry(server.database.db);
  const reads: (number | undefined)[] = [];
  // 7 rows in pages of 3, read after the last key of each page.
  const numbers = paged(async (after: number | undefined, limit) => {
    reads.push(after);
    const start = (after ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, 8 - start)) }, (_, i) => ({ row: { n: start + i }, key: start + i }));
  }, 3);
  async function* none() {}
  const at = new Date("2026-01-02T03:04:05.678Z");
  registry.register({
    name: "lists",
    tables: [],
    export: async () => ({ numbers, none: none(), nested: { at, skipped: undefined, empty: {} } }),
  });
  registry.register({ name: "plain", tables: [], export: async () => [{ a: 'quote " and\nbreak', b: null }, 2] });
  registry.register({ name: "nothing", tables: [], export: async () => undefined });
  let text = "";
  for await (const chunk of registry.exportJson("someone", at)) text += chunk;
  const data = {
    exportedAt: at.toISOString(),
    lists: { numbers: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ n })), none: [], nested: { at, empty: {} } },
    plain: [{ a: 'quote " and\nbreak', b: null }, 2],
  };
  expect(text).toBe(JSON.stringify(data, null, 2));
  expect(reads).toEqual([undefined, 3, 6]);
});
