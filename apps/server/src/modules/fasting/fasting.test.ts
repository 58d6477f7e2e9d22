import { eq, sql } from "drizzle-orm";
import { targetHours } from "@app/shared/fasting";
import { subscribeInTestMode } from "../billing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";
import { fastsOverlapMax } from "./fasts-between";
import { FASTS_STARTED_PER_HOUR } from "./start-fast";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const HOUR = 3_600_000;

async function insertFast(userId: string, fastingType: string, start: Date, end: Date | null, durationHours: number | null = null) {
  const [row] = await server.database.db
    .insert(fastingSessions)
    .values({ userId, fastingType, targetHours: targetHours(fastingType), startTime: start, endTime: end, durationHours })
    .returning();
  return row!;
}

describe("start and end", () => {
  it("starts a fast at the server's time and ends it with the elapsed hours rounded to 2 decimals", async () => {
    const { client, userId } = await createVerifiedUser(server);
    expect((await client.get("/api/fasting/active")).body).toEqual({ session: null });

    const before = Date.now();
    const started = await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(started.status).toBe(201);
    const session = started.body.session;
    expect(session).toMatchObject({ fastingType: "16:8", endTime: null, durationHours: null });
    expect(Math.abs(new Date(session.startTime).getTime() - before)).toBeLessThan(5000);
    expect((await client.get("/api/fasting/active")).body.session).toEqual(session);

    // Move the start back 2h 30m 18s so the duration is measurable.
    await server.database.db
      .update(fastingSessions)
      .set({ startTime: new Date(Date.now() - (2.5 * HOUR + 18_000)) })
      .where(eq(fastingSessions.userId, userId));
    const ended = await client.post("/api/fasting/end", {});
    expect(ended.status).toBe(200);
    expect(ended.body.session.id).toBe(session.id);
    expect(ended.body.session.durationHours).toBe(2.51);
    expect(ended.body.session.endTime).not.toBeNull();

    expect((await client.get("/api/fasting/active")).body.session).toBeNull();
    expect((await client.get("/api/fasting/recent")).body.sessions).toEqual([ended.body.session]);
  });

  it.each(["16:8", "18:6", "20:4", "24:0", "Custom 1h", "Custom 36h", "Custom 72h"])("accepts %s", async (fastingType) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.post("/api/fasting/start", { fastingType });
    expect(res.status).toBe(201);
    expect(res.body.session.fastingType).toBe(fastingType);
  });

  it.each([
    ["an unknown type", { fastingType: "12:12" }],
    ["a custom fast of 0 hours", { fastingType: "Custom 0h" }],
    ["a custom fast of 73 hours", { fastingType: "Custom 73h" }],
    ["a fractional custom fast", { fastingType: "Custom 1.5h" }],
    ["a bare Custom", { fastingType: "Custom" }],
    ["a number", { fastingType: 16 }],
    ["no type", {}],
    ["a null type", { fastingType: null }],
    ["a huge string", { fastingType: "16:8".repeat(10_000) }],
    ["SQL in the type", { fastingType: "16:8'); drop table fasting_sessions; --" }],
    ["a client-chosen start time", { fastingType: "16:8", startTime: "2020-01-01T00:00:00Z" }],
    ["another user's id", { fastingType: "16:8", userId: "someone-else" }],
  ])("refuses %s with a 400 and a clear message", async (_label, body) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.post("/api/fasting/start", body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/fastingType|Unknown field|JSON|too large/i);
    expect((await client.get("/api/fasting/active")).body.session).toBeNull();
  });

  it("refuses a second start while a fast is active (409), and an end with none active (409)", async () => {
    const { client } = await createVerifiedUser(server);
    const noneToEnd = await client.post("/api/fasting/end", {});
    expect(noneToEnd.status).toBe(409);
    expect(noneToEnd.body.error).toEqual({ code: "NO_ACTIVE_FAST", message: "There is no fast in progress to end." });

    await client.post("/api/fasting/start", { fastingType: "18:6" });
    const second = await client.post("/api/fasting/start", { fastingType: "20:4" });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: "ACTIVE_FAST_EXISTS",
      message: "A fast is already in progress. End it before starting a new one.",
    });
  });

  it("ending twice never changes the first end time", async () => {
    const { client } = await createVerifiedUser(server);
    await client.post("/api/fasting/start", { fastingType: "16:8" });
    const first = await client.post("/api/fasting/end", {});
    await new Promise((r) => setTimeout(r, 20));
    const again = await client.post("/api/fasting/end", {});
    expect(again.status).toBe(409);
    expect((await client.get("/api/fasting/recent")).body.sessions[0].endTime).toBe(first.body.session.endTime);
  });

  it("lets exactly one of many simultaneous starts win, and one of many simultaneous ends", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const starts = await Promise.all(Array.from({ length: 50 }, () => client.post("/api/fasting/start", { fastingType: "16:8" })));
    // The losers find the winner's fast running: a 409, never a 429 for the hour's 12 starts (a
    // refused start spends none of them), whatever the order the server gets to them.
    expect(starts.map((r) => r.status).sort()).toEqual([201, ...Array<number>(49).fill(409)]);
    expect(new Set(starts.filter((r) => r.status === 409).map((r) => r.body.error.code))).toEqual(new Set(["ACTIVE_FAST_EXISTS"]));

    const ends = await Promise.all(Array.from({ length: 20 }, () => client.post("/api/fasting/end", {})));
    expect(ends.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const rows = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endTime).not.toBeNull();
  });

  it("spends one of the hour's starts on the start that won, none on those refused: the last start left still starts one fast", async () => {
    const { client } = await createVerifiedUser(server);
    for (let i = 0; i < FASTS_STARTED_PER_HOUR - 1; i++) {
      expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);
      expect((await client.post("/api/fasting/end", {})).status).toBe(200);
    }
    const starts = await Promise.all(Array.from({ length: 20 }, () => client.post("/api/fasting/start", { fastingType: "16:8" })));
    expect(starts.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect((await client.post("/api/fasting/end", {})).status).toBe(200);
    expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(429);
  });
});

describe("discarding a fast", () => {
  it("deletes the user's own fast, which then shows nowhere and counts for nothing", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId, plan: "monthly" });
    const kept = await insertFast(userId, "16:8", new Date(Date.now() - 30 * HOUR), new Date(Date.now() - 14 * HOUR), 16);
    // A mis-tap: started and ended at once.
    expect((await client.post("/api/fasting/start", { fastingType: "18:6" })).status).toBe(201);
    const ended = (await client.post("/api/fasting/end", {})).body.session;
    expect((await client.get("/api/fasting/recent")).body.sessions.map((s: { id: string }) => s.id)).toEqual([ended.id, kept.id]);

    const res = await client.delete(`/api/fasting/${ended.id}`);
    expect(res.status).toBe(200);
    expect(res.body.session.id).toBe(ended.id);
    expect((await client.get("/api/fasting/recent")).body.sessions.map((s: { id: string }) => s.id)).toEqual([kept.id]);
    const history = (await client.get("/api/fasting/history")).body;
    expect(history.sessions).toHaveLength(1);
    expect(history.stats).toMatchObject({ totalFasts: 1, completedFasts: 1 });
    // Gone: a second delete finds nothing.
    const again = await client.delete(`/api/fasting/${ended.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe("NOT_FOUND");
  });

  it("answers another user's fast, an unknown id and a malformed one as a fast that does not exist", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    const annFast = await insertFast(ann.userId, "16:8", new Date(Date.now() - 20 * HOUR), new Date(Date.now() - 3 * HOUR), 17);
    for (const id of [annFast.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201%3D1"]) {
      const res = await bob.client.delete(`/api/fasting/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error).toEqual({ code: "NOT_FOUND", message: "There is no such fast." });
    }
    expect((await ann.client.get("/api/fasting/recent")).body.sessions.map((s: { id: string }) => s.id)).toEqual([annFast.id]);
  });
});

describe("reads", () => {
  it("lists the 5 most recently finished sessions, newest end first, without the active one", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const base = Date.now() - 30 * 24 * HOUR;
    for (let i = 0; i < 7; i++) {
      await insertFast(userId, `Custom ${i + 1}h`, new Date(base + i * 24 * HOUR), new Date(base + i * 24 * HOUR + (i + 1) * HOUR), i + 1);
    }
    await insertFast(userId, "16:8", new Date(Date.now() - HOUR), null);
    const recent = (await client.get("/api/fasting/recent")).body.sessions;
    expect(recent.map((s: { fastingType: string }) => s.fastingType)).toEqual([
      "Custom 7h",
      "Custom 6h",
      "Custom 5h",
      "Custom 4h",
      "Custom 3h",
    ]);
    expect(recent[0].durationHours).toBe(7);
  });

  it("shows sessions with a missing duration as null", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await insertFast(userId, "20:4", new Date(Date.now() - 5 * HOUR), new Date(), null);
    expect((await client.get("/api/fasting/recent")).body.sessions[0].durationHours).toBeNull();
  });
});

describe("access", () => {
  it("refuses every fasting endpoint without a session", async () => {
    const anon = server.client();
    for (const [method, path] of [
      ["GET", "/api/fasting/active"],
      ["GET", "/api/fasting/recent"],
      ["POST", "/api/fasting/start"],
      ["POST", "/api/fasting/end"],
      ["DELETE", "/api/fasting/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await anon.request(method, path, { json: method === "POST" ? { fastingType: "16:8" } : undefined });
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    }
  });

  it("never shows or changes another user's sessions", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    await ann.client.post("/api/fasting/start", { fastingType: "20:4" });
    await insertFast(ann.userId, "16:8", new Date(Date.now() - 20 * HOUR), new Date(Date.now() - 3 * HOUR), 17);

    expect((await bob.client.get("/api/fasting/active")).body.session).toBeNull();
    expect((await bob.client.get("/api/fasting/recent")).body.sessions).toEqual([]);
    // Bob ending "his" fast does not touch Ann's.
    expect((await bob.client.post("/api/fasting/end", {})).status).toBe(409);
    expect((await ann.client.get("/api/fasting/active")).body.session.fastingType).toBe("20:4");
    // Bob can start his own while Ann's runs.
    expect((await bob.client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);
  });
});

describe("the rules in SQL", () => {
  it("ends a fast with the elapsed hours rounded to 2 decimals (the one place the rule lives)", async () => {
    const { client, userId } = await createVerifiedUser(server);
    for (const [elapsedMs, hours] of [
      [HOUR / 3, 0.33],
      [(2 * HOUR) / 3, 0.67],
      [16 * HOUR, 16],
      [72 * HOUR + 10_000, 72],
      [29_000, 0.01],
    ] as const) {
      await client.post("/api/fasting/start", { fastingType: "16:8" });
      // Computed by the database from its own clock: move the start back by the elapsed time.
      await server.database.db.execute(
        sql`update fasting_sessions set start_time = now() - make_interval(secs => ${elapsedMs / 1000}) where user_id = ${userId} and end_time is null`,
      );
      expect((await client.post("/api/fasting/end", {})).body.session.durationHours).toBe(hours);
    }
  });

  it.each([
    ["16:8", 16],
    ["18:6", 18],
    ["20:4", 20],
    ["24:0", 24],
    ["Custom 1h", 1],
    ["Custom 36h", 36],
    ["Custom 72h", 72],
  ])("stores the target hours of a fast started as %s (%i), which the statistics read", async (fastingType, hours) => {
    const { client, userId } = await createVerifiedUser(server);
    expect((await client.post("/api/fasting/start", { fastingType })).status).toBe(201);
    const [row] = await server.database.db
      .select({ targetHours: fastingSessions.targetHours })
      .from(fastingSessions)
      .where(eq(fastingSessions.userId, userId));
    expect(row?.targetHours).toBe(hours);
    expect(hours).toBe(targetHours(fastingType));
  });

  it("computes lifetime statistics in the database", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId, plan: "monthly" });
    expect((await client.get("/api/fasting/history")).body.stats).toEqual({
      totalFasts: 0,
      totalHours: 0,
      averageHours: 0,
      longestHours: 0,
      completedFasts: 0,
    });
    const start = new Date(Date.now() - 30 * 86400_000);
    const fasts: [string, number | null][] = [
      ["16:8", 16],
      ["16:8", 15.99],
      ["18:6", 18.5],
      ["Custom 36h", 36.02],
      ["24:0", 20],
      ["20:4", null],
    ];
    for (const [i, [type, hours]] of fasts.entries()) {
      await insertFast(
        userId,
        type,
        new Date(start.getTime() + i * 2 * 86400_000),
        new Date(start.getTime() + (i * 2 + 1) * 86400_000),
        hours,
      );
    }
    // A running fast counts for nothing.
    await insertFast(userId, "16:8", new Date(), null);
    expect((await client.get("/api/fasting/history?limit=2")).body.stats).toEqual({
      totalFasts: 6,
      totalHours: 106.51,
      averageHours: 17.75,
      longestHours: 36.02,
      completedFasts: 3,
    });
  });
});

// Rows one user's actions multiply: fasts started in an hour, and a day's fasts read with a LIMIT.
describe("how many fasts one user can add", () => {
  it("a start and an end in a loop adds at most 12 fasts an hour; the next start is a 429 with Retry-After", async () => {
    const { client, userId } = await createVerifiedUser(server);
    for (let i = 0; i < FASTS_STARTED_PER_HOUR; i++) {
      expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);
      // Refused while one runs: costs nothing.
      expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(409);
      expect((await client.post("/api/fasting/end", {})).status).toBe(200);
    }
    const refused = await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.body.error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many fasts started\. Please wait \d+ minutes/),
    });
    const [row] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from fasting_sessions where user_id = ${userId}`),
    );
    expect(Number(row!.n)).toBe(FASTS_STARTED_PER_HOUR);
  });

  it("parallel starts and ends cannot pass the 12 fasts an hour together, nor overlap", async () => {
    const { client, userId } = await createVerifiedUser(server);
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 === 0 ? client.post("/api/fasting/start", { fastingType: "16:8" }) : client.post("/api/fasting/end", {}),
        ),
      );
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
    }
    const [row] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from fasting_sessions where user_id = ${userId}`),
    );
    expect(Number(row!.n)).toBeLessThanOrEqual(FASTS_STARTED_PER_HOUR);
    // Each start waited for the end before it, and the other way round: no two fasts overlap.
    const [overlaps] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`
        select count(*)::int as n from (
          select start_time, row_number() over w as nth, lag(end_time) over w as previous_end
          from fasting_sessions where user_id = ${userId} window w as (order by start_time)
        ) f where f.nth > 1 and (f.previous_end is null or f.start_time < f.previous_end)`),
    );
    expect(Number(overlaps!.n)).toBe(0);
  });

  it("a day's fasts are read with a LIMIT, whatever is stored (the food day view asks for them)", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const start = new Date("2026-01-05T00:00:00Z");
    const end = new Date("2026-01-06T00:00:00Z");
    // 2,000 fasts of 20 seconds in one day, as a script could store before the hourly rate limit.
    await server.database.db.execute(sql`
      insert into fasting_sessions (user_id, fasting_type, target_hours, start_time, end_time, duration_hours)
      select ${userId}, '16:8', 16, ${start.toISOString()}::timestamptz + make_interval(secs => i * 40),
             ${start.toISOString()}::timestamptz + make_interval(secs => i * 40 + 20), 0.01
      from generate_series(0, 1999) as i`);
    const max = fastsOverlapMax(start, end);
    expect(max).toBe(FASTS_STARTED_PER_HOUR * 25 + 1);
    const day = await client.get("/api/food/day?date=2026-01-05&tz=UTC");
    expect(day.status).toBe(200);
    const fasts = day.body.fasts as { start: string }[];
    expect(fasts).toHaveLength(max);
    // The newest are kept, oldest first: the last fast of the day is there.
    expect(fasts.at(-1)!.start).toBe(new Date(start.getTime() + 1999 * 40_000).toISOString());
    expect(Date.parse(fasts[0]!.start)).toBeLessThan(Date.parse(fasts[1]!.start));
  });
});
