/**
 * Regression tests for the third outside security review: time zones only the runtime knows (3),
 * an account's pending jobs outliving its deletion (5) and the push endpoint policy (6). Each
 * attacks the running server over HTTP; the review's other items have files of their own
 * (security-review-3-<area>.test.ts).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tzSchema } from "@app/shared/time";
import { rowsOf } from "../../src/db/client";
import { loadConfig } from "../../src/config";
import { jobs } from "../../src/db/schema";
import { subscribeInTestMode } from "../../src/modules/billing";
import { addressAllowed, pushEndpointProblem } from "../../src/modules/reminders/push-endpoint";
import { createVerifiedUser, STRONG_PASSWORD, startTestServer, type TestServer } from "../harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

describe("3. time zones the runtime knows but the database does not", () => {
  // Names the JavaScript runtime still knows as links, which the database's tz release dropped.
  const RETIRED = [
    ["US/Pacific-New", "America/Los_Angeles"],
    ["Canada/East-Saskatchewan", "America/Regina"],
  ] as const;
  const today = new Date().toISOString().slice(0, 10);
  const reads = (tz: string) => [
    `/api/fasting/stats?month=${today.slice(0, 7)}&tz=${tz}`,
    `/api/food/day?date=${today}&tz=${tz}`,
    `/api/food/drinks?date=${today}&tz=${tz}`,
    `/api/food/insights?date=${today}&tz=${tz}`,
    `/api/food/trends?date=${today}&tz=${tz}&days=7`,
    `/api/progress/overview?date=${today}&tz=${tz}`,
    `/api/account/export?tz=${tz}`,
  ];

  it.each(RETIRED)("answers %s as the zone it is (%s), on every endpoint that takes a zone", async (retired, canonical) => {
    const { client, userId } = await createVerifiedUser(server);
    // Premium, so that the insights and trends are computed rather than refused.
    await subscribeInTestMode(server.database.db, { userId, plan: "monthly" });
    expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);
    expect(
      (await client.post("/api/food/entries", { foodId: "01123", amount: 100, unit: "g", eatenAt: new Date().toISOString() })).status,
    ).toBe(201);
    const retiredReads = reads(retired);
    const canonicalReads = reads(canonical);
    for (const [i, path] of retiredReads.entries()) {
      if (path.startsWith("/api/account/export")) {
        expect((await client.bytes(path)).status, path).toBe(200);
        continue;
      }
      const got = await client.get(path);
      expect(got.status, path).toBe(200);
      expect((await client.get(canonicalReads[i]!)).body, path).toEqual(got.body);
    }
    const copied = await client.post("/api/food/copy-day", { from: today, to: today, tz: retired });
    expect(copied.status).toBeLessThan(500);
    const schedule = await client.put("/api/fasting/schedule", {
      fastingType: "16:8",
      startTime: "20:00",
      weekdays: [1, 3, 5],
      timeZone: retired,
    });
    expect(schedule.status).toBe(200);
    // Kept as the database's name of the same zone, so every later computation in it works.
    expect(schedule.body.schedule.timeZone).toBe(canonical);
    expect((await client.put("/api/fasting/schedule/time-zone", { timeZone: retired })).status).toBe(200);
  });

  it("refuses a zone neither knows with a 400 that names it", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId, plan: "monthly" });
    for (const path of reads("Europe/Atlantis")) {
      const got = await client.get(path);
      expect(got.status, path).toBe(400);
      expect(got.body.error.message, path).toBe('tz "Europe/Atlantis" is not a time zone we know. Use one such as Europe/Berlin.');
    }
  });

  it("takes every zone the runtime lists as one the database computes in", async () => {
    const accepted = [...Intl.supportedValuesOf("timeZone"), "EST5EDT", "Etc/GMT+5", "GMT", "US/Pacific-New"].map((tz) => {
      const parsed = tzSchema.safeParse(tz);
      expect(parsed.success, tz).toBe(true);
      return parsed.data!;
    });
    const failed: string[] = [];
    for (const tz of accepted) {
      await server.database.db.execute(sql`select now() at time zone ${tz}`).catch(() => failed.push(tz));
    }
    expect(failed).toEqual([]);
  });
});

describe("5. deleting an account leaves no job that names it", () => {
  it("deletes its pending reminder and mail jobs, and its allowances' counters, with it", async () => {
    const { client, userId, email } = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    for (const user of [client, other.client]) {
      expect((await user.patch("/api/reminders", { atTarget: true, hourBefore: true, plannedStart: true })).status).toBe(200);
      const schedule = { fastingType: "18:6", startTime: "20:00", weekdays: [0, 1, 2, 3, 4, 5, 6], timeZone: "UTC" };
      expect((await user.put("/api/fasting/schedule", schedule)).status).toBe(200);
      expect((await user.post("/api/fasting/start", { fastingType: "24:0" })).status).toBe(201);
    }
    // A mail for the account still waiting in the queue (the mail server is down, say).
    await server.database.db.insert(jobs).values({
      queue: "mail.send",
      userId,
      payload: { to: email, subject: "Reset your password", text: "-", html: "-" },
      maxAttempts: 15,
      runAt: sql`now() + interval '1 hour'`,
    });
    const naming = async (id: string) =>
      rowsOf<{ n: number }>(
        await server.database.db.execute(
          sql`select count(*)::int as n from jobs where user_id = ${id} or payload::text like ${`%${id}%`} or payload->>'to' = ${email}`,
        ),
      )[0]!.n;
    expect(await naming(userId)).toBe(4);

    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await naming(userId)).toBe(0);
    // Nor a counter of the account's allowances (its fast starts, here).
    const counters = rowsOf<{ key: string }>(await server.database.db.execute(sql`select key from rate_limits`)).map((r) => r.key);
    expect(counters.filter((key) => key.includes(userId))).toEqual([]);
    expect(counters.filter((key) => key.includes(other.userId)).length).toBeGreaterThan(0);
    // Another account's jobs are untouched.
    expect((await server.database.db.select().from(jobs).where(eq(jobs.userId, other.userId))).length).toBe(3);
  });
});

describe("6. push endpoints that reach inward", () => {
  const production = { allowLoopback: false };
  it("refuses every IPv6 form that embeds an inward IPv4 address, and the deprecated IPv4-compatible range", () => {
    for (const endpoint of [
      "https://[::7f00:1]/",
      "https://[::127.0.0.1]/",
      "https://[::a00:1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[0:0:0:0:0:ffff:7f00:1]/",
      "https://[::ffff:0:7f00:1]/",
      "https://[64:ff9b::7f00:1]/",
      "https://[64:ff9b:1::a00:1]/",
      "https://[2002:7f00:1::]/",
      "https://[2002:a9fe:a9fe::1]/",
      "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
      "https://[fec0::1]/",
    ]) {
      expect(pushEndpointProblem(endpoint, production), endpoint).not.toBeNull();
    }
    for (const address of ["::7f00:1", "::1:2", "::ffff:0:a00:1", "2002:c0a8:101::1", "64:ff9b::8.8.8.8"]) {
      expect(addressAllowed(address, production), address).toBe(false);
      expect(addressAllowed(address, { allowLoopback: true }), address).toBe(false);
    }
    // Public addresses, also a 6to4 one of a public IPv4 address, stay allowed.
    for (const address of ["2a00:1450:4001:80b::200a", "2002:808:808::1", "::ffff:142.250.74.10", "142.250.74.10"]) {
      expect(addressAllowed(address, production), address).toBe(true);
    }
  });

  it("lets a push go to loopback only outside production on a loopback APP_URL, not under ALLOW_TEST_MODE on a public one", () => {
    const dir = server.dataDir;
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "http://127.0.0.1:3000" }).pushToLoopback).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "http://localhost:3000" }).pushToLoopback).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "http://carnitrack.example:3000", ALLOW_TEST_MODE: "1" }).pushToLoopback).toBe(false);
    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), SMTP_URL: "smtp://mail:587" };
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "https://carnitrack.app", ...production }).pushToLoopback).toBe(false);
  });
});
