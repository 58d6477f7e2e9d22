import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childServerData, STRONG_PASSWORD, TEST_SECRET, TestClient } from "../harness";
import { startChildServer, type ChildServer } from "../child-server";

/**
 * With several processes, a read on one could return what another had just
 * replaced, for the few milliseconds before the database's notification told it to forget its copy
 * (the running fast: 7–12 stale reads in 100–150 tries). The promise: a read that starts after a
 * write's answer never returns data older than that write, on any process. Each case writes on
 * process `a` and, as soon as the response is in, reads on process `b` (which has just read the same
 * thing, so a process that kept it would hold the old value), many times over, and counts the
 * reads that missed the write: none may. Two processes need one database: PostgreSQL only (PGlite
 * is one process per data dir); CI's PostgreSQL pass runs it (`npm run test:postgres`).
 */
const postgres = Boolean(process.env.DATABASE_URL);
const TRIES = 150;

describe.skipIf(!postgres)("reads after a write on another process", { timeout: 120_000 }, () => {
  let data: Awaited<ReturnType<typeof childServerData>>;
  let a: ChildServer;
  let b: ChildServer;
  let sql: pg.Client;
  let next = 0;

  beforeAll(async () => {
    data = await childServerData("fresh-reads");
    const env = { AUTH_SECRET: TEST_SECRET, TRUST_PROXY: "1", ...data.env };
    [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
    sql = new pg.Client({ connectionString: data.env.DATABASE_URL });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    for (const server of [a, b]) {
      server?.process.kill("SIGTERM");
      await server?.exited;
    }
    await data?.dispose();
  });

  /** A confirmed user signed in on process `a`; its cookie is good on both. */
  async function signedIn({ premium = false } = {}) {
    const n = next++;
    const email = `fresh${n}@example.com`;
    const client = new TestClient(a.url, { "x-forwarded-for": `10.9.0.${n + 1}` });
    const signUp = await client.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: `Fresh ${n}`, callbackURL: "/" });
    expect(signUp.status).toBe(200);
    // Sign-up finishes in a background job; confirm the address in SQL instead of by mail.
    await expect.poll(async () => (await sql.query("update users set email_verified = true where email = $1", [email])).rowCount).toBe(1);
    expect((await client.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
    if (premium) {
      const bought = await client.request("POST", "/checkout/monthly", {
        body: "",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(bought.status).toBe(303);
    }
    return client;
  }

  /** A signed-in read on process `b` with the client's cookie. */
  async function readOnB<T>(client: TestClient, pathname: string): Promise<T> {
    const res = await fetch(`${b.url}${pathname}`, { headers: { cookie: client.cookieHeader() } });
    expect(res.status, pathname).toBe(200);
    return (await res.json()) as T;
  }

  /**
   * `TRIES` rounds of: read on `b` (so it has just seen the old value), `write` on `a`, and as soon
   * as its response is in, `check` a read on `b`. Answers how many rounds read something older.
   */
  async function staleReads(tries: number, round: (i: number) => Promise<boolean>) {
    let stale = 0;
    for (let i = 0; i < tries; i++) if (!(await round(i))) stale++;
    return stale;
  }

  it("the running fast: a start moved on one process is the start on the other", async () => {
    const client = await signedIn();
    const started = await client.post("/api/fasting/start", { fastingType: "18:6" });
    expect(started.status, started.text).toBe(201);
    const { id } = (started.body as { session: { id: string } }).session;
    const active = () => readOnB<{ session: { startTime: string } | null }>(client, "/api/fasting/active");
    const base = Date.now() - 2 * 3_600_000;
    const stale = await staleReads(TRIES, async (i) => {
      await active();
      const startTime = new Date(base - (i + 1) * 1000).toISOString();
      // More rounds than the hour's fast edits allow; the rate limit has its own tests.
      await sql.query("delete from rate_limits where key like 'fasting-edit:%'");
      const moved = await client.patch(`/api/fasting/${id}`, { startTime });
      expect(moved.status, moved.text).toBe(200);
      return (await active()).session?.startTime === startTime;
    });
    expect(stale, `${stale} of ${TRIES} reads on the other process showed an older start`).toBe(0);
  });

  it("the food day: an entry logged on one process is in the other's day", async () => {
    const client = await signedIn();
    const stale = await staleReads(TRIES, async (i) => {
      // Thirty days in turn, so no day grows large: a few entries each.
      const date = new Date(Date.now() - (1 + (i % 30)) * 86_400_000).toISOString().slice(0, 10);
      const day = () => readOnB<{ entries: { id: string }[] }>(client, `/api/food/day?date=${date}&tz=UTC`);
      await day();
      const logged = await client.post("/api/food/entries", {
        foodId: "23195",
        amount: 100 + i,
        unit: "g",
        eatenAt: `${date}T12:00:00.000Z`,
      });
      expect(logged.status, logged.text).toBe(201);
      const { id } = (logged.body as { entry: { id: string } }).entry;
      return (await day()).entries.some((entry) => entry.id === id);
    });
    expect(stale, `${stale} of ${TRIES} food days on the other process missed the entry just logged`).toBe(0);
  });

  it("food search: a food made a favourite, or not, on one process shows so in the other's search", async () => {
    const client = await signedIn();
    const food = (await client.get("/api/food/foods/23195")).body as { food: { name: string } };
    // Its name's first words (the whole name is over the search's 100 characters).
    const q = encodeURIComponent(
      food.food.name
        .split(/[\s,]+/)
        .slice(0, 5)
        .join(" "),
    );
    const favorite = async () => {
      const { foods } = await readOnB<{ foods: { id: string; favorite: boolean }[] }>(client, `/api/food/search?q=${q}&limit=50`);
      return foods.find((f) => f.id === "23195")?.favorite;
    };
    const stale = await staleReads(TRIES, async (i) => {
      await favorite();
      const on = i % 2 === 0;
      const set = on ? await client.post("/api/food/favorites", { foodId: "23195" }) : await client.delete("/api/food/favorites/23195");
      expect(set.status, set.text).toBe(204);
      return (await favorite()) === on;
    });
    expect(stale, `${stale} of ${TRIES} searches on the other process showed the favourite as it was`).toBe(0);
  });

  it("favourite recipes: a recipe made a favourite, or not, on one process shows so on the other", async () => {
    const client = await signedIn({ premium: true });
    const favorite = async () => {
      const { recipes } = await readOnB<{ recipes: { slug: string; favorite: boolean }[] }>(client, "/api/recipes");
      return recipes.find((recipe) => recipe.slug === "perfect-ribeye")?.favorite;
    };
    const stale = await staleReads(TRIES, async (i) => {
      await favorite();
      const on = i % 2 === 0;
      const set = on
        ? await client.put("/api/recipes/perfect-ribeye/favorite")
        : await client.delete("/api/recipes/perfect-ribeye/favorite");
      expect(set.status, set.text).toBe(200);
      return (await favorite()) === on;
    });
    expect(stale, `${stale} of ${TRIES} recipe lists on the other process showed the favourite as it was`).toBe(0);
  });

  it("the entitlement: a plan switched on one process is the plan on the other", async () => {
    const client = await signedIn({ premium: true });
    const plan = async () => (await readOnB<{ subscription: { plan: string } | null }>(client, "/api/subscription")).subscription?.plan;
    let expected = "monthly";
    const stale = await staleReads(TRIES, async () => {
      await plan();
      const switched = await client.request("POST", "/customer-portal", {
        body: "action=switch",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(switched.status).toBe(303);
      expected = expected === "monthly" ? "yearly" : "monthly";
      return (await plan()) === expected;
    });
    expect(stale, `${stale} of ${TRIES} subscription reads on the other process showed the plan before the switch`).toBe(0);
  });

  it("the community viewer: a member blocked, or not, on one process is so in the other's feed", async () => {
    const bob = await signedIn({ premium: true });
    expect((await bob.post("/api/community/me/guidelines", {})).status).toBe(200);
    const published = await bob.post("/api/community/posts", { category: "wins", title: "Fresh ribeye", body: "Day 3." });
    expect(published.status, published.text).toBe(201);
    const { memberId } = (await bob.get("/api/community/me")).body as { memberId: string };
    const ann = await signedIn({ premium: true });
    const sees = async () => {
      const { posts } = await readOnB<{ posts: { title: string }[] }>(ann, "/api/community/posts");
      return posts.some((post) => post.title === "Fresh ribeye");
    };
    const stale = await staleReads(TRIES, async (i) => {
      await sees();
      const blocked = i % 2 === 0;
      const set = blocked ? await ann.put(`/api/community/blocks/${memberId}`) : await ann.delete(`/api/community/blocks/${memberId}`);
      expect(set.status, set.text).toBe(204);
      return (await sees()) === !blocked;
    });
    expect(stale, `${stale} of ${TRIES} feeds on the other process showed the block as it was`).toBe(0);
  });
});
