/**
 * Time zones the JavaScript runtime knows but the database may not: every endpoint that takes a
 * zone answers an old link name as the zone it stands for, and refuses one neither knows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tzSchema } from "@app/shared/time";
import { subscribeInTestMode } from "../modules/billing";
import { createVerifiedUser, startTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

describe("time zones the runtime knows but the database does not", () => {
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
