import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscribeInTestMode } from "../../src/modules/billing";
import { createVerifiedUser, startTestServer, type TestServer } from "../harness";
import { concretePath, ENDPOINTS, sampleQuery } from "./endpoints";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REVENUECAT_WEBHOOK_AUTH: "Bearer rc-secret-0123456789abcdef" });
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

it("lists every endpoint the app serves, and nothing it does not", () => {
  expect(server.apiEndpoints).toEqual(Object.keys(ENDPOINTS).sort());
});

const guarded = Object.entries(ENDPOINTS).filter(([, spec]) => spec.access === "user" || spec.access === "premium");

describe.each(guarded)("%s", (endpoint, spec) => {
  const [method, path] = endpoint.split(" ") as [string, string];

  it("refuses an anonymous caller with 401", async () => {
    const res = await server.client().request(method, concretePath(path), { json: method === "GET" ? undefined : spec.body });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("refuses a forged or expired session cookie with 401", async () => {
    const client = server.client();
    client.cookies.set("carnitrack.session_token", "forged.c2lnbmF0dXJl");
    const res = await client.request(method, concretePath(path), { json: method === "GET" ? undefined : spec.body });
    expect(res.status).toBe(401);
  });
});

describe("Premium endpoints", () => {
  const premiumOnly = Object.entries(ENDPOINTS).filter(([, spec]) => spec.access === "premium");

  it("refuse a free user with 403 PREMIUM_REQUIRED, aimed at things that exist", async () => {
    // A post and a comment by a member, so that a free user's refusal is about the plan, not a 404.
    const ann = await createVerifiedUser(server, { email: "ann-member@example.com" });
    await subscribeInTestMode(server.database.db, { userId: ann.userId, plan: "monthly" });
    await ann.client.post("/api/community/me/guidelines", {});
    // A free reader may open the newest posts' first lines (the feed's preview): the post read here
    // is older than those.
    const older = (await ann.client.post("/api/community/posts", { category: "wins", title: "Day 1", body: "Starting today." })).body.post;
    for (const title of ["Day 10", "Day 20"])
      await ann.client.post("/api/community/posts", { category: "wins", title, body: "Going well." });
    const post = (await ann.client.post("/api/community/posts", { category: "wins", title: "Day 30", body: "Down 6 kg." })).body.post;
    const comment = (await ann.client.post(`/api/community/posts/${post.id}/comments`, { body: "Thanks all!" })).body.comment;
    const free = await createVerifiedUser(server, { email: "free@example.com" });
    expect(premiumOnly.length).toBeGreaterThan(20);
    for (const [endpoint, spec] of premiumOnly) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const id = path.includes("/comments/") ? comment.id : endpoint === "GET /api/community/posts/:id" ? older.id : post.id;
      const url = concretePath(path, { id }) + (method === "GET" ? sampleQuery(path) : "");
      const body = endpoint === "POST /api/community/reports" ? { ...spec.body, targetId: post.id } : spec.body;
      const res = await free.client.request(method, url, { json: method === "GET" ? undefined : body });
      expect([res.status, res.body?.error?.code], endpoint).toEqual([403, "PREMIUM_REQUIRED"]);
    }
  });
});

describe("one user never reaches another's data", () => {
  it("through any user-data endpoint", async () => {
    const ann = await createVerifiedUser(server, { email: "ann-private@example.com", name: "Ann Private" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    await ann.client.request("POST", "/checkout/yearly", { body: "", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const started = await ann.client.post("/api/fasting/start", { fastingType: "Custom 37h" });
    const stew = await ann.client.post("/api/food/custom-foods", {
      name: "Ann's secret stew",
      basis: "100g",
      kcal: 150,
      protein: 12,
      fat: 10,
      carbs: 1,
    });
    const meal = await ann.client.post("/api/food/entries", {
      foodId: stew.body.food.id,
      amount: 321,
      unit: "g",
      eatenAt: "2026-01-01T08:00:00Z",
    });
    await ann.client.post("/api/food/favorites", { foodId: stew.body.food.id });
    const drink = await ann.client.post("/api/food/drinks", { kind: "electrolyte", ml: 432, drunkAt: "2026-01-01T07:00:00Z" });
    expect(drink.status).toBe(201);
    // Her progress on the day the paths name (concretePath's 2026-01-01), and a private photo.
    expect((await ann.client.put("/api/progress/weights", { date: "2026-01-01", weightKg: 71.3 })).status).toBe(200);
    expect((await ann.client.put("/api/progress/journal/2026-01-01", { note: "Ann's secret journal" })).status).toBe(200);
    expect((await ann.client.put("/api/progress/measurements", { date: "2026-01-01", waistCm: 66.6 })).status).toBe(200);
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "ann.jpg");
    form.set("takenOn", "2026-01-01");
    form.set("pose", "front");
    const uploaded = await fetch(`${ann.client.baseUrl}/api/progress/photos`, {
      method: "POST",
      body: form,
      headers: { cookie: ann.client.cookieHeader(), origin: ann.client.baseUrl },
    });
    expect(uploaded.status).toBe(201);
    const photo = ((await uploaded.json()) as { photo: { id: string } }).photo;
    expect((await ann.client.put("/api/recipes/oxtail-stew/favorite")).status).toBe(200);
    const annSecrets = [
      ann.userId,
      "ann-private@example.com",
      "Ann Private",
      "Custom 37h",
      started.body.session.id,
      "Ann's secret stew",
      meal.body.entry.id,
      "Ann's secret journal",
      photo.id,
      drink.body.drink.id,
    ];
    // Bob is Premium too, so that the Premium endpoints answer him rather than refuse him.
    await bob.client.request("POST", "/checkout/monthly", { body: "", headers: { "content-type": "application/x-www-form-urlencoded" } });

    // Bob aims at Ann's own ids wherever a path takes one.
    const annIds = { id: meal.body.entry.id, foodId: stew.body.food.id };
    const targetIds = (path: string) =>
      path.includes("/foods/")
        ? { id: stew.body.food.id }
        : path.includes("/photos/")
          ? { id: photo.id }
          : path.startsWith("/api/fasting/")
            ? { id: started.body.session.id }
            : path.includes("/drinks/")
              ? { id: drink.body.drink.id }
              : annIds;
    for (const [endpoint, spec] of Object.entries(ENDPOINTS).filter(([, s]) => s.userData)) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const target = concretePath(path, targetIds(path)) + (method === "GET" ? sampleQuery(path) : "");
      const res = await bob.client.request(method, target, { json: method === "GET" ? undefined : spec.body });
      for (const secret of annSecrets) expect(res.text, `${endpoint} leaked ${secret}`).not.toContain(secret);
    }
    // Ann's data is as she left it: her fast runs, her account and plan exist.
    const active = await ann.client.get("/api/fasting/active");
    expect(active.body.session.id).toBe(started.body.session.id);
    expect((await ann.client.get("/api/subscription")).body.subscriptionTier).toBe("Annual");
    expect((await ann.client.get("/api/auth/get-session")).body.user.email).toBe("ann-private@example.com");
    const annDay = await ann.client.get("/api/food/day?date=2026-01-01&tz=UTC");
    expect(annDay.body.entries).toMatchObject([{ id: meal.body.entry.id, amount: 321, note: null }]);
    expect((await ann.client.get("/api/food/drinks?date=2026-01-01&tz=UTC")).body.drinks).toMatchObject([
      { id: drink.body.drink.id, ml: 432 },
    ]);
    expect((await ann.client.get("/api/food/suggestions")).body.favorites).toMatchObject([{ name: "Ann's secret stew" }]);
    const annWeights = await ann.client.get("/api/progress/weights?range=All&date=2026-01-01");
    expect(annWeights.body.entries).toMatchObject([{ date: "2026-01-01", weightKg: 71.3 }]);
    expect((await ann.client.get("/api/progress/journal/2026-01-01")).body.entry).toMatchObject({ note: "Ann's secret journal" });
    expect((await ann.client.get("/api/progress/measurements?range=All&date=2026-01-01")).body.entries).toMatchObject([
      { date: "2026-01-01", waistCm: 66.6 },
    ]);
    const annPhotos = await ann.client.get("/api/progress/photos");
    expect(annPhotos.body.photos).toMatchObject([{ id: photo.id, pose: "front", takenOn: "2026-01-01" }]);
    expect((await ann.client.bytes(`/api/progress/photos/${photo.id}/full`)).status).toBe(200);
    // Ann's favourite is hers: Bob's recipes know nothing of it.
    expect((await bob.client.get("/api/recipes/oxtail-stew")).body.recipe.favorite).toBe(false);
    expect((await bob.client.get("/api/recipes?favorites=1")).body.recipes).toEqual([]);
    expect((await ann.client.get("/api/recipes?favorites=1")).body.recipes).toMatchObject([{ slug: "oxtail-stew", favorite: true }]);
  });
});
