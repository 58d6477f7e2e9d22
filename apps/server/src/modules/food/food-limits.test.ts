/**
 * The food log's limits under attack: the caps and hourly rate limits of every write that
 * multiplies rows (entries, copied days, custom foods, favourites, edits), and what a free user's
 * search may match of a locked recipe. Each attacks the running server over HTTP.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CUSTOM_FOODS_MAX,
  CUSTOM_FOODS_PER_HOUR,
  DAY_COPIES_PER_HOUR,
  DAY_ENTRIES_MAX,
  FAVORITES_MAX,
  FOOD_EDITS_PER_HOUR,
  FOOD_LOGS_PER_HOUR,
} from "@app/shared/food";
import { rowsOf } from "../../db/client";
import { customFoods, foodFavorites, foodLogEntries } from "../../db/schema";
import { subscribeInTestMode } from "../billing";
import { createVerifiedUser, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const EGG = "01123";
const DAY_MS = 86_400_000;
/** A UTC day `n` days before today, "2026-03-28". */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const noon = (day: string) => `${day}T12:00:00.000Z`;

/** `n` entries on a day, written straight to the database (as the attack left them before the cap). */
async function seed(userId: string, day: string, n: number) {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    foodId: EGG,
    amount: 100,
    unit: "g",
    weighedGrams: 100,
    grams: 100,
    // Spread over the day, never past its end.
    eatenAt: new Date(start + Math.floor((i * DAY_MS) / n)),
  }));
  for (let i = 0; i < rows.length; i += 500) await server.database.db.insert(foodLogEntries).values(rows.slice(i, i + 500));
}

async function stored(userId: string, day: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await server.database.db.execute(
      sql`select count(*) as n from food_log_entries where user_id = ${userId} and eaten_at >= ${`${day}T00:00:00Z`}::timestamptz and eaten_at < (${day}::date + 1)::timestamp at time zone 'UTC'`,
    ),
  );
  return Number(row!.n);
}

/** How much of an hourly rate limit ("food-log", ...) the user has spent. */
async function spent(key: string, userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await server.database.db.execute(sql`select count from rate_limits where key = ${`${key}:${userId}`} and reset_at > now()`),
  );
  return Number(row?.count ?? 0);
}

const logEgg = (client: TestClient, eatenAt: string) => client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "g", eatenAt });
const copy = (client: TestClient, from: string, to: string) => client.post("/api/food/copy-day", { from, to, tz: "UTC" });

function expectEnvelope(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
}

describe("copy-day growth", () => {
  it("the swap attack stops at the cap with a 409 naming it, never a 5xx, and the days stay readable", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const [a, b] = [daysAgo(10), daysAgo(20)];
    expect((await logEgg(client, noon(a))).status).toBe(201);
    expect((await logEgg(client, noon(b))).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = i % 2 === 0 ? await copy(client, a, b) : await copy(client, b, a);
      statuses.push(res.status);
      if (res.status !== 201) {
        expectEnvelope(res, 409, "CONFLICT");
        expect(res.body.error.message).toContain(`at most ${DAY_ENTRIES_MAX} entries`);
      }
    }
    // Fibonacci: 1, 1, 2, … 89, 144; the copy that would make 233 is refused, and every one after it.
    const firstRefused = statuses.indexOf(409);
    expect(firstRefused).toBeGreaterThan(0);
    expect(statuses.slice(firstRefused).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(0, firstRefused).every((s) => s === 201)).toBe(true);
    expect(await stored(userId, a)).toBeLessThanOrEqual(DAY_ENTRIES_MAX);
    expect(await stored(userId, b)).toBeLessThanOrEqual(DAY_ENTRIES_MAX);
    const day = await client.get(`/api/food/day?date=${b}&tz=UTC`);
    expect(day.status).toBe(200);
    expect(day.body.entries.length).toBeLessThanOrEqual(DAY_ENTRIES_MAX);
  });

  it("parallel copies into one day never take it past the cap: one is copied whole, the others refused whole", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const [source, target] = [daysAgo(15), daysAgo(5)];
    await seed(userId, target, DAY_ENTRIES_MAX - 50);
    await seed(userId, source, 40);
    const answers = await Promise.all(Array.from({ length: 4 }, () => copy(client, source, target)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((r) => r.status === 201)!.body).toEqual({ copied: 40 });
    expect(await stored(userId, target)).toBe(DAY_ENTRIES_MAX - 10);
  });

  it("parallel logs into a nearly full day stop exactly at the cap", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const day = daysAgo(3);
    await seed(userId, day, DAY_ENTRIES_MAX - 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => logEgg(client, noon(day))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    for (const refused of answers.filter((r) => r.status !== 201)) expectEnvelope(refused, 409, "CONFLICT");
    expect(await stored(userId, day)).toBe(DAY_ENTRIES_MAX);
  });

  it("a recipe's ingredients and an entry moved from another day need room in the full day too", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const [full, other] = [daysAgo(3), daysAgo(9)];
    await seed(userId, full, DAY_ENTRIES_MAX);
    const recipe = await client.post("/api/recipes/perfect-ribeye/log", { servings: 1, eatenAt: noon(full) });
    expectEnvelope(recipe, 409, "CONFLICT");
    const entry = (await logEgg(client, noon(other))).body.entry as { id: string };
    expectEnvelope(await client.patch(`/api/food/entries/${entry.id}`, { eatenAt: noon(full) }), 409, "CONFLICT");
    expect(await stored(userId, full)).toBe(DAY_ENTRIES_MAX);
    // Elsewhere there is room, and an entry edited in place needs none.
    expect((await client.post("/api/recipes/perfect-ribeye/log", { servings: 1, eatenAt: noon(other) })).status).toBe(201);
    expect((await client.patch(`/api/food/entries/${entry.id}`, { note: "soft-boiled" })).status).toBe(200);
  });

  it("copies go into today at the latest, as meals are logged once eaten (409 for a day ahead)", async () => {
    const { client } = await createVerifiedUser(server);
    const today = daysAgo(0);
    await logEgg(client, `${today}T00:00:00.000Z`);
    for (const to of [daysAgo(-1), daysAgo(-2), daysAgo(-30), "2199-12-31"]) {
      const res = await copy(client, today, to);
      expectEnvelope(res, 409, "CONFLICT");
      expect(res.body.error.message).toMatch(/today or an earlier day/);
    }
    const past = await copy(client, today, daysAgo(1));
    expect(past.status).toBe(201);
    expect(past.body).toEqual({ copied: 1 });
  });

  it("the cap counts any 24 hours: a 101-entry day copies into an empty neighbour, not into one holding 100", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const [source, empty, holding] = [daysAgo(12), daysAgo(11), daysAgo(13)];
    await seed(userId, source, 101);
    await seed(userId, holding, 100);
    expect((await copy(client, source, empty)).body).toEqual({ copied: 101 });
    expect(await stored(userId, empty)).toBe(101);
    // Its evening and the copy's morning would make 201 in one 24 hours.
    const refused = await copy(client, source, holding);
    expectEnvelope(refused, 409, "CONFLICT");
    expect(refused.body.error.message).toBe(`Any 24 hours of your log hold at most ${DAY_ENTRIES_MAX} entries: delete some to add more.`);
    expect(await stored(userId, holding)).toBe(100);
  });

  it("a refused log or copy does not count against the hourly rate limit: a future or full day, a food that does not exist", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const [full, other] = [daysAgo(3), daysAgo(9)];
    await seed(userId, full, DAY_ENTRIES_MAX);
    await seed(userId, other, 1);
    expectEnvelope(await copy(client, other, daysAgo(-2)), 409, "CONFLICT");
    expectEnvelope(await copy(client, other, full), 409, "CONFLICT");
    expect(await spent("food-copy-day", userId)).toBe(0);
    expectEnvelope(
      await client.post("/api/food/entries", { foodId: "99999", amount: 100, unit: "g", eatenAt: noon(other) }),
      404,
      "NOT_FOUND",
    );
    expectEnvelope(await logEgg(client, noon(full)), 409, "CONFLICT");
    expectEnvelope(await client.post("/api/recipes/perfect-ribeye/log", { servings: 1, eatenAt: noon(full) }), 409, "CONFLICT");
    expect(await spent("food-log", userId)).toBe(0);
    // What is done is counted.
    expect((await copy(client, other, daysAgo(8))).status).toBe(201);
    expect((await logEgg(client, noon(other))).status).toBe(201);
    expect([await spent("food-copy-day", userId), await spent("food-log", userId)]).toEqual([1, 1]);
  });

  it(`the ${FOOD_LOGS_PER_HOUR + 1}st log in an hour, of a food or a recipe, answers 429 with Retry-After`, async () => {
    const { client, userId } = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    // This hour's logs but one, spent already (300 requests would take the test's whole time budget).
    await server.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`food-log:${userId}`}, ${FOOD_LOGS_PER_HOUR - 1}, now() + interval '1 hour')`,
    );
    expect((await logEgg(client, noon(daysAgo(3)))).status).toBe(201);
    const tooMany = await logEgg(client, noon(daysAgo(3)));
    expectEnvelope(tooMany, 429, "RATE_LIMITED");
    expect(tooMany.body.error.message).toMatch(/^Too many entries logged\. Please wait \d+ minutes and try again\.$/);
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
    // A recipe is logging too; another user has a rate limit of their own; a mistyped log counts for nothing.
    expectEnvelope(await client.post("/api/recipes/perfect-ribeye/log", { servings: 1 }), 429, "RATE_LIMITED");
    expect((await logEgg(other.client, noon(daysAgo(3)))).status).toBe(201);
    expectEnvelope(
      await client.post("/api/food/entries", { foodId: EGG, amount: -1, unit: "g", eatenAt: noon(daysAgo(3)) }),
      400,
      "VALIDATION_FAILED",
    );
    expect(await stored(userId, daysAgo(3))).toBe(1);
  });

  it(`the ${DAY_COPIES_PER_HOUR + 1}st copy in an hour answers 429 with Retry-After`, async () => {
    const { client } = await createVerifiedUser(server);
    for (let i = 0; i < DAY_COPIES_PER_HOUR; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => copy(client, daysAgo(40), daysAgo(41))));
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    const tooMany = await copy(client, daysAgo(40), daysAgo(41));
    expectEnvelope(tooMany, 429, "RATE_LIMITED");
    expect(tooMany.body.error.message).toMatch(/^Too many days copied\. Please wait \d+ minutes and try again\.$/);
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the day view, insights and trends read at most a day's cap of entries, whatever is stored", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId, plan: "monthly" });
    const day = daysAgo(2);
    // What the attack left behind before the cap.
    await seed(userId, day, 2_000);
    const view = await client.get(`/api/food/day?date=${day}&tz=UTC`);
    expect(view.status).toBe(200);
    expect(view.body.entries).toHaveLength(DAY_ENTRIES_MAX);
    // The totals are those of the entries shown.
    const kcal = (view.body.entries as { kcal: number }[]).reduce((sum, e) => sum + e.kcal, 0);
    expect(view.body.totals.kcal).toBeCloseTo(kcal, 6);
    const insights = await client.get(`/api/food/insights?date=${day}&tz=UTC`);
    expect(insights.status).toBe(200);
    expect(insights.body.entries).toBe(DAY_ENTRIES_MAX);
    const trends = await client.get(`/api/food/trends?date=${day}&tz=UTC&days=7`);
    expect(trends.status).toBe(200);
    expect((trends.body.days as { entries: number }[]).reduce((sum, d) => sum + d.entries, 0)).toBeLessThanOrEqual(7 * DAY_ENTRIES_MAX);
    // Copying such a day anywhere is refused whole.
    expectEnvelope(await copy(client, day, daysAgo(1)), 409, "CONFLICT");
    expect(await stored(userId, daysAgo(1))).toBe(0);
  });
});

describe("other food writes", () => {
  const createFood = (client: TestClient, name = "Pemmican") =>
    client.post("/api/food/custom-foods", { name, basis: "100g", kcal: 550, protein: 30, fat: 48, carbs: 0 });

  async function count(table: "custom_foods" | "food_favorites", userId: string): Promise<number> {
    const [row] = rowsOf<{ n: number | string }>(
      await server.database.db.execute(sql`select count(*) as n from ${sql.identifier(table)} where user_id = ${userId}`),
    );
    return Number(row!.n);
  }

  /** This hour's rate limit but one, spent already (as many requests would take the test's time budget). */
  const spendAllBut = (key: string, userId: string, limit: number) =>
    server.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`${key}:${userId}`}, ${limit - 1}, now() + interval '1 hour')`,
    );

  function expectTooMany(res: { status: number; body: any; headers: Headers }, what: string) {
    expectEnvelope(res, 429, "RATE_LIMITED");
    expect(res.body.error.message).toMatch(new RegExp(`^Too many ${what}\\. Please wait \\d+ minutes and try again\\.$`));
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }

  it("custom foods stop at the cap with a 409 naming it, parallel creates exactly at it, and search still answers", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await server.database.db.insert(customFoods).values(
      Array.from({ length: CUSTOM_FOODS_MAX - 5 }, (_, i) => ({
        userId,
        name: `Pemmican ${i}`,
        nutrients: { kcal: 550, protein: 30, fat: 48, carbs: 0 },
      })),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => createFood(client, `Jerky ${i}`)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expectEnvelope(refused, 409, "CONFLICT");
      expect(refused.body.error.message).toContain(`${CUSTOM_FOODS_MAX} custom foods`);
    }
    expect(await count("custom_foods", userId)).toBe(CUSTOM_FOODS_MAX);
    expectEnvelope(await createFood(client), 409, "CONFLICT");
    // Another user's foods are their own; the full list is still searchable.
    expect((await createFood((await createVerifiedUser(server)).client)).status).toBe(201);
    const search = await client.get("/api/food/search?q=jerky&limit=50");
    expect(search.status).toBe(200);
    expect(search.body.foods.filter((f: { source: string }) => f.source === "custom")).toHaveLength(5);
  });

  it(`the ${CUSTOM_FOODS_PER_HOUR + 1}st custom food in an hour answers 429 with Retry-After; a mistyped one spends none`, async () => {
    const { client, userId } = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    await spendAllBut("food-custom", userId, CUSTOM_FOODS_PER_HOUR);
    expect((await createFood(client)).status).toBe(201);
    expectTooMany(await createFood(client), "custom foods created");
    expectEnvelope(await client.post("/api/food/custom-foods", { name: "Pemmican", basis: "100g", kcal: -1 }), 400, "VALIDATION_FAILED");
    expect((await createFood(other.client)).status).toBe(201);
    expect(await count("custom_foods", userId)).toBe(1);
  });

  it("favourites stop at the cap with a 409, parallel ones exactly at it; one marked already stays marked", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const ids = rowsOf<{ id: string }>(await server.database.db.execute(sql`select id from foods order by id limit 12`)).map((r) => r.id);
    // Filler favourites of foods not among those marked below (ids never stored: the cap counts rows).
    await server.database.db
      .insert(foodFavorites)
      .values(Array.from({ length: FAVORITES_MAX - 3 }, (_, i) => ({ userId, foodId: `filler-${i}` })));
    expect((await client.post("/api/food/favorites", { foodId: ids[0] })).status).toBe(204);
    const answers = await Promise.all(ids.slice(1).map((foodId) => client.post("/api/food/favorites", { foodId })));
    expect(answers.filter((r) => r.status === 204)).toHaveLength(2);
    for (const refused of answers.filter((r) => r.status !== 204)) {
      expectEnvelope(refused, 409, "CONFLICT");
      expect(refused.body.error.message).toContain(`at most ${FAVORITES_MAX} favourites`);
    }
    expect(await count("food_favorites", userId)).toBe(FAVORITES_MAX);
    // Marking one again is no addition; removing one makes room.
    expect((await client.post("/api/food/favorites", { foodId: ids[0] })).status).toBe(204);
    expect((await client.delete(`/api/food/favorites/${ids[0]}`)).status).toBe(204);
    expect((await client.post("/api/food/favorites", { foodId: ids.at(-1) })).status).toBe(204);
    expect(await count("food_favorites", userId)).toBe(FAVORITES_MAX);
    expect((await client.get(`/api/food/foods/${ids.at(-1)}`)).body.food.favorite).toBe(true);
  });

  it("a refused favourite, custom food, edit or delete does not count against the hourly rate limit", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await server.database.db
      .insert(foodFavorites)
      .values(Array.from({ length: FAVORITES_MAX }, (_, i) => ({ userId, foodId: `filler-${i}` })));
    expectEnvelope(await client.post("/api/food/favorites", { foodId: EGG }), 409, "CONFLICT");
    expectEnvelope(await client.post("/api/food/favorites", { foodId: "99999" }), 404, "NOT_FOUND");
    const missing = "00000000-0000-4000-8000-000000000000";
    expectEnvelope(await client.patch(`/api/food/entries/${missing}`, { note: "gone" }), 404, "NOT_FOUND");
    expectEnvelope(await client.delete(`/api/food/entries/${missing}`), 404, "NOT_FOUND");
    expect(await spent("food-edit", userId)).toBe(0);
    await server.database.db.insert(customFoods).values(
      Array.from({ length: CUSTOM_FOODS_MAX }, (_, i) => ({
        userId,
        name: `Pemmican ${i}`,
        nutrients: { kcal: 550, protein: 30, fat: 48, carbs: 0 },
      })),
    );
    expectEnvelope(await createFood(client), 409, "CONFLICT");
    expect(await spent("food-custom", userId)).toBe(0);
  });

  it(`the ${FOOD_EDITS_PER_HOUR + 1}st edit in an hour (entry, favourite, targets) answers 429 with Retry-After, after its input was checked`, async () => {
    const { client, userId } = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    const entry = (await logEgg(client, noon(daysAgo(3)))).body.entry as { id: string };
    await spendAllBut("food-edit", userId, FOOD_EDITS_PER_HOUR);
    expect((await client.patch(`/api/food/entries/${entry.id}`, { note: "soft-boiled" })).status).toBe(200);
    expectTooMany(await client.patch(`/api/food/entries/${entry.id}`, { note: "hard-boiled" }), "changes to your food log");
    expectTooMany(await client.delete(`/api/food/entries/${entry.id}`), "changes to your food log");
    expectTooMany(await client.post("/api/food/favorites", { foodId: EGG }), "changes to your food log");
    expectTooMany(await client.delete(`/api/food/favorites/${EGG}`), "changes to your food log");
    expectTooMany(await client.patch("/api/food/targets", { proteinGrams: 150 }), "changes to your food log");
    // A mistyped edit is answered for what it is, and nothing was changed.
    expectEnvelope(await client.patch(`/api/food/entries/${entry.id}`, { amount: 50 }), 400, "VALIDATION_FAILED");
    expectEnvelope(await client.patch(`/api/food/entries/${entry.id}`, { note: 5 }), 400, "VALIDATION_FAILED");
    const day = await client.get(`/api/food/day?date=${daysAgo(3)}&tz=UTC`);
    expect(day.body.entries).toMatchObject([{ id: entry.id, note: "soft-boiled" }]);
    // Another user has a rate limit of their own.
    expect((await other.client.patch("/api/food/targets", { proteinGrams: 150 })).status).toBe(200);
  });
});

describe("locked recipe search", () => {
  type Card = { slug: string; locked: boolean };
  const search = async (client: TestClient, query: string) => {
    const res = await client.get(`/api/recipes?${query}`);
    expect(res.status).toBe(200);
    return res.body.recipes as Card[];
  };
  const slugs = (cards: Card[]) => cards.map((c) => c.slug);

  it("a free user's search does not match a locked recipe's ingredients; Premium's does", async () => {
    const free = await createVerifiedUser(server);
    const premium = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId: premium.userId, plan: "monthly" });
    // Beef tallow is in the locked oxtail stew's ingredients, not on its card.
    const freeHits = await search(free.client, "q=tallow");
    expect(slugs(freeHits)).not.toContain("oxtail-stew");
    expect(freeHits.every((c) => !c.locked)).toBe(true);
    // The free recipes' ingredients are the free user's to search.
    expect(slugs(freeHits)).toEqual(expect.arrayContaining(["smash-burgers", "perfect-ribeye"]));
    expect(slugs(await search(premium.client, "q=tallow"))).toEqual(expect.arrayContaining(["oxtail-stew", "smash-burgers"]));
  });

  it("a free user still finds a locked recipe by its card's words and tags, and only by them", async () => {
    const { client } = await createVerifiedUser(server);
    expect(await search(client, "q=oxtail")).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: "oxtail-stew", locked: true })]),
    );
    expect(slugs(await search(client, "q=secret&tags=hidden-organs"))).toContain("hidden-liver-burgers");
    // A title word with an ingredient's: the ingredient is not the free user's to match.
    expect(slugs(await search(client, "q=oxtail%20tallow"))).not.toContain("oxtail-stew");
  });
});
