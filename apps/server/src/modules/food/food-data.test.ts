import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

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
