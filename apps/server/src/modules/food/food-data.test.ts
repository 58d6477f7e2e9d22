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
