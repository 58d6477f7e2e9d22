import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childServerData, STRONG_PASSWORD, TEST_SECRET, TestClient } from "../harness";
import { startChildServer, type ChildServer } from "../child-server";

/**
 * Two server processes on one PostgreSQL database, as `WORKERS=2` runs them: each keeps the
 * sessions it checked for a few seconds (auth/session-cache.ts), and a sign-out or revocation on one
 * must end the session on the other within the notification's delivery. A user's own data is read
 * fresh on every request, so a write on one shows in the other's next read, with no wait at all
 * (many times over: fresh-reads.test.ts). PGlite is one process per data
 * dir, so PostgreSQL only.
 */
const postgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!postgres)("two server processes on one database", { timeout: 60_000 }, () => {
  let data: Awaited<ReturnType<typeof childServerData>>;
  let one: ChildServer;
  let two: ChildServer;
  let sql: pg.Client;
  let next = 0;

  beforeAll(async () => {
    data = await childServerData("two-processes");
    const env = { AUTH_SECRET: TEST_SECRET, TRUST_PROXY: "1", ...data.env };
    [one, two] = await Promise.all([startChildServer(env), startChildServer(env)]);
    sql = new pg.Client({ connectionString: data.env.DATABASE_URL });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    for (const server of [one, two]) {
      server?.process.kill("SIGTERM");
      await server?.exited;
    }
    await data?.dispose();
  });

  /** A confirmed user signed in on process one, with each client a session of its own. */
  async function signedIn(sessions = 1) {
    const n = next++;
    const email = `two${n}@example.com`;
    const ip = { "x-forwarded-for": `10.7.0.${n + 1}` };
    const signUp = await new TestClient(one.url, ip).post("/api/auth/sign-up/email", {
      email,
      password: STRONG_PASSWORD,
      name: `Two ${n}`,
      callbackURL: "/",
    });
    expect(signUp.status).toBe(200);
    // Sign-up finishes in a background job; confirm the address in SQL instead of by mail.
    await expect.poll(async () => (await sql.query("update users set email_verified = true where email = $1", [email])).rowCount).toBe(1);
    const clients: TestClient[] = [];
    for (let i = 0; i < sessions; i++) {
      const client = new TestClient(one.url, ip);
      expect((await client.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
      clients.push(client);
    }
    return { email, clients };
  }

  /** The status of a signed-in read on a process with a session cookie (a client's, or one kept from before it was cleared). */
  async function statusOn(server: ChildServer, client: TestClient | string) {
    const cookie = typeof client === "string" ? client : client.cookieHeader();
    const res = await fetch(`${server.url}/api/fasting/active`, { headers: { cookie } });
    return res.status;
  }

  /**
   * Refused within a second: the time for the database's notification to reach the process (under a
   * millisecond here), far within the 5 s a process would otherwise keep a session it checked.
   */
  async function expectRefused(server: ChildServer, client: TestClient | string) {
    await expect.poll(() => statusOn(server, client), { timeout: 1000, interval: 5 }).toBe(401);
  }

  /** Both processes have just checked the session, so each holds it in its cache. */
  async function warm(client: TestClient) {
    expect(await statusOn(one, client)).toBe(200);
    expect(await statusOn(two, client)).toBe(200);
  }

  it("signs out on every process at once", async () => {
    const {
      clients: [client],
    } = await signedIn();
    await warm(client!);
    const cookie = client!.cookieHeader();
    expect((await client!.post("/api/auth/sign-out", {})).status).toBe(200);
    await expectRefused(two, cookie);
    await expectRefused(one, cookie);
  });

  it("ends the other sessions on every process when the password changes", async () => {
    const {
      clients: [changer, other],
    } = await signedIn(2);
    await warm(changer!);
    await warm(other!);
    const changed = await new TestClient(two.url, { cookie: changer!.cookieHeader(), origin: two.url }).post("/api/auth/change-password", {
      currentPassword: STRONG_PASSWORD,
      newPassword: "a different ribeye password 9",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    await expectRefused(one, other!);
    await expectRefused(two, other!);
  });

  it("ends the sessions of a deleted account on every process", async () => {
    const {
      clients: [client],
    } = await signedIn();
    await warm(client!);
    const cookie = client!.cookieHeader();
    expect((await client!.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    await expectRefused(two, cookie);
    await expectRefused(one, cookie);
  });

  it("ends a session revoked or expired in the database, by whatever wrote it", async () => {
    const {
      email,
      clients: [expired, revoked],
    } = await signedIn(2);
    await warm(expired!);
    await warm(revoked!);
    const token = (client: TestClient) => decodeURIComponent(client.cookies.get("carnitrack.session_token")!).split(".")[0];
    await sql.query("update sessions set expires_at = now() - interval '1 second' where token = $1", [token(expired!)]);
    await expectRefused(one, expired!);
    await expectRefused(two, expired!);
    await sql.query("delete from sessions where token = $1", [token(revoked!)]);
    await expectRefused(two, revoked!);
    await expectRefused(one, revoked!);
    expect(
      (await sql.query("select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = $1", [email])).rows[0].n,
    ).toBe(1);
  });
  it("shows a custom food made on one process in the other's search at once", async () => {
    const {
      clients: [client],
    } = await signedIn();
    const names = async () => {
      const res = await fetch(`${two.url}/api/food/search?q=pemmican`, { headers: { cookie: client!.cookieHeader() } });
      return ((await res.json()) as { foods: { name: string }[] }).foods.map((food) => food.name);
    };
    // Process two has read the user's custom foods: none yet.
    expect(await names()).not.toContain("Grandma's pemmican");
    const made = await client!.post("/api/food/custom-foods", {
      name: "Grandma's pemmican",
      basis: "serving",
      servingGrams: 50,
      servingLabel: "1 bar",
      kcal: 300,
      protein: 15,
      fat: 26,
      carbs: 0,
    });
    expect(made.status, made.text).toBe(201);
    expect(await names()).toContain("Grandma's pemmican");
  });

  it("shows a subscription bought on one process, or ended in the database, on every process at once", async () => {
    const {
      email,
      clients: [client],
    } = await signedIn();
    const subscribedOn = async (server: ChildServer) => {
      const res = await fetch(`${server.url}/api/subscription`, { headers: { cookie: client!.cookieHeader() } });
      return ((await res.json()) as { subscribed: boolean }).subscribed;
    };
    // Both processes have read the entitlement: Free.
    expect(await subscribedOn(one)).toBe(false);
    expect(await subscribedOn(two)).toBe(false);
    const bought = await client!.request("POST", "/checkout/monthly", {
      body: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bought.status).toBe(303);
    // Both see the write at once: neither keeps a copy.
    expect(await subscribedOn(one)).toBe(true);
    expect(await subscribedOn(two)).toBe(true);
    await sql.query(
      "update subscriptions set status = 'canceled', current_period_end = now() where user_id = (select id from users where email = $1)",
      [email],
    );
    expect(await subscribedOn(two)).toBe(false);
    expect(await subscribedOn(one)).toBe(false);
  });

  /** A Premium member (the test-mode checkout on process one) who has accepted the guidelines. */
  async function premiumMember() {
    const {
      email,
      clients: [client],
    } = await signedIn();
    const bought = await client!.request("POST", "/checkout/monthly", {
      body: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bought.status).toBe(303);
    expect((await client!.post("/api/community/me/guidelines", {})).status).toBe(200);
    return { email, client: client! };
  }

  /** The titles of the first page of the community feed, read on a process. */
  async function feedOn(server: ChildServer, client: TestClient) {
    const res = await fetch(`${server.url}/api/community/posts`, { headers: { cookie: client.cookieHeader() } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { posts: { title: string }[] }).posts.map((post) => post.title);
  }

  it("hides a member's posts on every process at once when they are blocked on one", async () => {
    const bob = await premiumMember();
    const published = await bob.client.post("/api/community/posts", { category: "wins", title: "Bob's ribeye", body: "Day 12." });
    expect(published.status, published.text).toBe(201);
    const { memberId } = (await bob.client.get("/api/community/me")).body as { memberId: string };
    const {
      clients: [ann],
    } = await signedIn();
    // Both processes have read Ann's viewer: she blocks no one yet.
    expect(await feedOn(one, ann!)).toContain("Bob's ribeye");
    expect(await feedOn(two, ann!)).toContain("Bob's ribeye");
    expect((await ann!.put(`/api/community/blocks/${memberId}`)).status).toBe(204);
    // Both see the write at once: neither keeps a copy.
    expect(await feedOn(one, ann!)).not.toContain("Bob's ribeye");
    expect(await feedOn(two, ann!)).not.toContain("Bob's ribeye");
  });

  it("shows a role granted in the database on every process at once", async () => {
    const bob = await premiumMember();
    const published = await bob.client.post("/api/community/posts", { category: "wins", title: "Hidden steak", body: "Day 13." });
    expect(published.status, published.text).toBe(201);
    await sql.query("update posts set hidden_at = now() where id = $1", [(published.body as { post: { id: string } }).post.id]);
    const mo = await premiumMember();
    // Both processes have read Mo's viewer: a member, who does not see hidden posts.
    expect(await feedOn(one, mo.client)).not.toContain("Hidden steak");
    expect(await feedOn(two, mo.client)).not.toContain("Hidden steak");
    await sql.query("update users set role = 'moderator' where email = $1", [mo.email]);
    expect(await feedOn(two, mo.client)).toContain("Hidden steak");
    expect(await feedOn(one, mo.client)).toContain("Hidden steak");
  });

  it("shows a recipe made a favourite on one process, or unmade in the database, on every process at once", async () => {
    const { email, client } = await premiumMember();
    const favoriteOn = async (server: ChildServer) => {
      const res = await fetch(`${server.url}/api/recipes`, { headers: { cookie: client.cookieHeader() } });
      const { recipes } = (await res.json()) as { recipes: { slug: string; favorite: boolean }[] };
      return recipes.find((recipe) => recipe.slug === "perfect-ribeye")!.favorite;
    };
    // Both processes have read the user's favourites: none yet.
    expect(await favoriteOn(one)).toBe(false);
    expect(await favoriteOn(two)).toBe(false);
    expect((await client.put("/api/recipes/perfect-ribeye/favorite")).status).toBe(200);
    // Both see the write at once: neither keeps a copy.
    expect(await favoriteOn(one)).toBe(true);
    expect(await favoriteOn(two)).toBe(true);
    await sql.query("delete from recipe_favorites where user_id = (select id from users where email = $1)", [email]);
    expect(await favoriteOn(two)).toBe(false);
    expect(await favoriteOn(one)).toBe(false);
  });

  it("shows a fast started on one process, or ended in the database, as the running fast on every process at once", async () => {
    const {
      email,
      clients: [client],
    } = await signedIn();
    const runningOn = async (server: ChildServer) => {
      const res = await fetch(`${server.url}/api/fasting/active`, { headers: { cookie: client!.cookieHeader() } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { session: { fastingType: string } | null }).session?.fastingType ?? null;
    };
    // Both processes have read the running fast: none.
    expect(await runningOn(one)).toBeNull();
    expect(await runningOn(two)).toBeNull();
    expect((await client!.post("/api/fasting/start", { fastingType: "18:6" })).status).toBe(201);
    // Both see the write at once: neither keeps a copy.
    expect(await runningOn(one)).toBe("18:6");
    expect(await runningOn(two)).toBe("18:6");
    await sql.query(
      "update fasting_sessions set end_time = now(), duration_hours = 0 where end_time is null and user_id = (select id from users where email = $1)",
      [email],
    );
    expect(await runningOn(two)).toBeNull();
    expect(await runningOn(one)).toBeNull();
  });

  it("shows an entry logged on one process, or a fast written in the database, in the other's food day at once", async () => {
    const {
      email,
      clients: [client],
    } = await signedIn();
    const eatenAt = new Date(Date.now() - 3_600_000);
    const date = eatenAt.toISOString().slice(0, 10);
    const dayOn = async (server: ChildServer) => {
      const res = await fetch(`${server.url}/api/food/day?date=${date}&tz=UTC`, { headers: { cookie: client!.cookieHeader() } });
      expect(res.status).toBe(200);
      const day = (await res.json()) as { entries: { grams: number }[]; fasts: { start: string }[] };
      return { grams: day.entries.map((entry) => entry.grams), fasts: day.fasts.length };
    };
    // Both processes have read the day: nothing eaten, no fast.
    expect(await dayOn(one)).toEqual({ grams: [], fasts: 0 });
    expect(await dayOn(two)).toEqual({ grams: [], fasts: 0 });
    const logged = await client!.post("/api/food/entries", { foodId: "23195", amount: 200, unit: "g", eatenAt: eatenAt.toISOString() });
    expect(logged.status, logged.text).toBe(201);
    // Both see the write at once: neither keeps a copy.
    expect(await dayOn(one)).toEqual({ grams: [200], fasts: 0 });
    expect(await dayOn(two)).toEqual({ grams: [200], fasts: 0 });
    // A fast that overlaps the day, written by hand: in both days at once.
    await sql.query(
      `insert into fasting_sessions (user_id, fasting_type, target_hours, start_time, end_time, duration_hours)
       select id, '16:8', 16, $2::timestamptz - interval '4 hours', $2::timestamptz + interval '1 minute', 4.02 from users where email = $1`,
      [email, `${date}T00:00:00Z`],
    );
    expect(await dayOn(two)).toEqual({ grams: [200], fasts: 1 });
    expect(await dayOn(one)).toEqual({ grams: [200], fasts: 1 });
  });
});

describe.skipIf(!postgres)("WORKERS=2: one port, two processes", { timeout: 60_000 }, () => {
  it("answers on one port, signs out on every worker at once, and stops them all on SIGTERM", async () => {
    const data = await childServerData("workers");
    try {
      const server = await startChildServer({ AUTH_SECRET: TEST_SECRET, TRUST_PROXY: "1", WORKERS: "2", ...data.env });
      const sql = new pg.Client({ connectionString: data.env.DATABASE_URL });
      await sql.connect();
      try {
        const client = new TestClient(server.url, { "x-forwarded-for": "10.8.0.1" });
        const email = "workers@example.com";
        const signUp = await client.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Wes", callbackURL: "/" });
        expect(signUp.status).toBe(200);
        await expect
          .poll(async () => (await sql.query("update users set email_verified = true where email = $1", [email])).rowCount)
          .toBe(1);
        expect((await client.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);
        // A new connection each time: the primary hands connections to the workers in turn.
        const read = () => fetch(`${server.url}/api/fasting/active`, { headers: { cookie: client.cookieHeader(), connection: "close" } });
        const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await read()).status));
        expect(statuses).toEqual(Array(10).fill(200));
        const cookie = client.cookieHeader();
        expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
        await expect
          .poll(
            async () => {
              const after = await Promise.all(
                Array.from(
                  { length: 10 },
                  async () => (await fetch(`${server.url}/api/fasting/active`, { headers: { cookie, connection: "close" } })).status,
                ),
              );
              return after.every((status) => status === 401);
            },
            { timeout: 1000, interval: 5 },
          )
          .toBe(true);
      } finally {
        await sql.end();
        server.process.kill("SIGTERM");
      }
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await data.dispose();
    }
  });
});

describe("WORKERS=2 that cannot start", () => {
  it("stops every worker and exits with a failure, so a supervisor sees it", { timeout: 60_000 }, async () => {
    const data = await childServerData("workers-fail");
    try {
      // Nothing listens on port 1: every worker fails before it listens.
      const start = startChildServer({
        ...data.env,
        AUTH_SECRET: TEST_SECRET,
        WORKERS: "2",
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
      });
      await expect(start).rejects.toThrow(/exited early \(1\)/);
    } finally {
      await data.dispose();
    }
  });
});
