import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { MIGRATIONS_DIR } from "../../paths";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** The statement of 0011_food_unit_key that fills `unit_key` for the entries logged before it. */
const backfill = readFileSync(path.join(MIGRATIONS_DIR, "0011_food_unit_key.sql"), "utf8")
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes("UPDATE"))!;

it("0011_food_unit_key tells an existing entry's unit from its label, as editing did, and leaves one it cannot tell null", async () => {
  const { client } = await createVerifiedUser(server);
  const eatenAt = new Date().toISOString();
  const log = async (body: object) => (await client.post("/api/food/entries", { eatenAt, ...body })).body.entry as { id: string };
  const serving = (
    await client.post("/api/food/custom-foods", {
      name: "Bone broth",
      basis: "serving",
      servingGrams: 250,
      kcal: 40,
      protein: 9,
      fat: 0,
      carbs: 0,
    })
  ).body.food as { id: string };
  const named = (
    await client.post("/api/food/custom-foods", {
      name: "Pemmican",
      basis: "serving",
      servingGrams: 50,
      servingLabel: "1 bar",
      kcal: 300,
      protein: 15,
      fat: 26,
      carbs: 0,
    })
  ).body.food as { id: string };
  const entries = {
    grams: await log({ foodId: "01123", amount: 100, unit: "g" }),
    ounces: await log({ foodId: "01123", amount: 2, unit: "oz" }),
    large: await log({ foodId: "01123", amount: 3, unit: "portion:0" }),
    extraLarge: await log({ foodId: "01123", amount: 1, unit: "portion:1" }),
    broth: await log({ foodId: serving.id, amount: 1, unit: "serving" }),
    bar: await log({ foodId: named.id, amount: 2, unit: "serving" }),
    renamed: await log({ foodId: "01123", amount: 1, unit: "portion:0" }),
  };
  const db = server.database.db;
  // As the entries were before the migration: a label only (one of them no portion's any more).
  await db.execute(sql`update food_log_entries set unit_key = null`);
  await db.execute(sql`update food_log_entries set unit = '1 jumbo' where id = ${entries.renamed.id}`);
  await db.execute(sql.raw(backfill));

  const rows = rowsOf<{ id: string; unit_key: string | null }>(await db.execute(sql`select id, unit_key from food_log_entries`));
  const keyOf = (entry: { id: string }) => rows.find((r) => r.id === entry.id)?.unit_key;
  expect(Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, keyOf(entry)]))).toEqual({
    grams: "g",
    ounces: "oz",
    large: "portion:0",
    extraLarge: "portion:1",
    broth: "serving",
    bar: "serving",
    renamed: null,
  });
});
