import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { COPY_INTO_FUTURE_MESSAGE, FUTURE_MEAL_MESSAGE, LOG_CLOCK_SKEW_MS } from "@app/shared/food";
import { rowsOf } from "../../db/client";
import { fastingSessions, foods } from "../../db/schema";
import { createVerifiedUser, downloadExport, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const EGG = "01123";
const TZ = "Europe/Berlin";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
const names = (res: { body: { foods: { name: string }[] } }) => res.body.foods.map((f) => f.name);

async function search(client: TestClient, q: string) {
  const res = await client.get(`/api/food/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return names(res);
}

describe("everyday names", () => {
  it("search, suggestions and the log show the curated everyday name beside USDA's description; an entry keeps the name it was logged under", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const found = (await client.get("/api/food/search?q=ribeye")).body.foods as { id: string; name: string; displayName: string | null }[];
    expect(found.find((f) => f.id === "23202")).toMatchObject({
      name: expect.stringMatching(/^Beef, rib eye steak\/roast, boneless/),
      displayName: "Ribeye, raw",
    });
    expect(found.find((f) => f.id === "23195")).toMatchObject({ displayName: "Ribeye, grilled" });
    // A food without curated names has none: its description is its name.
    const plain = (await client.get("/api/food/search?q=frankfurter")).body.foods as { displayName: string | null }[];
    expect(plain.some((f) => f.displayName === null)).toBe(true);

    const eatenAt = new Date(Date.now() - 3_600_000).toISOString();
    const logged = await client.post("/api/food/entries", { foodId: "23195", amount: 200, unit: "g", eatenAt });
    expect(logged.body.entry.food).toMatchObject({ displayName: "Ribeye, grilled", name: expect.stringMatching(/^Beef, rib eye steak/) });
    expect((await client.get("/api/food/suggestions")).body.recent[0]).toMatchObject({ id: "23195", displayName: "Ribeye, grilled" });
    // The name is the entry's own: a later change of the curated names does not rename it.
    await server.database.db.execute(sql`update food_log_entries set display_name = 'Ribeye steak' where user_id = ${userId}`);
    const date = new Date(eatenAt).toISOString().slice(0, 10);
    const day = await client.get(`/api/food/day?date=${date}&tz=UTC`);
    expect(day.body.entries[0].food.displayName).toBe("Ribeye steak");
    // A copy keeps it too.
    const yesterday = new Date(Date.parse(eatenAt) - 86_400_000).toISOString().slice(0, 10);
    const other = await createVerifiedUser(server);
    expect(
      (
        await other.client.post("/api/food/entries", {
          foodId: "23195",
          amount: 100,
          unit: "g",
          eatenAt: new Date(Date.parse(eatenAt) - 86_400_000).toISOString(),
        })
      ).status,
    ).toBe(201);
    await server.database.db.execute(sql`update food_log_entries set display_name = 'Steak of yore' where user_id = ${other.userId}`);
    expect((await other.client.post("/api/food/copy-day", { from: yesterday, to: date, tz: "UTC" })).body).toEqual({ copied: 1 });
    const copied = await other.client.get(`/api/food/day?date=${date}&tz=UTC`);
    expect(copied.body.entries[0].food.displayName).toBe("Steak of yore");
  });
});

describe("the USDA catalog", () => {
  it("holds SR28's 8,789 foods with readable names, and missing values as no data", async () => {
    const [count] = rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from foods where id < '99000'`));
    expect(Number(count!.n)).toBe(8789);
    const [egg] = await server.database.db.select().from(foods).where(eq(foods.id, EGG));
    expect(egg).toMatchObject({ name: "Egg, whole, raw, fresh", group: "eggs", animal: true });
    expect(egg!.nutrients).toMatchObject({ kcal: 143, protein: 12.56, fat: 9.51, sodium: 142, carbs: 0.72, cholesterol: 372 });
    expect(egg!.portions).toEqual([
      { label: "1 large", grams: 50 },
      { label: "1 extra large", grams: 56 },
    ]);
    // Among the meat, poultry and fish foods, what USDA did not measure is absent, never 0 (the counts).
    const [missing] = rowsOf<Record<string, number>>(
      await server.database.db.execute(
        sql`select count(*)::int as meat,
              count(*) filter (where not nutrients ? 'magnesium')::int as magnesium,
              count(*) filter (where not nutrients ? 'potassium')::int as potassium,
              count(*) filter (where not nutrients ? 'vitaminB12')::int as b12,
              count(*) filter (where not nutrients ? 'choline')::int as choline,
              count(*) filter (where not nutrients ? 'vitaminD')::int as vitamin_d
            from foods where usda_group in ('0500','1000','1300','1500','1700')`,
      ),
    );
    expect(missing).toEqual({ meat: 2420, magnesium: 48, potassium: 45, b12: 74, choline: 1011, vitamin_d: 1049 });
  });

  it("keeps USDA's cooked yield: 1 steak (yield from 294 g raw meat) = 231 g", async () => {
    const { client } = await createVerifiedUser(server);
    const [steak] = rowsOf<{ id: string }>(
      await server.database.db.execute(
        sql`select id from foods where portions::text like '%yield from 294 g raw meat%' and portions::text like '%231%' limit 1`,
      ),
    );
    const detail = await client.get(`/api/food/foods/${steak!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.food.cookedYield).toBeCloseTo(231 / 294, 5);
    expect(detail.body.food.yieldSource).toBe("usda-portion");
  });

  it("splits organ meats out of their species' groups and derives the rest from USDA's group", async () => {
    const groups = rowsOf<{ id: string; food_group: string }>(
      await server.database.db.execute(
        sql`select id, food_group from foods where id in ('13326', '05027', '13498', '10123', '01001', '04001')`,
      ),
    );
    expect(Object.fromEntries(groups.map((g) => [g.id, g.food_group]))).toMatchObject({
      "13326": "organ", // Beef, variety meats and by-products, liver, cooked, braised
      "05027": "organ", // Chicken, liver, all classes, raw
      "01001": "dairy", // Butter, salted
      "04001": "fats", // Fat, beef tallow
    });
  });
});

describe("search", () => {
  it.each([
    ["ribeye", /^Beef, rib,? eye/i],
    ["rib eye", /^Beef, rib,? eye/i],
    ["beef liver", /^Beef, variety meats and by-products, liver/i],
    ["liver beef", /^Beef, variety meats and by-products, liver/i],
    ["egg", /^Egg, whole/i],
    ["groud beef", /^Beef, (grass-fed, )?ground/i],
    ["ckicken thigh", /^Chicken, .*thigh/i],
    ["bacon", /bacon/i],
    ["tallow", /tallow/i],
  ])("%s finds the obvious food first", async (q, first) => {
    const { client } = await createVerifiedUser(server);
    const found = await search(client, q);
    expect(found[0]).toMatch(first);
  });

  it("ranks animal foods above plant foods for the same word (meat-first)", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/api/food/search?q=butter&limit=5");
    expect(res.body.foods.map((f: { group: string }) => f.group)).toContain("dairy");
    expect(res.body.foods[0].name).toMatch(/^Butter/);
  });

  it("ranks a food the user logs often higher", async () => {
    const { client } = await createVerifiedUser(server);
    const before = await client.get("/api/food/search?q=egg&limit=30");
    const eggYolk = before.body.foods.find((f: { name: string }) => f.name === "Egg, yolk, raw, fresh");
    expect(eggYolk).toBeDefined();
    const rankBefore = before.body.foods.indexOf(eggYolk);
    for (let i = 0; i < 3; i++) {
      await client.post("/api/food/entries", { foodId: eggYolk.id, amount: 20, unit: "g", eatenAt: new Date().toISOString() });
    }
    const after = await client.get("/api/food/search?q=egg&limit=30");
    expect(after.body.foods.findIndex((f: { id: string }) => f.id === eggYolk.id)).toBeLessThan(rankBefore);
  });

  it("refuses an empty or oversized query with a readable message", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.get("/api/food/search?q=")).status).toBe(400);
    const long = await client.get(`/api/food/search?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/at most 100/);
    expect((await client.get("/api/food/search?q=egg&limit=500")).status).toBe(400);
  });

  it("finds a user's custom food for them and for no one else", async () => {
    const alice = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    const created = await alice.client.post("/api/food/custom-foods", {
      name: "Grandma's pemmican",
      basis: "serving",
      servingGrams: 50,
      servingLabel: "1 bar",
      kcal: 300,
      protein: 15,
      fat: 26,
      carbs: 0,
    });
    expect(created.status).toBe(201);
    expect(created.body.food.nutrients).toEqual({ kcal: 600, protein: 30, fat: 52, carbs: 0 });
    expect((await search(alice.client, "pemmican"))[0]).toBe("Grandma's pemmican");
    expect(await search(bob.client, "grandma pemmican")).not.toContain("Grandma's pemmican");
    expect((await bob.client.get(`/api/food/foods/${created.body.food.id}`)).status).toBe(404);
    expect(
      (
        await bob.client.post("/api/food/entries", {
          foodId: created.body.food.id,
          amount: 1,
          unit: "serving",
          eatenAt: new Date().toISOString(),
        })
      ).status,
    ).toBe(404);
  });
});

describe("logging and the day", () => {
  it("bounds a day as the database does, zone names and abbreviations alike", async () => {
    const { client } = await createVerifiedUser(server);
    // PostgreSQL reads "CET" and "EST" as fixed offsets, Europe/Berlin with its summer time.
    for (const [tz, start, end] of [
      ["Europe/Berlin", "2026-06-30T22:00:00.000Z", "2026-07-01T22:00:00.000Z"],
      ["CET", "2026-06-30T23:00:00.000Z", "2026-07-01T23:00:00.000Z"],
      ["EST", "2026-07-01T05:00:00.000Z", "2026-07-02T05:00:00.000Z"],
    ]) {
      const day = await client.get(`/api/food/day?date=2026-07-01&tz=${encodeURIComponent(tz!)}`);
      expect(day.status, tz).toBe(200);
      expect({ start: day.body.start, end: day.body.end }, tz).toEqual({ start, end });
    }
  });

  it("logs 200 g of egg: 286 kcal and 25.1 g protein in the day's totals", async () => {
    const { client } = await createVerifiedUser(server);
    const logged = await client.post("/api/food/entries", { foodId: EGG, amount: 200, unit: "g", eatenAt: new Date().toISOString() });
    expect(logged.status).toBe(201);
    expect(logged.body.entry).toMatchObject({ grams: 200, weighed: "as-eaten", kcal: 286, food: { name: "Egg, whole, raw, fresh" } });
    const day = await client.get(`/api/food/day?date=${today()}&tz=${encodeURIComponent(TZ)}`);
    expect(day.status).toBe(200);
    expect(day.body.entries).toHaveLength(1);
    expect(day.body.totals.kcal).toBeCloseTo(286, 6);
    expect(day.body.totals.protein).toBeCloseTo(25.12, 6);
    expect(day.body.totals.fat).toBeCloseTo(19.02, 6);
    expect(day.body.totals.incomplete).toEqual([]);
  });

  it("sums a mixed day: portions, ounces and a custom food, and says which totals lack data", async () => {
    const { client } = await createVerifiedUser(server);
    const now = new Date().toISOString();
    const custom = await client.post("/api/food/custom-foods", {
      name: "Bone broth, homemade",
      basis: "100g",
      kcal: 20,
      protein: 4,
      fat: 0.5,
      carbs: 0,
    });
    await client.post("/api/food/entries", { foodId: EGG, amount: 3, unit: "portion:0", eatenAt: now }); // 3 large = 150 g
    await client.post("/api/food/entries", { foodId: "01001", amount: 1, unit: "oz", eatenAt: now }); // butter, 28.35 g
    await client.post("/api/food/entries", { foodId: custom.body.food.id, amount: 250, unit: "g", eatenAt: now });
    const day = await client.get(`/api/food/day?date=${today()}&tz=${encodeURIComponent(TZ)}`);
    const butter = (await server.database.db.select().from(foods).where(eq(foods.id, "01001")))[0]!.nutrients;
    const ozGrams = 28.349523125;
    expect(day.body.entries.map((e: { unit: string; amount: number }) => [e.amount, e.unit])).toEqual([
      [3, "1 large"],
      [1, "oz"],
      [250, "g"],
    ]);
    expect(day.body.totals.kcal).toBeCloseTo(143 * 1.5 + (butter.kcal! * ozGrams) / 100 + 20 * 2.5, 6);
    expect(day.body.totals.protein).toBeCloseTo(12.56 * 1.5 + (butter.protein! * ozGrams) / 100 + 4 * 2.5, 6);
    expect(day.body.totals.fat).toBeCloseTo(9.51 * 1.5 + (butter.fat! * ozGrams) / 100 + 0.5 * 2.5, 6);
  });

  it("converts a raw weight with the cooked yield: 300 g of raw ribeye logged as the grilled steak it becomes", async () => {
    const { client } = await createVerifiedUser(server);
    const raw = await client.get("/api/food/foods/23177"); // Beef, rib eye steak, boneless, lip off, lean only, choice, raw
    const grilled = raw.body.food.cookedForms[0];
    expect(grilled.name).toMatch(/grilled/);
    const logged = await client.post("/api/food/entries", {
      foodId: grilled.id,
      amount: 300,
      unit: "g",
      weighed: "raw",
      eatenAt: new Date().toISOString(),
    });
    expect(logged.status).toBe(201);
    expect(logged.body.entry).toMatchObject({ weighedGrams: 300, weighed: "raw", cookedYield: grilled.cookedYield });
    expect(logged.body.entry.grams).toBeCloseTo(300 * grilled.cookedYield, 6);
    const cooked = (await server.database.db.select().from(foods).where(eq(foods.id, grilled.id)))[0]!.nutrients;
    expect(logged.body.entry.protein).toBeCloseTo((cooked.protein! * 300 * grilled.cookedYield) / 100, 6);
    // A food without a yield can't be logged by raw weight.
    const egg = await client.post("/api/food/entries", {
      foodId: EGG,
      amount: 100,
      unit: "g",
      weighed: "raw",
      eatenAt: new Date().toISOString(),
    });
    expect(egg.status).toBe(400);
  });

  it("validates amounts, units and times with readable messages", async () => {
    const { client } = await createVerifiedUser(server);
    const now = new Date().toISOString();
    const tooMuch = await client.post("/api/food/entries", { foodId: EGG, amount: 5001, unit: "g", eatenAt: now });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toMatch(/at most 5,000 g/);
    expect((await client.post("/api/food/entries", { foodId: EGG, amount: 0, unit: "g", eatenAt: now })).status).toBe(400);
    expect((await client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "cup", eatenAt: now })).status).toBe(400);
    // A meal is eaten: its time is now at the latest, a few minutes of clock skew aside.
    const at = (ms: number) => ({ foodId: EGG, amount: 100, unit: "g", eatenAt: new Date(Date.now() + ms).toISOString() });
    for (const ahead of [LOG_CLOCK_SKEW_MS + 60_000, 3_600_000, 26 * 3_600_000]) {
      const future = await client.post("/api/food/entries", at(ahead));
      expect(future.status).toBe(400);
      expect(future.body.error).toEqual({ code: "VALIDATION_FAILED", message: `eatenAt: ${FUTURE_MEAL_MESSAGE}` });
    }
    expect((await client.post("/api/food/entries", at(LOG_CLOCK_SKEW_MS - 60_000))).status).toBe(201);
    const logged = (await client.post("/api/food/entries", at(-60_000))).body.entry as { id: string };
    const moved = await client.patch(`/api/food/entries/${logged.id}`, { eatenAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe(`eatenAt: ${FUTURE_MEAL_MESSAGE}`);
    expect((await client.post("/api/food/entries", { foodId: "99999", amount: 100, unit: "g", eatenAt: now })).status).toBe(404);
    expect((await client.get(`/api/food/day?date=2026-02-30&tz=UTC`)).status).toBe(400);
    expect((await client.get(`/api/food/day?date=${today()}&tz=Mars/Olympus`)).status).toBe(400);
  });

  it("edits and deletes an entry; another user can neither see nor touch it", async () => {
    const alice = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    const entry = (await alice.client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "g", eatenAt: new Date().toISOString() }))
      .body.entry;
    const day = `/api/food/day?date=${today()}&tz=${encodeURIComponent(TZ)}`;
    expect((await bob.client.get(day)).body.entries).toEqual([]);
    expect((await bob.client.patch(`/api/food/entries/${entry.id}`, { amount: 1, unit: "g" })).status).toBe(404);
    expect((await bob.client.delete(`/api/food/entries/${entry.id}`)).status).toBe(404);

    const edited = await alice.client.patch(`/api/food/entries/${entry.id}`, { amount: 2, unit: "portion:0", note: "soft-boiled" });
    expect(edited.status).toBe(200);
    expect(edited.body.entry).toMatchObject({ amount: 2, unit: "1 large", grams: 100, note: "soft-boiled" });
    expect((await alice.client.delete(`/api/food/entries/${entry.id}`)).status).toBe(204);
    expect((await alice.client.get(day)).body.entries).toEqual([]);
    expect((await alice.client.delete(`/api/food/entries/${entry.id}`)).status).toBe(404);
    expect((await alice.client.delete(`/api/food/entries/not-a-uuid`)).status).toBe(404);
  });

  it("keeps the unit an entry was logged in beside its label: an edit and a copy read it, not the label", async () => {
    const { client } = await createVerifiedUser(server);
    const eatenAt = "2026-03-28T08:30:00+01:00";
    const logged = await client.post("/api/food/entries", { foodId: EGG, amount: 3, unit: "portion:1", eatenAt });
    expect(logged.body.entry).toMatchObject({ amount: 3, unit: "1 extra large", unitKey: "portion:1", grams: 168 });
    // Weighed again without naming the unit: still 3 of the second portion.
    const edited = await client.patch(`/api/food/entries/${logged.body.entry.id}`, { weighed: "as-eaten", note: "fried" });
    expect(edited.body.entry).toMatchObject({ amount: 3, unit: "1 extra large", unitKey: "portion:1", grams: 168, note: "fried" });
    await client.post("/api/food/copy-day", { from: "2026-03-28", to: "2026-03-29", tz: TZ });
    const day = await client.get(`/api/food/day?date=2026-03-29&tz=${encodeURIComponent(TZ)}`);
    expect(day.body.entries.map((e: { unit: string; unitKey: string }) => [e.unit, e.unitKey])).toEqual([["1 extra large", "portion:1"]]);
  });

  it("copies yesterday's meals to today at the same times", async () => {
    const { client } = await createVerifiedUser(server);
    await client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "g", eatenAt: "2026-03-28T08:30:00+01:00" });
    await client.post("/api/food/entries", { foodId: "01001", amount: 10, unit: "g", eatenAt: "2026-03-28T19:00:00+01:00" });
    // Berlin moves its clocks on 29 March: the copies keep their local times.
    const copied = await client.post("/api/food/copy-day", { from: "2026-03-28", to: "2026-03-29", tz: TZ });
    expect(copied.body).toEqual({ copied: 2 });
    const day = await client.get(`/api/food/day?date=2026-03-29&tz=${encodeURIComponent(TZ)}`);
    expect(day.body.entries.map((e: { eatenAt: string }) => e.eatenAt)).toEqual(["2026-03-29T06:30:00.000Z", "2026-03-29T17:00:00.000Z"]);
    expect(day.body.eatingWindow).toEqual({ start: "2026-03-29T06:30:00.000Z", end: "2026-03-29T17:00:00.000Z" });
  });

  it("copies into today at the latest, leaving out what would land after now, and refuses a day ahead (409)", async () => {
    const { client } = await createVerifiedUser(server);
    const now = Date.now();
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // Yesterday: one meal an hour before this time of day, one an hour after it (skipped when that crosses midnight).
    const earlier = now - 86_400_000 - 3_600_000;
    const later = now - 86_400_000 + 3_600_000;
    await client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "g", eatenAt: new Date(earlier).toISOString() });
    await client.post("/api/food/entries", { foodId: EGG, amount: 50, unit: "g", eatenAt: new Date(later).toISOString() });
    const yesterday = dayOf(now - 86_400_000);
    const expected = [earlier, later].filter((ms) => dayOf(ms) === yesterday);
    const copied = await client.post("/api/food/copy-day", { from: yesterday, to: dayOf(now), tz: "UTC" });
    expect(copied.status).toBe(201);
    // The later meal would be an hour ahead: not eaten yet, so not copied.
    expect(copied.body).toEqual({ copied: expected.filter((ms) => ms === earlier).length });
    const day = await client.get(`/api/food/day?date=${dayOf(now)}&tz=UTC`);
    expect(day.body.entries.every((e: { eatenAt: string }) => Date.parse(e.eatenAt) <= Date.now())).toBe(true);
    // Tomorrow, or any later day, holds nothing yet: the copy is refused whole.
    for (const to of [dayOf(now + 86_400_000), dayOf(now + 2 * 86_400_000)]) {
      const refused = await client.post("/api/food/copy-day", { from: yesterday, to, tz: "UTC" });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: "CONFLICT", message: COPY_INTO_FUTURE_MESSAGE });
    }
    expect((await client.get(`/api/food/day?date=${dayOf(now + 86_400_000)}&tz=UTC`)).body.entries).toEqual([]);
  });

  it("ends a fast at the start time it reported (milliseconds), though the database keeps microseconds", async () => {
    const { client } = await createVerifiedUser(server);
    const started = await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(started.status).toBe(201);
    const ended = await client.post("/api/fasting/end", { endTime: started.body.session.startTime });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.session.durationHours).toBe(0);
    expect(Date.parse(ended.body.session.endTime)).toBe(Date.parse(started.body.session.startTime));
  });

  it("shows the fasts that overlap the day, and ends a running fast at the meal's time", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const start = new Date(Date.now() - 18 * 3_600_000);
    await server.database.db.insert(fastingSessions).values({ userId, fastingType: "16:8", targetHours: 16, startTime: start });
    const meal = new Date(Date.now() - 30 * 60_000);
    const ended = await client.post("/api/fasting/end", { endTime: meal.toISOString() });
    expect(ended.status).toBe(200);
    expect(ended.body.session.endTime).toBe(meal.toISOString());
    expect(ended.body.session.durationHours).toBe(17.5);
    const before = await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(before.status).toBe(201);
    const tooEarly = await client.post("/api/fasting/end", { endTime: new Date(Date.now() - 3_600_000).toISOString() });
    expect(tooEarly.status).toBe(400);
    const day = await client.get(`/api/food/day?date=${today()}&tz=UTC`);
    expect(day.body.fasts.length).toBeGreaterThanOrEqual(1);
    expect(day.body.fasts.at(-1).end).toBeNull();
  });
});

describe("favourites, recent foods and the user's data", () => {
  it("shows recent and favourite foods before typing, and exports and deletes them with the account", async () => {
    const { client, password } = await createVerifiedUser(server);
    await client.post("/api/food/entries", { foodId: EGG, amount: 100, unit: "g", eatenAt: new Date().toISOString() });
    expect((await client.post("/api/food/favorites", { foodId: "13326" })).status).toBe(204);
    expect((await client.post("/api/food/favorites", { foodId: "13326" })).status).toBe(204);
    const suggestions = await client.get("/api/food/suggestions");
    expect(suggestions.body.recent.map((f: { id: string }) => f.id)).toEqual([EGG]);
    expect(suggestions.body.favorites).toMatchObject([{ id: "13326", favorite: true }]);
    expect((await client.delete("/api/food/favorites/13326")).status).toBe(204);
    expect((await client.get("/api/food/suggestions")).body.favorites).toEqual([]);

    const exported = await downloadExport(client);
    expect(exported.body.food.entries).toMatchObject([
      { foodId: EGG, foodName: "Egg, whole, raw, fresh", displayName: "Egg", grams: 100, unit: "g", unitKey: "g" },
    ]);

    const deleted = await client.post("/api/auth/delete-user", { password });
    expect(deleted.status).toBe(200);
    const [left] = rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from food_log_entries`));
    expect(Number(left!.n)).toBe(0);
  });
});
