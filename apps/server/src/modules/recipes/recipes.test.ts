import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FREE_RECIPES, RECIPE_CATEGORIES, recipeFileSchema } from "@app/shared/recipes";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { rowsOf } from "../../db/client";
import { RECIPES_DIR } from "../../paths";
import {
  createVerifiedUser,
  downloadExport,
  startTestServer,
  STRONG_PASSWORD,
  type TestClient,
  type TestServer,
  createPremiumUser,
} from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const premiumUser = () => createPremiumUser(server);

const list = async (client: TestClient, query = "") => {
  const res = await client.get(`/api/recipes${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.recipes as { slug: string; locked: boolean; free: boolean; category: string; tags: string[]; favorite: boolean }[];
};

const FILES = readdirSync(RECIPES_DIR).filter((f) => f.endsWith(".json"));
const files = FILES.map((f) => ({ file: f, json: JSON.parse(readFileSync(path.join(RECIPES_DIR, f), "utf8")) }));

describe("the recipe files", () => {
  it.each(files)("$file fits the shared schema", ({ json }) => {
    const parsed = recipeFileSchema.safeParse(json);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
  });

  it("are 30 or more, in every category, 5 of them free, 4 or more hiding organ meats for beginners", async () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(files.map((f) => f.json.category));
    expect([...categories].sort()).toEqual(RECIPE_CATEGORIES.map((c) => c.key).sort());
    expect(files.filter((f) => f.json.free)).toHaveLength(FREE_RECIPES);
    const hidden = files.filter((f) => f.json.tags.includes("hidden-organs"));
    expect(hidden.length).toBeGreaterThanOrEqual(4);
    // Each really has an organ meat among its ingredients, by the food catalog's group.
    for (const { json } of hidden) {
      const ids = json.ingredients.map((i: { foodId: string }) => i.foodId);
      const [row] = rowsOf<{ n: number }>(
        await server.database.db.execute(
          sql`select count(*)::int as n from foods where id = any(${sql.param(ids)}::text[]) and food_group = 'organ'`,
        ),
      );
      expect(Number(row!.n), json.slug).toBeGreaterThan(0);
    }
  });
});

describe("illustrations", () => {
  it("are one drawing a recipe, and a PNG of it for link previews", async () => {
    const dir = fileURLToPath(new URL("../../../../web/public/illustrations/recipes", import.meta.url));
    for (const { json } of files) expect(existsSync(path.join(dir, `${json.slug}.svg`)), json.slug).toBe(true);
    // The test server's web build has one drawing; a recipe without one responses 404.
    mkdirSync(path.join(server.webDist, "illustrations", "recipes"), { recursive: true });
    copyFileSync(path.join(dir, "perfect-ribeye.svg"), path.join(server.webDist, "illustrations", "recipes", "perfect-ribeye.svg"));
    const res = await fetch(`${server.client().baseUrl}/api/recipes/perfect-ribeye/preview.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([png.format, png.width, png.height]).toEqual(["png", 1200, 900]);
    expect((await fetch(`${server.client().baseUrl}/api/recipes/beef-bone-broth/preview.png`)).status).toBe(404);
    expect((await fetch(`${server.client().baseUrl}/api/recipes/no-such-recipe/preview.png`)).status).toBe(404);
  });
});

describe("nutrition", () => {
  it("is every recipe's ingredients' figures from the foods table, cooked weights through their yields, per serving", async () => {
    const { client } = await premiumUser();
    for (const { json } of files) {
      const res = await client.get(`/api/recipes/${json.slug}`);
      expect(res.status).toBe(200);
      const { nutrition, perServing } = res.body.recipe;
      // Recomputed here in SQL, from the foods table and the file: nothing typed in.
      const items = json.ingredients.map((i: { foodId: string; grams: number; weighed?: string }) => ({
        id: i.foodId,
        grams: i.grams,
        raw: i.weighed === "raw",
      }));
      const [sums] = rowsOf<Record<string, number | string | null>>(
        await server.database.db.execute(sql`
          with items as (
            select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(id text, grams float8, raw boolean)
          ),
          eaten as (
            select f.nutrients, case when items.raw then items.grams * f.cooked_yield else items.grams end as grams
            from items join foods f on f.id = items.id
          )
          select
            sum((nutrients->>'kcal')::float8 * grams / 100) as kcal,
            sum((nutrients->>'protein')::float8 * grams / 100) as protein,
            sum((nutrients->>'fat')::float8 * grams / 100) as fat,
            sum((nutrients->>'carbs')::float8 * grams / 100) as carbs,
            sum((nutrients->>'sodium')::float8 * grams / 100) as sodium,
            sum((nutrients->>'potassium')::float8 * grams / 100) as potassium,
            count(*)::int as n
          from eaten`),
      );
      expect(Number(sums!.n), `${json.slug}: every ingredient's food is in the table`).toBe(json.ingredients.length);
      const per = (key: string) => (sums![key] === null ? null : Number(sums![key]) / json.servings);
      expect(nutrition.kcal, json.slug).toBe(Math.round(per("kcal")!));
      for (const key of ["protein", "fat", "carbs"]) expect(nutrition[key], `${json.slug} ${key}`).toBeCloseTo(per(key)!, 1);
      for (const key of ["sodium", "potassium"]) {
        if (per(key) === null) expect(nutrition[key]).toBeNull();
        else expect(Math.abs(nutrition[key] - per(key)!), `${json.slug} ${key}`).toBeLessThanOrEqual(0.5);
      }
      expect(perServing.kcal).toBe(nutrition.kcal);
      // The ratio from the unrounded sums: fat per gram of protein, and each one's share of the calories.
      expect(nutrition.fatProteinRatio.byGrams, `${json.slug} ratio`).toBeCloseTo(per("fat")! / per("protein")!, 2);
      expect(nutrition.fatProteinRatio.fatEnergyPercent).toBe(Math.round(((per("fat")! * 9) / per("kcal")!) * 100));
      expect(nutrition.fatProteinRatio.proteinEnergyPercent).toBe(Math.round(((per("protein")! * 4) / per("kcal")!) * 100));
    }
  });

  it("gives the ribeye the grilled steak's figures for its raw weight", async () => {
    const { client } = await premiumUser();
    const { recipe } = (await client.get("/api/recipes/perfect-ribeye")).body;
    const steak = recipe.ingredients.find((i: { foodId: string }) => i.foodId === "23195");
    // 600 g raw at the grilled steak's yield (0.802): 481 g as eaten.
    expect(steak).toMatchObject({ grams: 600, weighed: "raw", eatenGrams: 481, name: "boneless ribeye steak" });
    expect(steak.foodName).toMatch(/^Beef, rib eye steak, boneless/);
  });
});

describe("access", () => {
  it("opens the free recipes to a free user and sends only the cards of the others", async () => {
    const { client } = await createVerifiedUser(server);
    const recipes = await list(client);
    expect(recipes.length).toBe(files.length);
    expect(
      recipes
        .filter((r) => !r.locked)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(
      files
        .filter((f) => f.json.free)
        .map((f) => f.json.slug)
        .sort(),
    );
    // Every locked recipe: its card, and not a word of its method or ingredients anywhere in the response.
    const lockedFiles = files.filter((f) => !f.json.free).map((f) => f.json);
    expect(lockedFiles.length).toBe(files.length - FREE_RECIPES);
    for (const locked of lockedFiles) {
      const res = await client.get(`/api/recipes/${locked.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.recipe).toMatchObject({ slug: locked.slug, title: locked.title, locked: true });
      for (const key of ["ingredients", "steps", "tips", "nutrition"]) expect(res.body.recipe, locked.slug).not.toHaveProperty(key);
      for (const step of locked.steps) expect(res.text).not.toContain(step.slice(0, 40));
      for (const ingredient of locked.ingredients) expect(res.text).not.toContain(`"name":"${ingredient.name}"`);
      expect(res.text).not.toContain('"foodId"');
    }
    const open = await client.get("/api/recipes/perfect-ribeye");
    expect(open.body.recipe.locked).toBe(false);
    expect(open.body.recipe.steps.length).toBeGreaterThan(0);
  });

  it("lists a free user's open recipes first, under every sort, each part in the sort's order", async () => {
    const { client } = await createVerifiedUser(server);
    for (const sort of ["", "?sort=newest", "?sort=quickest", "?sort=protein", "?category=steaks-roasts"]) {
      const recipes = await list(client, sort);
      const open = recipes.filter((r) => !r.locked).length;
      expect(open, sort).toBeGreaterThan(0);
      expect(
        recipes.map((r) => r.locked),
        sort,
      ).toEqual([...Array<boolean>(open).fill(false), ...Array<boolean>(recipes.length - open).fill(true)]);
    }
    const quickest = (await client.get("/api/recipes?sort=quickest")).body.recipes as {
      locked: boolean;
      prepMinutes: number;
      cookMinutes: number;
    }[];
    for (const locked of [false, true]) {
      const minutes = quickest.filter((r) => r.locked === locked).map((r) => r.prepMinutes + r.cookMinutes);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    }
  });

  it("opens every recipe to Premium", async () => {
    const { client } = await premiumUser();
    expect((await list(client)).every((r) => !r.locked)).toBe(true);
    const locked = files.find((f) => !f.json.free)!.json;
    expect((await client.get(`/api/recipes/${locked.slug}`)).body.recipe.steps).toEqual(locked.steps);
  });

  it("answers an unknown recipe with 404, in the API and as a page; a recipe's page has its preview", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/api/recipes/no-such-recipe");
    expect([res.status, res.body.error.code]).toEqual([404, "NOT_FOUND"]);
    expect((await server.client().get("/api/recipes/no-such-recipe/teaser")).status).toBe(404);
    expect((await fetch(`${server.client().baseUrl}/recipes/no-such-recipe`)).status).toBe(404);
    expect((await fetch(`${server.client().baseUrl}/recipes/perfect-ribeye/extra`)).status).toBe(404);
    const page = await fetch(`${server.client().baseUrl}/recipes/perfect-ribeye`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>The perfect pan-seared ribeye — CarniTrack</title>");
    expect(html).toContain(`<meta property="og:image" content="${server.client().baseUrl}/api/recipes/perfect-ribeye/preview.png" />`);
    expect((await fetch(`${server.client().baseUrl}/recipes`)).status).toBe(200);
  });

  it("shows anyone the teaser of a shared recipe, and nothing more", async () => {
    const res = await server.client().get("/api/recipes/beef-wellington-without-pastry/teaser");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.recipe).sort()).toEqual([
      "category",
      "cookMinutes",
      "description",
      "free",
      "illustrationUrl",
      "prepMinutes",
      "slug",
      "title",
    ]);
    expect(res.body.recipe.free).toBe(false);
    expect((await server.client().get("/api/recipes")).status).toBe(401);
    expect((await server.client().get("/api/recipes/perfect-ribeye")).status).toBe(401);
  });
});

describe("browsing", () => {
  it("searches words in any order, by category and tags, sorted", async () => {
    const { client } = await premiumUser();
    const liver = (await list(client, "?q=liver")).map((r) => r.slug);
    expect(liver).toEqual(expect.arrayContaining(["chicken-liver-pate", "calves-liver-and-bacon", "hidden-liver-burgers"]));
    expect(liver).not.toContain("slow-scrambled-eggs");
    expect((await list(client, "?q=rib%20eye")).map((r) => r.slug)).toEqual(expect.arrayContaining(["perfect-ribeye"]));
    expect((await list(client, "?q=pate")).map((r) => r.slug)).toContain("chicken-liver-pate");
    // A recipe's own words, not its tags: "egg" is not every Egg-free recipe.
    const egg = await list(client, "?q=egg");
    expect(egg.map((r) => r.slug)).toContain("slow-scrambled-eggs");
    expect(egg.map((r) => r.slug)).not.toContain("oxtail-stew");

    const eggs = await list(client, "?category=eggs");
    expect(eggs.length).toBeGreaterThan(0);
    expect(eggs.every((r) => r.category === "eggs")).toBe(true);
    const dairyFreeBeginner = await list(client, "?tags=dairy-free,beginner");
    expect(dairyFreeBeginner.length).toBeGreaterThan(0);
    expect(dairyFreeBeginner.length).toBeLessThan(files.length);
    expect(dairyFreeBeginner.every((r) => r.tags.includes("dairy-free") && r.tags.includes("beginner"))).toBe(true);

    const quickest = (await client.get("/api/recipes?sort=quickest")).body.recipes as { prepMinutes: number; cookMinutes: number }[];
    const minutes = quickest.map((r) => r.prepMinutes + r.cookMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const protein = (await client.get("/api/recipes?sort=protein")).body.recipes as { perServing: { protein: number } }[];
    const grams = protein.map((r) => r.perServing.protein);
    expect(grams).toEqual([...grams].sort((a, b) => b - a));
    const newest = (await client.get("/api/recipes")).body.recipes as { publishedOn: string }[];
    expect(newest.map((r) => r.publishedOn)).toEqual(
      newest
        .map((r) => r.publishedOn)
        .sort()
        .reverse(),
    );
  });

  it("derives the facts among the tags from the recipe", async () => {
    const { client } = await premiumUser();
    const recipes = await list(client);
    const ribeye = recipes.find((r) => r.slug === "perfect-ribeye")!;
    // Butter is dairy; 17 minutes in all.
    expect(ribeye.tags).toEqual(["beginner", "under-20-min", "egg-free"]);
  });

  it.each([
    ["?category=desserts", "category"],
    ["?sort=random", "sort"],
    ["?tags=vegan", "tags"],
    ["?favorites=yes", "favorites"],
    ["?page=2", "page"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get(`/api/recipes${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });
});

describe("favourites", () => {
  it("are Premium's, kept per user, filtered, exported and deleted with the account", async () => {
    const { client, password } = await premiumUser();
    expect((await client.put("/api/recipes/oxtail-stew/favorite")).body).toEqual({ favorite: true });
    expect((await client.put("/api/recipes/oxtail-stew/favorite")).status).toBe(200);
    await client.put("/api/recipes/perfect-ribeye/favorite");
    expect((await list(client, "?favorites=1")).map((r) => r.slug).sort()).toEqual(["oxtail-stew", "perfect-ribeye"]);
    expect((await client.delete("/api/recipes/perfect-ribeye/favorite")).body).toEqual({ favorite: false });
    expect((await client.get("/api/recipes/oxtail-stew")).body.recipe.favorite).toBe(true);
    expect((await client.put("/api/recipes/no-such-recipe/favorite")).status).toBe(404);

    const other = await premiumUser();
    expect(await list(other.client, "?favorites=1")).toEqual([]);
    const free = await createVerifiedUser(server);
    expect((await free.client.put("/api/recipes/perfect-ribeye/favorite")).status).toBe(403);
    expect((await free.client.get("/api/recipes?favorites=1")).body.error.code).toBe("PREMIUM_REQUIRED");

    const exported = (await downloadExport(client)).body;
    expect(exported.recipes.favorites).toMatchObject([{ slug: "oxtail-stew" }]);
    expect((await client.post("/api/auth/delete-user", { password: password ?? STRONG_PASSWORD })).status).toBe(200);
    const [left] = rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from recipe_favorites`));
    expect(Number(left!.n)).toBe(0);
  });
});

describe("the list's answer", () => {
  it("is JSON as the API's other answers are, each card in its own state (kept texts, joined)", async () => {
    const premium = await premiumUser();
    await premium.client.put("/api/recipes/oxtail-stew/favorite");
    const free = await createVerifiedUser(server);
    for (const client of [premium.client, free.client, premium.client]) {
      const res = await client.get("/api/recipes");
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.text).toBe(JSON.stringify(res.body));
    }
    const cards = await list(premium.client);
    expect(cards.filter((r) => r.favorite).map((r) => r.slug)).toEqual(["oxtail-stew"]);
    expect(cards.some((r) => r.locked)).toBe(false);
    const locked = (await list(free.client)).filter((r) => r.locked);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((r) => !r.favorite)).toBe(true);
  });
});

describe("log this meal", () => {
  it("is one meal in the log: edited (servings eaten, time) and removed as one, by its owner only, and exported with its grouping", async () => {
    const { client } = await createVerifiedUser(server);
    const eatenAt = "2026-03-04T18:30:00.000Z";
    // The page was scaled to 8 servings; 2 were eaten: the recipe's grams (for 2) times one.
    const logged = await client.post("/api/recipes/perfect-ribeye/log", { servings: 2, eatenAt });
    expect(logged.status, logged.text).toBe(201);
    const { meal } = logged.body;
    expect(logged.body.entries.map((e: { amount: number }) => e.amount)).toEqual([600, 10, 30, 6]);
    const single = await client.post("/api/food/entries", { foodId: "01123", amount: 100, unit: "g", eatenAt });

    const edited = await client.patch(`/api/food/meals/${meal.id}`, { servings: 1, eatenAt: "2026-03-04T12:00:00.000Z" });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.meal).toMatchObject({ id: meal.id, servings: 1, eatenAt: "2026-03-04T12:00:00.000Z" });
    expect(edited.body.entries.map((e: { amount: number }) => e.amount).sort((a: number, b: number) => b - a)).toEqual([300, 15, 5, 3]);
    const day = await client.get("/api/food/day?date=2026-03-04&tz=UTC");
    expect(day.body.meals).toEqual([edited.body.meal]);
    expect(day.body.entries.filter((e: { mealId: string | null }) => e.mealId === meal.id)).toHaveLength(4);
    expect(
      day.body.entries.every(
        (e: { mealId: string | null; eatenAt: string }) => e.mealId === null || e.eatenAt === "2026-03-04T12:00:00.000Z",
      ),
    ).toBe(true);
    // A time in the future is refused, and so are servings out of range.
    expect((await client.patch(`/api/food/meals/${meal.id}`, { eatenAt: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(
      400,
    );
    expect((await client.patch(`/api/food/meals/${meal.id}`, { servings: 0 })).status).toBe(400);

    // Another user can neither change nor remove it: answered as a meal that does not exist.
    const other = await createVerifiedUser(server);
    for (const res of [
      await other.client.patch(`/api/food/meals/${meal.id}`, { servings: 5 }),
      await other.client.delete(`/api/food/meals/${meal.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "NOT_FOUND", message: "This meal does not exist." });
    }
    expect((await client.get("/api/food/day?date=2026-03-04&tz=UTC")).body.meals[0].servings).toBe(1);

    const exported = await downloadExport(client);
    expect(exported.body.food.meals).toEqual([
      expect.objectContaining({ id: meal.id, title: "The perfect pan-seared ribeye", servings: 1 }),
    ]);
    expect(exported.body.food.entries.filter((e: { mealId: string | null }) => e.mealId === meal.id)).toHaveLength(4);

    // Removed as one: the meal and its four entries; the food logged alone stays.
    expect((await client.delete(`/api/food/meals/${meal.id}`)).status).toBe(204);
    const after = await client.get("/api/food/day?date=2026-03-04&tz=UTC");
    expect(after.body.meals).toEqual([]);
    expect(after.body.entries.map((e: { id: string }) => e.id)).toEqual([single.body.entry.id]);
    expect((await client.delete(`/api/food/meals/${meal.id}`)).status).toBe(404);
  });

  it("adds the chosen servings to the food log, one entry per ingredient, raw weights through the yield", async () => {
    const { client } = await createVerifiedUser(server);
    const eatenAt = "2026-03-04T18:30:00.000Z";
    const res = await client.post("/api/recipes/perfect-ribeye/log", { servings: 4, eatenAt });
    expect(res.status, res.text).toBe(201);
    // The recipe makes 2: four servings are twice every ingredient.
    expect(
      res.body.entries.map((e: { food: { id: string }; amount: number; weighed: string }) => [e.food.id, e.amount, e.weighed]),
    ).toEqual([
      ["23195", 1200, "raw"],
      ["04001", 20, "as-eaten"],
      ["01001", 60, "as-eaten"],
      ["99001", 12, "as-eaten"],
    ]);
    const steak = res.body.entries[0];
    expect(steak.grams).toBeCloseTo(1200 * 0.802, 0);
    // One meal under the recipe's title, its entries bound to it.
    expect(res.body.meal).toMatchObject({ title: "The perfect pan-seared ribeye", recipeSlug: "perfect-ribeye", servings: 4, eatenAt });
    expect(res.body.entries.every((e: { mealId: string }) => e.mealId === res.body.meal.id)).toBe(true);
    expect(steak.note).toBeNull();

    const day = await client.get("/api/food/day?date=2026-03-04&tz=UTC");
    expect(day.body.entries).toHaveLength(4);
    expect(day.body.meals).toEqual([res.body.meal]);
    const { recipe } = (await client.get("/api/recipes/perfect-ribeye")).body;
    // Four servings' worth of what one serving brings.
    expect(day.body.totals.kcal).toBeCloseTo(recipe.nutrition.kcal * 4, -1);
    expect(day.body.entries.every((e: { eatenAt: string }) => e.eatenAt === eatenAt)).toBe(true);
  });

  it("scales to one serving, logs now by default, and refuses what it cannot log", async () => {
    const { client } = await createVerifiedUser(server);
    const before = Date.now();
    const one = await client.post("/api/recipes/perfect-ribeye/log", { servings: 1 });
    expect(one.status).toBe(201);
    expect(one.body.entries[0].amount).toBe(300);
    expect(Date.parse(one.body.entries[0].eatenAt)).toBeGreaterThanOrEqual(before - 1000);

    for (const body of [
      { servings: 0 },
      { servings: 13 },
      { servings: 1.5 },
      {},
      { servings: 2, eatenAt: "2999-01-01T00:00:00Z" },
      { servings: 2, x: 1 },
    ]) {
      const res = await client.post("/api/recipes/perfect-ribeye/log", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
    const locked = files.find((f) => !f.json.free)!.json.slug;
    const refused = await client.post(`/api/recipes/${locked}/log`, { servings: 2 });
    expect([refused.status, refused.body.error.code]).toEqual([403, "PREMIUM_REQUIRED"]);
    expect((await client.post("/api/recipes/no-such-recipe/log", { servings: 2 })).status).toBe(404);
  });
});
