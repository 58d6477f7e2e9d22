import { eq } from "drizzle-orm";
import { FAST_EDITS_PER_HOUR, FAST_TIME_MESSAGES, targetHours } from "@app/shared/fasting";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fastingSessions } from "../../db/schema";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const HOUR = 3_600_000;
const iso = (d: Date) => d.toISOString();
// Fixed moments this year, a few days back, so the messages' dates are known (and no year shows).
const day = (offsetDays: number, hourUtc: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - offsetDays);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};
// ICU's narrow no-break space before "PM", read as a space.
const plain = (text: string) => text.replace(/\u202f/g, " ");
const short = (d: Date, timeZone: string) =>
  plain(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).format(d),
  );

async function insertFast(userId: string, start: Date, end: Date | null, fastingType = "16:8") {
  const durationHours = end ? Math.round((end.getTime() - start.getTime()) / 36_000) / 100 : null;
  const [row] = await server.database.db
    .insert(fastingSessions)
    .values({ userId, fastingType, targetHours: targetHours(fastingType), startTime: start, endTime: end, durationHours })
    .returning();
  return row!;
}

describe("POST /api/fasting/past", () => {
  it("saves a past fast with its duration and target, which the recent list and history then show", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const start = day(5, 20);
    const end = new Date(start.getTime() + 18.5 * HOUR + 18_000);
    const res = await client.post("/api/fasting/past", { fastingType: "18:6", startTime: iso(start), endTime: iso(end) });
    expect(res.status).toBe(201);
    expect(res.body.session).toEqual({
      id: expect.any(String),
      fastingType: "18:6",
      startTime: iso(start),
      endTime: iso(end),
      durationHours: 18.51,
    });
    expect((await client.get("/api/fasting/recent")).body.sessions).toEqual([res.body.session]);
    const [row] = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId));
    expect(row).toMatchObject({ targetHours: 18, fastingType: "18:6" });
    // It is over: nothing runs.
    expect((await client.get("/api/fasting/active")).body.session).toBeNull();
  });

  it("names the earlier fast it overlaps, in the zone and language of the request, and marks the start", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const earlier = await insertFast(userId, day(6, 20), day(5, 14), "18:6");
    const res = await client.post(
      "/api/fasting/past",
      { fastingType: "16:8", startTime: iso(day(5, 10)), endTime: iso(day(4, 2)), timeZone: "America/New_York" },
      { "accept-language": "en-US,en;q=0.9" },
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("START_OVERLAPS");
    const zone = "America/New_York";
    expect(plain(res.body.error.message)).toBe(
      `This overlaps your 18:6 fast of ${short(earlier.startTime, zone)} – ${short(earlier.endTime!, zone)}. Choose a start after it ended.`,
    );
    expect(await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId))).toHaveLength(1);
  });

  it("names the later fast it overlaps as later (its end to change), and a running one as running", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const later = await insertFast(userId, day(4, 20), day(3, 14), "20:4");
    const res = await client.post("/api/fasting/past", { fastingType: "16:8", startTime: iso(day(5, 6)), endTime: iso(day(4, 22)) });
    expect([res.status, res.body.error.code]).toEqual([409, "END_OVERLAPS"]);
    expect(plain(res.body.error.message)).toBe(
      `This overlaps your 20:4 fast of ${short(later.startTime, "UTC")} – ${short(later.endTime!, "UTC")}. Choose an end before it started.`,
    );
    expect(res.body.error.message).not.toMatch(/earlier/);

    const running = await insertFast(userId, new Date(Date.now() - 3 * HOUR), null, "Custom 30h");
    const into = await client.post("/api/fasting/past", {
      fastingType: "16:8",
      startTime: iso(new Date(Date.now() - 10 * HOUR)),
      endTime: iso(new Date(Date.now() - HOUR)),
    });
    expect([into.status, into.body.error.code]).toEqual([409, "END_OVERLAPS"]);
    expect(plain(into.body.error.message)).toBe(
      `This overlaps your Custom 30h fast running since ${short(running.startTime, "UTC")}. Choose an end before it started.`,
    );
  });

  it("fits between two fasts touching both, the intervals being half-open", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await insertFast(userId, day(6, 0), day(6, 16));
    await insertFast(userId, day(5, 12), day(5, 22));
    const res = await client.post("/api/fasting/past", { fastingType: "20:4", startTime: iso(day(6, 16)), endTime: iso(day(5, 12)) });
    expect([res.status, res.body.session?.durationHours]).toEqual([201, 20]);
  });

  it("never collides with, nor shows, another user's fasts", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    const annFast = await insertFast(ann.userId, day(5, 0), day(5, 18), "18:6");
    await insertFast(ann.userId, new Date(Date.now() - 2 * HOUR), null);
    const res = await bob.client.post("/api/fasting/past", { fastingType: "16:8", startTime: iso(day(5, 2)), endTime: iso(day(5, 18)) });
    expect(res.status).toBe(201);
    expect((await bob.client.get("/api/fasting/recent")).body.sessions).toEqual([res.body.session]);
    expect((await ann.client.get("/api/fasting/recent")).body.sessions.map((s: { id: string }) => s.id)).toEqual([annFast.id]);
    // Ann's own overlap names her fast, not Bob's.
    const annRes = await ann.client.post("/api/fasting/past", { fastingType: "16:8", startTime: iso(day(5, 2)), endTime: iso(day(5, 17)) });
    expect(annRes.body.error.code).toBe("START_OVERLAPS");
    expect(annRes.body.error.message).toMatch(/your 18:6 fast/);
  });

  it.each([
    ["an end before the start", { startTime: iso(day(3, 10)), endTime: iso(day(3, 9)) }, FAST_TIME_MESSAGES.endNotAfterStart],
    ["an end at the start", { startTime: iso(day(3, 10)), endTime: iso(day(3, 10)) }, FAST_TIME_MESSAGES.endNotAfterStart],
    ["an end in the future", { startTime: iso(day(1, 0)), endTime: iso(new Date(Date.now() + HOUR)) }, FAST_TIME_MESSAGES.endInFuture],
    [
      "a start in the future",
      { startTime: iso(new Date(Date.now() + HOUR)), endTime: iso(new Date(Date.now() + 2 * HOUR)) },
      FAST_TIME_MESSAGES.startInFuture,
    ],
    [
      "more than 7 days",
      { startTime: iso(day(20, 0)), endTime: iso(new Date(day(20, 0).getTime() + 168 * HOUR + 1000)) },
      FAST_TIME_MESSAGES.tooLong,
    ],
  ])("refuses %s with a 400 and the field's message, storing nothing", async (_label, times, message) => {
    const { client, userId } = await createVerifiedUser(server);
    const res = await client.post("/api/fasting/past", { fastingType: "16:8", ...times });
    expect([res.status, res.body.error]).toEqual([400, { code: "VALIDATION_FAILED", message }]);
    expect(await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId))).toEqual([]);
  });

  it.each([
    ["no type", { startTime: "2026-01-10T20:00:00Z", endTime: "2026-01-11T12:00:00Z" }],
    ["an unknown type", { fastingType: "36:0", startTime: "2026-01-10T20:00:00Z", endTime: "2026-01-11T12:00:00Z" }],
    ["no end", { fastingType: "16:8", startTime: "2026-01-10T20:00:00Z" }],
    ["a date that is not ISO", { fastingType: "16:8", startTime: "yesterday", endTime: "2026-01-11T12:00:00Z" }],
    ["an unknown field", { fastingType: "16:8", startTime: "2026-01-10T20:00:00Z", endTime: "2026-01-11T12:00:00Z", userId: "x" }],
    [
      "a time zone that is none",
      { fastingType: "16:8", startTime: "2026-01-10T20:00:00Z", endTime: "2026-01-11T12:00:00Z", timeZone: "Mars/Base" },
    ],
  ])("refuses %s with a 400", async (_label, body) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.post("/api/fasting/past", body);
    expect([res.status, res.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("is for signed-in users only", async () => {
    const res = await server
      .client()
      .post("/api/fasting/past", { fastingType: "16:8", startTime: iso(day(3, 0)), endTime: iso(day(3, 16)) });
    expect(res.status).toBe(401);
  });

  it("counts fast edits against their hourly rate limit: beyond it a 429 and nothing stored", async () => {
    const { client, userId } = await createVerifiedUser(server);
    for (let i = 0; i < FAST_EDITS_PER_HOUR; i++) {
      const start = new Date(day(6, 0).getTime() + i * 60_000);
      const res = await client.post("/api/fasting/past", {
        fastingType: "16:8",
        startTime: iso(start),
        endTime: iso(new Date(start.getTime() + 30_000)),
      });
      expect(res.status).toBe(201);
    }
    const over = await client.post("/api/fasting/past", { fastingType: "16:8", startTime: iso(day(2, 0)), endTime: iso(day(2, 16)) });
    expect(over.status).toBe(429);
    expect(await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId))).toHaveLength(
      FAST_EDITS_PER_HOUR,
    );
  });
});

describe("an edit's overlap message", () => {
  it("names the earlier or the later fast it collides with, by its side", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const earlier = await insertFast(userId, day(6, 0), day(6, 16), "18:6");
    const { id } = await insertFast(userId, day(5, 0), day(5, 16));
    const later = await insertFast(userId, day(4, 0), day(4, 20), "20:4");
    const zone = "Asia/Tokyo";
    const startSide = await client.patch(`/api/fasting/${id}`, { startTime: iso(day(6, 10)), timeZone: zone });
    expect([startSide.status, startSide.body.error.code]).toEqual([409, "START_OVERLAPS"]);
    expect(plain(startSide.body.error.message)).toBe(
      `This overlaps your 18:6 fast of ${short(earlier.startTime, zone)} – ${short(earlier.endTime!, zone)}. Choose a start after it ended.`,
    );
    const endSide = await client.patch(`/api/fasting/${id}`, { endTime: iso(day(4, 2)), timeZone: zone });
    expect([endSide.status, endSide.body.error.code]).toEqual([409, "END_OVERLAPS"]);
    expect(plain(endSide.body.error.message)).toBe(
      `This overlaps your 20:4 fast of ${short(later.startTime, zone)} – ${short(later.endTime!, zone)}. Choose an end before it started.`,
    );
  });

  it("moving the running fast's start back before a finished fast names that fast, not an earlier one", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const finished = await insertFast(userId, new Date(Date.now() - 30 * HOUR), new Date(Date.now() - 14 * HOUR), "18:6");
    const { id } = await insertFast(userId, new Date(Date.now() - 2 * HOUR), null);
    const res = await client.patch(`/api/fasting/${id}`, { startTime: iso(new Date(Date.now() - 40 * HOUR)) });
    expect([res.status, res.body.error.code]).toEqual([409, "START_OVERLAPS"]);
    expect(plain(res.body.error.message)).toContain(
      `your 18:6 fast of ${short(finished.startTime, "UTC")} – ${short(finished.endTime!, "UTC")}`,
    );
  });
});
