import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { strFromU8 } from "fflate";
import { createVerifiedUser, downloadExport, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

interface Found {
  id: string;
  name: string;
  displayName: string | null;
  protein?: number;
  kcal?: number;
}

async function search(client: TestClient, q: string): Promise<Found[]> {
  const res = await client.get(`/api/food/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.status).toBe(200);
  return res.body.foods as Found[];
}
const names = (found: Found[]) => found.map((f) => `${f.displayName ?? ""} | ${f.name}`);

describe("search noise", () => {
  it("a real word is not read as a typo of another food's word", async () => {
    const { client } = await createVerifiedUser(server);
    const tallow = await search(client, "tallow");
    expect(tallow[0]).toMatchObject({ id: "04001", displayName: "Tallow" });
    expect(names(tallow).join("\n")).not.toMatch(/pepperoni|pico de gallo/i);

    const sardines = await search(client, "sardines");
    expect(sardines[0]).toMatchObject({ id: "15088" });
    expect(names(sardines).join("\n")).not.toMatch(/saltine/i);

    const heart = await search(client, "beef heart");
    expect(heart.slice(0, 2).map((f) => f.id)).toEqual(["13321", "13322"]);
    expect(names(heart).join("\n")).not.toMatch(/\bcod\b|pollock|shrimp/i);

    const salt = await search(client, "salt");
    expect(salt[0]).toMatchObject({ id: "99001" });
    expect(names(salt).join("\n")).not.toMatch(/port de salut|port-salut/i);
  });

  it("typos in words the catalog does not have are still forgiven", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await search(client, "talow")).slice(0, 2).map((f) => f.id)).toContain("04001");
    expect((await search(client, "groud beef"))[0]!.name).toMatch(/^Beef, .*ground/);
  });

  it("a name half typed ranks the food it names: beef ribeye above bison", async () => {
    const { client } = await createVerifiedUser(server);
    const found = await search(client, "ribey");
    const beef = found.findIndex((f) => f.id === "23202");
    const bison = found.findIndex((f) => f.id === "17268");
    expect(beef).toBe(0);
    expect(bison).toBeGreaterThan(beef);
  });

  it('"cheddar" names the cheese', async () => {
    const { client } = await createVerifiedUser(server);
    expect((await search(client, "cheddar"))[0]).toMatchObject({ id: "01009", displayName: "Cheddar cheese", name: "Cheese, cheddar" });
  });

  it('"bone broth" is a bone broth with its source named and a bone broth\'s protein, not canned broth', async () => {
    const { client } = await createVerifiedUser(server);
    const [first] = await search(client, "bone broth");
    expect(first).toMatchObject({ id: "99002", displayName: "Bone broth", kcal: 17, protein: 4 });
    expect(first!.name).toMatch(/Open Food Facts 0851702007565/);
    // Canned broth is still there under its own name.
    expect((await search(client, "beef broth"))[0]).toMatchObject({ id: "06008", displayName: "Beef broth" });
    // The label declares no minerals: no data, never a made-up 0.
    const detail = await client.get("/api/food/foods/99002");
    expect(detail.status).toBe(200);
    expect(detail.body.food.nutrients).toEqual({ kcal: 17, protein: 4, fat: 0, carbs: 0.2 });
  });
});

describe("today's electrolytes on the free plan", () => {
  const TZ = "America/New_York";
  const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
  const electrolytes = (client: TestClient, date = today()) =>
    client.get(`/api/food/electrolytes?date=${date}&tz=${encodeURIComponent(TZ)}`);

  it("a free user reads the day's sodium, potassium and magnesium against the targets, and nothing of the locked insights", async () => {
    const { client } = await createVerifiedUser(server);
    await client.patch("/api/food/targets", { sodiumMg: 4000 });
    // 200 g of egg and 1 g of salt (393 mg of sodium).
    for (const [foodId, grams] of [
      ["01123", 200],
      ["99001", 1],
    ] as const) {
      const res = await client.post("/api/food/entries", { foodId, amount: grams, unit: "g", eatenAt: new Date().toISOString() });
      expect(res.status, res.text).toBe(201);
    }
    await client.post("/api/food/drinks", { kind: "electrolyte", ml: 500, drunkAt: new Date().toISOString() });

    const res = await electrolytes(client);
    expect(res.status, res.text).toBe(200);
    // Exactly these keys: no panel, warnings, protein or reference ride along.
    expect(Object.keys(res.body).sort()).toEqual(["date", "electrolytes", "entries"]);
    expect(res.body.entries).toBe(2);
    const byKey = Object.fromEntries(
      (res.body.electrolytes as { key: string; amount: number; target: number; fromDrinks: number }[]).map((e) => [e.key, e]),
    );
    expect(Object.keys(byKey)).toEqual(["sodium", "potassium", "magnesium"]);
    expect(byKey.sodium).toMatchObject({ target: 4000 });
    expect(byKey.sodium!.amount - byKey.sodium!.fromDrinks).toBeCloseTo(677, 0);
    expect(byKey.sodium!.fromDrinks).toBeGreaterThan(0);
    expect(byKey.potassium).toMatchObject({ target: 3400 });
    expect(byKey.magnesium).toMatchObject({ target: 400 });

    // The rest stays Premium, on the server.
    for (const path of [`/api/food/insights?date=${today()}&tz=UTC`, `/api/food/trends?date=${today()}&tz=UTC&days=7`]) {
      const locked = await client.get(path);
      expect(locked.status, path).toBe(403);
      expect(locked.body.error.code).toBe("PREMIUM_REQUIRED");
    }
  });

  it("are the user's own, and a bad day is a 400", async () => {
    const alice = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    await alice.client.post("/api/food/entries", { foodId: "99001", amount: 5, unit: "g", eatenAt: new Date().toISOString() });
    const theirs = (await electrolytes(bob.client)).body;
    expect(theirs.entries).toBe(0);
    expect(theirs.electrolytes.every((e: { amount: number }) => e.amount === 0)).toBe(true);

    const bad = await bob.client.get(`/api/food/electrolytes?date=yesterday&tz=${encodeURIComponent(TZ)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeTruthy();
    expect((await server.client().get(`/api/food/electrolytes?date=${today()}&tz=UTC`)).status).toBe(401);
  });
});

describe("the export's spreadsheets", () => {
  const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const at = (day: string, time: string) => `${day}T${time}:00.000Z`;
  const sheet = (files: Record<string, Uint8Array>, name: string) =>
    parse(strFromU8(files[name]!), { bom: true, relax_column_count: false }) as string[][];

  it("name foods as the log showed them, with USDA's description, the electrolytes, a day's totals and the journal", async () => {
    const { client } = await createVerifiedUser(server);
    const [a, b, c] = [dayAgo(4), dayAgo(3), dayAgo(2)];
    const log = async (foodId: string, grams: number, eatenAt: string, note?: string) => {
      const res = await client.post("/api/food/entries", { foodId, amount: grams, unit: "g", eatenAt, ...(note && { note }) });
      expect(res.status, res.text).toBe(201);
    };
    await log("23195", 100, at(a, "12:00"), '=HYPERLINK("http://x")');
    await log("01123", 200, at(a, "18:00"));
    await log("99001", 1, at(b, "09:00"));
    const custom = await client.post("/api/food/custom-foods", {
      name: "Grandma's pemmican",
      basis: "100g",
      kcal: 500,
      protein: 30,
      fat: 40,
      carbs: 0,
    });
    expect(custom.status, custom.text).toBe(201);
    await log(custom.body.food.id, 50, at(b, "10:00"));
    for (const [kind, ml, drunkAt] of [
      ["water", 250, at(a, "08:00")],
      ["coffee", 350, at(a, "08:30")],
      ["water", 500, at(c, "08:00")],
    ] as const)
      expect((await client.post("/api/food/drinks", { kind, ml, drunkAt })).status).toBe(201);
    expect(
      (await client.put(`/api/progress/journal/${b}`, { energy: 4, sleep: 2, tags: ["headache", "keto-flu"], note: "+1 salt helped" }))
        .status,
    ).toBe(200);

    const exported = await downloadExport(client, "?tz=UTC");
    expect(exported.status).toBe(200);

    const [header, ...rows] = sheet(exported.files, "food-log.csv");
    expect(header).toEqual([
      "Date",
      "Time",
      "Food",
      "USDA description",
      "Amount",
      "Unit",
      "Weighed",
      "Grams eaten",
      "kcal",
      "Protein (g)",
      "Fat (g)",
      "Carbs (g)",
      "Sodium (mg)",
      "Potassium (mg)",
      "Magnesium (mg)",
      "Note",
    ]);
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      [a, "Ribeye, grilled", expect.stringMatching(/^Beef, rib eye steak, boneless, lip-on, .*grilled$/)],
      [a, expect.stringMatching(/^Egg/), "Egg, whole, raw, fresh"],
      [b, "Salt", "Salt (sodium chloride)"],
      // A food of the user's own has no USDA description.
      [b, "Grandma's pemmican", ""],
    ]);
    // 200 g of egg: 284 mg sodium, 276 mg potassium, 24 mg magnesium; the salt's 1 g holds 393 mg.
    expect(rows[1]!.slice(12, 15)).toEqual(["284", "276", "24"]);
    expect(rows[2]!.slice(12, 15)).toEqual(["393", "0", "0"]);
    // The custom food has no potassium or magnesium data: empty, not 0.
    expect(rows[3]!.slice(8, 15)).toEqual(["250", "15", "20", "0", "", "", ""]);
    // A note that reads as a formula is written as text.
    expect(rows[0]![15]).toBe('\'=HYPERLINK("http://x")');

    const [totalsHeader, ...days] = sheet(exported.files, "food-daily-totals.csv");
    expect(totalsHeader).toEqual([
      "Date",
      "Entries",
      "kcal",
      "Protein (g)",
      "Fat (g)",
      "Carbs (g)",
      "Sodium (mg)",
      "Potassium (mg)",
      "Magnesium (mg)",
      "Water (ml)",
    ]);
    const sum = (col: number, day: string) =>
      Math.round(rows.filter((r) => r[0] === day).reduce((total, r) => total + Number(r[col] || 0), 0) * 10) / 10;
    expect(days.map((d) => d[0])).toEqual([a, b, c]);
    // Each day's totals are its entries' (to rounding), and its water is the water, not the coffee.
    for (const day of days.slice(0, 2)) for (const col of [2, 3, 4, 6]) expect(Number(day[col])).toBeCloseTo(sum(col + 6, day[0]!), 0);
    expect(days[0]![1]).toBe("2");
    expect(days[0]![9]).toBe("250");
    // The custom food's missing potassium leaves it out; the salt's 0 counts.
    expect(days[1]!.slice(1, 10)).toEqual(["2", "250", "15", "20", "0", "393", "0", "0", ""]);
    // A day of drinks alone.
    expect(days[2]).toEqual([c, "0", "", "", "", "", "", "", "", "500"]);

    expect(sheet(exported.files, "journal.csv")).toEqual([
      ["Date", "Energy (1-5)", "Mood (1-5)", "Sleep quality (1-5)", "Digestion (1-5)", "Symptoms", "Note"],
      [b, "4", "", "2", "", "Headache; Keto flu", "'+1 salt helped"],
    ]);
  });
});
