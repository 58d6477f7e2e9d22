import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, type TestClient, type TestServer, createPremiumUser } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const EGG = "01123";
const BEEF_LIVER = "13325";
const SALT = "99001";
const TZ = "America/New_York";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());

const premiumUser = () => createPremiumUser(server);

async function log(client: TestClient, foodId: string, grams: number, eatenAt = new Date()) {
  const res = await client.post("/api/food/entries", { foodId, amount: grams, unit: "g", eatenAt: eatenAt.toISOString() });
  expect(res.status, res.text).toBe(201);
}

const insights = (client: TestClient, date = today()) => client.get(`/api/food/insights?date=${date}&tz=${encodeURIComponent(TZ)}`);

describe("nutrition insights", () => {
  it("are Premium, enforced by the server; targets and the profile are any user's own settings", async () => {
    const { client } = await createVerifiedUser(server);
    for (const path of [`/api/food/insights?date=${today()}&tz=UTC`, `/api/food/trends?date=${today()}&tz=UTC&days=7`]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe("PREMIUM_REQUIRED");
    }
    const targets = await client.patch("/api/food/targets", { sex: "female", ageBand: "51-70" });
    expect(targets.status).toBe(200);
    expect(targets.body.profile).toEqual({ sex: "female", ageBand: "51-70" });
  });

  it("sum the electrolytes against the targets, with 1 g of salt adding 393 mg of sodium", async () => {
    const { client } = await premiumUser();
    await log(client, EGG, 200);
    const before = await insights(client);
    expect(before.status, before.text).toBe(200);
    const sodium = () => before.body.electrolytes.find((e: { key: string }) => e.key === "sodium");
    expect(sodium()).toEqual({ key: "sodium", amount: 284, fromDrinks: 0, target: 3000, low: true, incomplete: false, noData: false });

    await log(client, SALT, 1);
    const after = (await insights(client)).body;
    expect(after.entries).toBe(2);
    expect(after.electrolytes).toEqual([
      { key: "sodium", amount: 677, fromDrinks: 0, target: 3000, low: true, incomplete: false, noData: false },
      { key: "potassium", amount: 276, fromDrinks: 0, target: 3400, low: true, incomplete: false, noData: false },
      { key: "magnesium", amount: 24, fromDrinks: 0, target: 400, low: true, incomplete: false, noData: false },
    ]);
    expect(after.protein).toEqual({ amount: expect.closeTo(25.12, 6), target: 120, incomplete: false });
    expect(after.ratio.byGrams).toBeCloseTo(19.02 / 25.12, 6);
    expect(after.ratio.goal).toBe(1);
  });

  it("warn when liver reaches the vitamin A and copper upper limits, naming the food as the log does", async () => {
    const { client } = await premiumUser();
    await log(client, BEEF_LIVER, 70);
    let body = (await insights(client)).body;
    // 70 g: 3,463.6 µg of retinol, preformed vitamin A (limit 3,000), 6.8 mg copper (limit 10).
    expect(body.warnings).toEqual([
      {
        key: "vitaminA",
        amount: expect.closeTo(3463.6, 6),
        upperLimit: 3000,
        top: [{ name: "Beef liver, raw", amount: expect.closeTo(3463.6, 6) }],
      },
    ]);
    await log(client, BEEF_LIVER, 40);
    body = (await insights(client)).body;
    expect(body.warnings.map((w: { key: string }) => w.key)).toEqual(["vitaminA", "copper"]);
    // Two entries of one food are one line among the top foods.
    expect(body.warnings[1].top).toEqual([{ name: "Beef liver, raw", amount: expect.closeTo(10.73, 2) }]);
  });

  it("measure vitamin A's limit as preformed vitamin A: carrots' beta-carotene warns of nothing", async () => {
    const { client } = await premiumUser();
    await log(client, "11124", 400); // Carrots, raw: 3,340 µg RAE, no retinol
    const body = (await insights(client)).body;
    expect(body.warnings).toEqual([]);
    expect(body.panel.find((p: { key: string }) => p.key === "vitaminA")).toMatchObject({ amount: 3340, noData: false });
  });

  it('say "no data", never low, when none of the day\'s foods has a value', async () => {
    const { client } = await premiumUser();
    const created = await client.post("/api/food/custom-foods", {
      name: "Pemmican bar",
      basis: "100g",
      kcal: 500,
      protein: 20,
      fat: 45,
      carbs: 0,
    });
    expect(created.status, created.text).toBe(201);
    await log(client, created.body.food.id, 100);
    const body = (await insights(client)).body;
    expect(body.electrolytes).toEqual([
      { key: "sodium", amount: 0, fromDrinks: 0, target: 3000, low: false, incomplete: true, noData: true },
      { key: "potassium", amount: 0, fromDrinks: 0, target: 3400, low: false, incomplete: true, noData: true },
      { key: "magnesium", amount: 0, fromDrinks: 0, target: 400, low: false, incomplete: true, noData: true },
    ]);
    expect(body.panel.every((p: { noData: boolean }) => p.noData)).toBe(true);
    const trend = (await client.get(`/api/food/trends?date=${today()}&tz=${encodeURIComponent(TZ)}&days=7`)).body;
    expect(trend.days.at(-1)).toMatchObject({ entries: 1, kcal: 500, noData: ["sodium", "potassium", "magnesium"] });
  });

  it("measure the nutrient panel against the DRIs for the profile given in settings, adult defaults otherwise", async () => {
    const { client } = await premiumUser();
    await log(client, EGG, 100);
    await log(client, BEEF_LIVER, 20);
    const panel = async () => {
      const body = (await insights(client)).body;
      return { reference: body.reference, byKey: Object.fromEntries(body.panel.map((p: { key: string }) => [p.key, p])) };
    };
    let { reference, byKey } = await panel();
    expect(reference).toEqual({ sex: "male", ageBand: "31-50", fromSettings: false });
    // Vitamin A: 160 (egg) + 993.6 (liver) = 1,153.6 µg RAE of the male RDA 900.
    expect(byKey.vitaminA).toMatchObject({ reference: 900, kind: "RDA", percent: 128, incomplete: false });
    expect(byKey.vitaminA.top.map((t: { name: string }) => t.name)).toEqual(["Beef liver, raw", "Egg"]);
    expect(byKey.iron.reference).toBe(8);
    expect(byKey.choline).toMatchObject({ reference: 550, kind: "AI" });

    expect((await client.patch("/api/food/targets", { sex: "female", ageBand: "19-30" })).status).toBe(200);
    ({ reference, byKey } = await panel());
    expect(reference).toEqual({ sex: "female", ageBand: "19-30", fromSettings: true });
    expect(byKey.vitaminA).toMatchObject({ reference: 700, percent: 165 });
    expect(byKey.iron.reference).toBe(18);
    expect(byKey.choline.reference).toBe(425);
  });

  it("use the user's own targets, put back to the defaults with null, and reject targets out of range", async () => {
    const { client } = await premiumUser();
    const changed = await client.patch("/api/food/targets", { sodiumMg: 5000, proteinMode: "perKg", proteinPerKg: 1.8, goalWeightKg: 80 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.customized.sort()).toEqual(["goalWeightKg", "proteinMode", "proteinPerKg", "sodiumMg"]);
    let body = (await insights(client)).body;
    expect(body.electrolytes[0].target).toBe(5000);
    expect(body.protein.target).toBeCloseTo(144, 6);
    expect(body.electrolytes[0].low).toBe(false); // nothing logged yet: nothing is "low"

    // A second change keeps the first (only the fields given change).
    await client.patch("/api/food/targets", { fatProteinRatio: 1.5 });
    expect((await client.get("/api/food/targets")).body.targets).toMatchObject({ sodiumMg: 5000, fatProteinRatio: 1.5, goalWeightKg: 80 });

    await client.patch("/api/food/targets", { sodiumMg: null, goalWeightKg: null });
    body = (await insights(client)).body;
    expect(body.electrolytes[0].target).toBe(3000);
    expect(body.protein.target).toBe(120); // per kg without a goal weight: the default grams

    for (const bad of [{ sodiumMg: 1 }, { proteinMode: "lots" }, { sex: "other-value" }, { unknownField: 1 }, { goalWeightKg: "80" }]) {
      const res = await client.patch("/api/food/targets", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await client.patch("/api/food/targets", { sodiumMg: 1 })).body.error.message).toBe(
      "sodiumMg: Sodium target must be between 500 and 10,000.",
    );
  });

  it("show only the signed-in user's food", async () => {
    const ann = await premiumUser();
    const bob = await premiumUser();
    await log(ann.client, EGG, 200);
    expect((await insights(bob.client)).body.entries).toBe(0);
    const trend = (await bob.client.get(`/api/food/trends?date=${today()}&tz=${encodeURIComponent(TZ)}&days=7`)).body;
    expect(trend.days.every((d: { entries: number }) => d.entries === 0)).toBe(true);
  });
});

describe("nutrition trends", () => {
  it("give one row per local day for 7 or 30 days, empty days included", async () => {
    const { client } = await premiumUser();
    const now = new Date();
    await log(client, EGG, 200, now);
    await log(client, EGG, 100, new Date(now.getTime() - 86400_000));
    const res = await client.get(`/api/food/trends?date=${today()}&tz=${encodeURIComponent(TZ)}&days=7`);
    expect(res.status, res.text).toBe(200);
    const days = res.body.days as { date: string; entries: number; kcal: number; protein: number; sodium: number }[];
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ date: today(), entries: 1, kcal: 286, sodium: 284, noData: [] });
    expect(days.at(-1)!.protein).toBeCloseTo(25.12, 6);
    expect(days.at(-2)).toMatchObject({ entries: 1, kcal: 143 });
    expect(days.slice(0, 5).every((d) => d.entries === 0 && d.kcal === 0)).toBe(true);
    expect(res.body.targets.sodiumMg).toBe(3000);

    const month = await client.get(`/api/food/trends?date=${today()}&tz=${encodeURIComponent(TZ)}&days=30`);
    expect(month.body.days).toHaveLength(30);
    for (const days of ["14", "0", "x"]) {
      const bad = await client.get(`/api/food/trends?date=${today()}&tz=UTC&days=${days}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe("days must be 7 or 30.");
    }
  });
});
