import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { GROUP_ITEMS_MAX, SAVED_MEAL_NAME_MAX, SAVED_MEALS_MAX } from "@app/shared/food";
import { rowsOf } from "../../db/client";
import { createVerifiedUser, downloadExport, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const TZ = "UTC";
const EGG = "01123";
const BUTTER = "01001";
const today = () => new Date().toISOString().slice(0, 10);
const breakfast = [
  { foodId: EGG, amount: 4, unit: "portion:0" },
  { foodId: BUTTER, amount: 30, unit: "g" },
];

describe("several foods at one time", () => {
  it("logs a group at one time, all or none, and refuses bad input with a 4xx", async () => {
    const { client } = await createVerifiedUser(server);
    const eatenAt = new Date(Date.now() - 60_000).toISOString();
    const res = await client.post("/api/food/entries/group", { items: breakfast, eatenAt });
    expect(res.status).toBe(201);
    expect(res.body.entries).toHaveLength(2);
    expect(res.body.entries[0]).toMatchObject({ amount: 4, unitKey: "portion:0", unit: "1 large", eatenAt });
    expect(res.body.entries[0].weighedGrams).toBe(200);
    expect(res.body.entries[1]).toMatchObject({ amount: 30, unit: "g", grams: 30, eatenAt });

    // One bad item refuses the whole group: nothing of it is logged.
    const bad = await client.post("/api/food/entries/group", {
      items: [
        { foodId: EGG, amount: 2, unit: "g" },
        { foodId: BUTTER, amount: 9000, unit: "g" },
      ],
      eatenAt,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    const missing = await client.post("/api/food/entries/group", { items: [{ foodId: "99999", amount: 2, unit: "g" }], eatenAt });
    expect(missing.status).toBe(404);
    expect((await client.post("/api/food/entries/group", { items: [], eatenAt })).status).toBe(400);
    const tooMany = Array.from({ length: GROUP_ITEMS_MAX + 1 }, () => ({ foodId: EGG, amount: 1, unit: "g" }));
    expect((await client.post("/api/food/entries/group", { items: tooMany, eatenAt })).status).toBe(400);
    const future = await client.post("/api/food/entries/group", {
      items: breakfast,
      eatenAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.status).toBe(400);

    const day = await client.get(`/api/food/day?date=${eatenAt.slice(0, 10)}&tz=${TZ}`);
    expect(day.body.entries).toHaveLength(2);
  });

  it("opens a recent food with the amount and unit it was last logged in", async () => {
    const { client } = await createVerifiedUser(server);
    await client.post("/api/food/entries", {
      foodId: EGG,
      amount: 3,
      unit: "portion:0",
      eatenAt: new Date(Date.now() - 120_000).toISOString(),
    });
    await client.post("/api/food/entries", {
      foodId: EGG,
      amount: 4,
      unit: "portion:0",
      eatenAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await client.post("/api/food/entries", { foodId: BUTTER, amount: 30, unit: "g", eatenAt: new Date(Date.now() - 90_000).toISOString() });
    const res = await client.get("/api/food/suggestions");
    expect(res.status).toBe(200);
    expect(res.body.lastServings).toEqual(
      expect.arrayContaining([
        { foodId: EGG, amount: 4, unit: "portion:0", weighed: "as-eaten" },
        { foodId: BUTTER, amount: 30, unit: "g", weighed: "as-eaten" },
      ]),
    );
    expect(res.body.lastServings).toHaveLength(2);
  });
});

describe("saved meals", () => {
  it("saves, lists, renames, logs in one go, and deletes a meal of the user's own", async () => {
    const { client } = await createVerifiedUser(server);
    const created = await client.post("/api/food/saved-meals", { name: "Breakfast", items: breakfast, tz: TZ });
    expect(created.status).toBe(201);
    expect(created.body.meal).toMatchObject({
      name: "Breakfast",
      everyDay: false,
      items: [
        { food: { id: EGG }, amount: 4, unit: "portion:0", unitLabel: "1 large", weighed: "as-eaten" },
        { food: { id: BUTTER }, amount: 30, unit: "g", unitLabel: "g" },
      ],
    });
    const id = created.body.meal.id as string;
    expect((await client.get("/api/food/saved-meals")).body.meals.map((m: { id: string }) => m.id)).toEqual([id]);

    const renamed = await client.patch(`/api/food/saved-meals/${id}`, { name: "Eggs and butter", tz: TZ });
    expect(renamed.status).toBe(200);
    expect(renamed.body.meal.name).toBe("Eggs and butter");

    const eatenAt = new Date(Date.now() - 60_000).toISOString();
    const logged = await client.post(`/api/food/saved-meals/${id}/log`, { eatenAt });
    expect(logged.status).toBe(201);
    expect(logged.body.entries.map((e: { amount: number; mealId: string | null }) => [e.amount, e.mealId])).toEqual([
      [4, null],
      [30, null],
    ]);

    expect((await client.delete(`/api/food/saved-meals/${id}`)).status).toBe(204);
    expect((await client.get("/api/food/saved-meals")).body.meals).toEqual([]);
    // What it logged stays in the log.
    expect((await client.get(`/api/food/day?date=${eatenAt.slice(0, 10)}&tz=${TZ}`)).body.entries).toHaveLength(2);
  });

  it("another user's saved meal is a 404 to read, change, log or delete", async () => {
    const ann = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    const id = (await ann.client.post("/api/food/saved-meals", { name: "Breakfast", items: breakfast, tz: TZ })).body.meal.id;
    expect((await bob.client.get("/api/food/saved-meals")).body.meals).toEqual([]);
    const eatenAt = new Date().toISOString();
    for (const res of [
      await bob.client.patch(`/api/food/saved-meals/${id}`, { name: "Mine now", tz: TZ }),
      await bob.client.post(`/api/food/saved-meals/${id}/log`, { eatenAt }),
      await bob.client.delete(`/api/food/saved-meals/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "NOT_FOUND", message: "This saved meal does not exist." });
    }
    expect((await bob.client.delete("/api/food/saved-meals/not-an-id")).status).toBe(404);
    expect((await ann.client.get("/api/food/saved-meals")).body.meals[0].name).toBe("Breakfast");
    // Bob's custom food cannot go into Ann's meal, nor hers into his.
    const custom = await bob.client.post("/api/food/custom-foods", {
      name: "Bob's jerky",
      basis: "100g",
      kcal: 400,
      protein: 60,
      fat: 15,
      carbs: 3,
    });
    const theirs = await ann.client.post("/api/food/saved-meals", {
      name: "Snack",
      items: [{ foodId: custom.body.food.id, amount: 1, unit: "g" }],
      tz: TZ,
    });
    expect(theirs.status).toBe(404);
  });

  it("refuses bad names, amounts and units, and more than the limit of meals", async () => {
    const { client } = await createVerifiedUser(server);
    const bad = [
      { name: "", items: breakfast, tz: TZ },
      { name: "x".repeat(SAVED_MEAL_NAME_MAX + 1), items: breakfast, tz: TZ },
      { name: "Breakfast", items: [], tz: TZ },
      { name: "Breakfast", items: [{ foodId: EGG, amount: -1, unit: "g" }], tz: TZ },
      { name: "Breakfast", items: [{ foodId: EGG, amount: 1, unit: "cup" }], tz: TZ },
      { name: "Breakfast", items: [{ foodId: BUTTER, amount: 9000, unit: "g" }], tz: TZ },
      { name: "Breakfast", items: breakfast, tz: "Mars/Olympus" },
      { name: "Breakfast", items: breakfast },
    ];
    for (const body of bad) {
      const res = await client.post("/api/food/saved-meals", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    await server.database.db.execute(sql`
      insert into saved_meals (user_id, name, items)
      select ${(await client.get("/api/auth/get-session")).body.user.id}, 'Meal ' || n, '[]'::jsonb from generate_series(1, ${SAVED_MEALS_MAX}) n`);
    const full = await client.post("/api/food/saved-meals", { name: "One more", items: breakfast, tz: TZ });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toContain(`${SAVED_MEALS_MAX} saved meals`);
  });

  it("adds an every-day meal to each new day once, from the next day, never to a past day", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const db = server.database.db;
    const id = (
      await client.post("/api/food/saved-meals", { name: "Coffee butter", items: [breakfast[1]], everyDay: true, minuteOfDay: 0, tz: TZ })
    ).body.meal.id;
    // Turned on today, it starts tomorrow: today is not filled in.
    expect((await client.get(`/api/food/day?date=${today()}&tz=${TZ}`)).body.entries).toEqual([]);

    // As if it had been turned on a week ago: today gets it once, whatever reads the day at once.
    await db.execute(sql`update saved_meals set every_day_from = current_date - 7 where id = ${id}`);
    const reads = await Promise.all(Array.from({ length: 4 }, () => client.get(`/api/food/day?date=${today()}&tz=${TZ}`)));
    for (const read of reads) expect(read.status).toBe(200);
    const day = await client.get(`/api/food/day?date=${today()}&tz=${TZ}`);
    expect(day.body.entries).toHaveLength(1);
    expect(day.body.entries[0]).toMatchObject({ amount: 30, unit: "g", eatenAt: `${today()}T00:00:00.000Z` });
    // Past days stay as they were.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await client.get(`/api/food/day?date=${yesterday}&tz=${TZ}`)).body.entries).toEqual([]);

    // Deleted from today, it does not come back today.
    expect((await client.delete(`/api/food/entries/${day.body.entries[0].id}`)).status).toBe(204);
    expect((await client.get(`/api/food/day?date=${today()}&tz=${TZ}`)).body.entries).toEqual([]);

    // Turned off, a new day gets nothing.
    await db.execute(sql`delete from saved_meal_days where saved_meal_id = ${id}`);
    expect((await client.patch(`/api/food/saved-meals/${id}`, { everyDay: false, tz: TZ })).body.meal.everyDay).toBe(false);
    expect((await client.get(`/api/food/day?date=${today()}&tz=${TZ}`)).body.entries).toEqual([]);
    const [claims] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from saved_meal_days where user_id = ${userId}`));
    expect(claims!.n).toBe(0);
  });

  it("is in the user's export and goes with the account", async () => {
    const { client, password } = await createVerifiedUser(server);
    await client.post("/api/food/saved-meals", { name: "Breakfast", items: breakfast, everyDay: true, tz: TZ });
    const exported = await downloadExport(client, "?tz=UTC");
    expect(exported.body.food.savedMeals).toMatchObject([
      { name: "Breakfast", items: [{ foodId: EGG, amount: 4, unit: "portion:0" }, { foodId: BUTTER }] },
    ]);
    expect(exported.body.food.savedMeals[0].everyDayFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);
    const [left] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select (select count(*) from saved_meals) + (select count(*) from saved_meal_days) as n`),
    );
    expect(Number(left!.n)).toBe(0);
  });
});
