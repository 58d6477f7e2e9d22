import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DEFAULT_ELECTROLYTE_MIX, DEFAULT_WATER_TARGET_ML, DRINKS_DAY_MAX, FUTURE_DRINK_MESSAGE } from "@app/shared/drinks";
import { LOG_CLOCK_SKEW_MS, SODIUM_MG_PER_G_SALT } from "@app/shared/food";
import { rowsOf } from "../../db/client";
import { createPremiumUser, createVerifiedUser, downloadExport, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const TZ = "Europe/Berlin";

describe("drinks", () => {
  it("logs drinks into the food log's local day, totals water apart from coffee and tea, and removes one", async () => {
    const { client } = await createVerifiedUser(server);
    // 23:30 in Berlin on 1 March is 22:30 UTC: Berlin's 1 March, not its 2 March (the food log's day).
    const late = await client.post("/api/food/drinks", { kind: "water", ml: 250, drunkAt: "2026-03-01T22:30:00Z" });
    expect(late.status).toBe(201);
    expect(late.body.drink).toMatchObject({ kind: "water", ml: 250, drunkAt: "2026-03-01T22:30:00.000Z", sodiumMg: 0 });
    await client.post("/api/food/drinks", { kind: "coffee", ml: 350, drunkAt: "2026-03-01T07:00:00Z" });
    await client.post("/api/food/drinks", { kind: "tea", ml: 300, drunkAt: "2026-03-01T12:00:00Z" });
    await client.post("/api/food/drinks", { kind: "water", ml: 500, drunkAt: "2026-03-01T23:30:00Z" });

    const day = await client.get(`/api/food/drinks?date=2026-03-01&tz=${TZ}`);
    expect(day.status).toBe(200);
    expect(day.body.drinks.map((d: { kind: string }) => d.kind)).toEqual(["coffee", "tea", "water"]);
    expect(day.body.totals).toEqual({
      // Coffee and tea are not water: their own totals.
      waterMl: 250,
      byKind: { water: 250, coffee: 350, tea: 300, electrolyte: 0 },
      sodiumMg: 0,
      potassiumMg: 0,
      magnesiumMg: 0,
    });
    expect(day.body.settings).toEqual({
      waterTargetMl: DEFAULT_WATER_TARGET_ML,
      defaultTarget: true,
      electrolyteMix: DEFAULT_ELECTROLYTE_MIX,
    });
    // The same instant is 2 March in Berlin.
    expect((await client.get(`/api/food/drinks?date=2026-03-02&tz=${TZ}`)).body.totals.waterMl).toBe(500);

    expect((await client.delete(`/api/food/drinks/${late.body.drink.id}`)).status).toBe(204);
    expect((await client.get(`/api/food/drinks?date=2026-03-01&tz=${TZ}`)).body.totals.waterMl).toBe(0);
    // Removing it again: it is gone.
    const again = await client.delete(`/api/food/drinks/${late.body.drink.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: "NOT_FOUND", message: "This drink does not exist." });
  });

  it("counts electrolyte water's minerals from the user's mix at the time, into the Premium electrolytes and trends", async () => {
    const { client } = await createPremiumUser(server);
    const now = Date.now();
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date(now));
    // The default mix: 1 g salt per 500 ml, so a 250 ml glass holds half a gram's sodium.
    const first = await client.post("/api/food/drinks", { kind: "electrolyte", ml: 250, drunkAt: new Date(now - 60_000).toISOString() });
    expect(first.body.drink.sodiumMg).toBeCloseTo(SODIUM_MG_PER_G_SALT / 2, 6);

    const settings = await client.patch("/api/food/drink-settings", {
      waterTargetMl: 2500,
      electrolyteMix: { servingMl: 1000, saltG: 2, potassiumMg: 1000, magnesiumMg: 200 },
    });
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({
      waterTargetMl: 2500,
      defaultTarget: false,
      electrolyteMix: { servingMl: 1000, saltG: 2, potassiumMg: 1000, magnesiumMg: 200 },
    });
    const second = await client.post("/api/food/drinks", { kind: "electrolyte", ml: 500, drunkAt: new Date(now - 30_000).toISOString() });
    expect(second.body.drink).toMatchObject({ sodiumMg: SODIUM_MG_PER_G_SALT, potassiumMg: 500, magnesiumMg: 100 });
    // The first drink keeps what its mix held then.
    const day = await client.get(`/api/food/drinks?date=${date}&tz=${TZ}`);
    expect(day.body.drinks[0].sodiumMg).toBeCloseTo(SODIUM_MG_PER_G_SALT / 2, 6);
    expect(day.body.totals.sodiumMg).toBeCloseTo(SODIUM_MG_PER_G_SALT * 1.5, 6);

    // Nothing eaten: the electrolytes are the drinks', and sodium is low against its 3,000 mg.
    const insights = await client.get(`/api/food/insights?date=${date}&tz=${TZ}`);
    expect(insights.status).toBe(200);
    const electrolyte = (key: string) => insights.body.electrolytes.find((e: { key: string }) => e.key === key);
    expect(electrolyte("sodium")).toMatchObject({ fromDrinks: SODIUM_MG_PER_G_SALT * 1.5, noData: false, low: true });
    expect(electrolyte("sodium").amount).toBeCloseTo(SODIUM_MG_PER_G_SALT * 1.5, 6);
    expect(electrolyte("potassium")).toMatchObject({ amount: 500, fromDrinks: 500 });
    expect(electrolyte("magnesium")).toMatchObject({ amount: 100, fromDrinks: 100 });

    // An egg adds its 142 mg of sodium per 100 g to the drinks'.
    await client.post("/api/food/entries", { foodId: "01123", amount: 100, unit: "g", eatenAt: new Date(now - 10_000).toISOString() });
    const withEgg = await client.get(`/api/food/insights?date=${date}&tz=${TZ}`);
    const sodium = withEgg.body.electrolytes.find((e: { key: string }) => e.key === "sodium");
    expect(sodium.amount).toBeCloseTo(142 + SODIUM_MG_PER_G_SALT * 1.5, 6);

    const trends = await client.get(`/api/food/trends?date=${date}&tz=${TZ}&days=7`);
    expect(trends.body.days.at(-1).sodium).toBeCloseTo(142 + SODIUM_MG_PER_G_SALT * 1.5, 6);
    expect(trends.body.days.at(-1).magnesium).toBeCloseTo(100 + 12, 0);

    // null: back to the defaults.
    const reset = await client.patch("/api/food/drink-settings", { waterTargetMl: null, electrolyteMix: null });
    expect(reset.body).toEqual({ waterTargetMl: DEFAULT_WATER_TARGET_ML, defaultTarget: true, electrolyteMix: DEFAULT_ELECTROLYTE_MIX });
  });

  it("refuses a drink in the future, bad input with 4xx JSON, and another user's drink as missing", async () => {
    const ann = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    const ahead = await ann.client.post("/api/food/drinks", {
      kind: "water",
      ml: 250,
      drunkAt: new Date(Date.now() + LOG_CLOCK_SKEW_MS + 60_000).toISOString(),
    });
    expect(ahead.status).toBe(400);
    expect(ahead.body.error).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringContaining(FUTURE_DRINK_MESSAGE) });
    // A device clock a minute ahead is fine.
    expect(
      (await ann.client.post("/api/food/drinks", { kind: "water", ml: 250, drunkAt: new Date(Date.now() + 60_000).toISOString() })).status,
    ).toBe(201);

    for (const body of [
      { kind: "beer", ml: 250, drunkAt: "2026-01-01T08:00:00Z" },
      { kind: "water", ml: 0, drunkAt: "2026-01-01T08:00:00Z" },
      { kind: "water", ml: 2001, drunkAt: "2026-01-01T08:00:00Z" },
      { kind: "water", ml: 250 },
      { kind: "water", ml: 250, drunkAt: "2026-01-01T08:00:00Z", kcal: 1 },
    ]) {
      const res = await ann.client.post("/api/food/drinks", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    for (const patch of [{ waterTargetMl: 100 }, { electrolyteMix: { servingMl: 500, saltG: 50, potassiumMg: 0, magnesiumMg: 0 } }]) {
      expect((await ann.client.patch("/api/food/drink-settings", patch)).status).toBe(400);
    }
    expect((await ann.client.get("/api/food/drinks?date=2026-13-01&tz=UTC")).status).toBe(400);
    expect((await ann.client.delete("/api/food/drinks/not-a-uuid")).status).toBe(404);

    const annDrink = await ann.client.post("/api/food/drinks", { kind: "tea", ml: 300, drunkAt: "2026-01-01T08:00:00Z" });
    const stolen = await bob.client.delete(`/api/food/drinks/${annDrink.body.drink.id}`);
    expect(stolen.status).toBe(404);
    expect((await bob.client.get("/api/food/drinks?date=2026-01-01&tz=UTC")).body.drinks).toEqual([]);
    expect((await ann.client.get("/api/food/drinks?date=2026-01-01&tz=UTC")).body.drinks).toHaveLength(1);
  });

  it("keeps any day to DRINKS_DAY_MAX drinks, even when they arrive at once", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await server.database.db.execute(sql`
      insert into drinks (user_id, kind, ml, drunk_at)
      select ${userId}, 'water', 100, timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'
      from generate_series(1, ${DRINKS_DAY_MAX - 3}) as n`);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client.post("/api/food/drinks", { kind: "water", ml: 100, drunkAt: "2026-01-01T12:00:00Z" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toContain(`${DRINKS_DAY_MAX} drinks`);
    expect((await client.get("/api/food/drinks?date=2026-01-01&tz=UTC")).body.drinks).toHaveLength(DRINKS_DAY_MAX);
    // Days later there is room again.
    expect((await client.post("/api/food/drinks", { kind: "water", ml: 100, drunkAt: "2026-01-03T12:00:00Z" })).status).toBe(201);
  });

  it("is in the user's export and goes with the account", async () => {
    const { client, password } = await createVerifiedUser(server);
    await client.patch("/api/food/drink-settings", { waterTargetMl: 3000 });
    await client.post("/api/food/drinks", { kind: "electrolyte", ml: 500, drunkAt: "2026-01-01T08:00:00Z" });
    const exported = await downloadExport(client, "?tz=UTC");
    expect(exported.body.food.drinks).toMatchObject([{ kind: "electrolyte", ml: 500, sodiumMg: SODIUM_MG_PER_G_SALT }]);
    expect(exported.body.food.drinkSettings).toEqual({ waterTargetMl: 3000, electrolyteMix: null });
    const csv = new TextDecoder().decode(exported.files["drinks.csv"]);
    expect(csv).toContain("Electrolyte water");
    expect(csv).toContain("2026-01-01");

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);
    const [left] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select (select count(*) from drinks) + (select count(*) from drink_settings) as n`),
    );
    expect(Number(left!.n)).toBe(0);
  });
});
