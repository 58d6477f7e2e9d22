import { eq } from "drizzle-orm";
import { FAST_TIME_MESSAGES, targetHours } from "@app/shared/fasting";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deletedFastingSessions, fastingSessions } from "../../db/schema";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
// One "now" per test, so that the same hours ago is the same moment in a fixture and in an edit.
let now = Date.now();
beforeEach(async () => {
  await server.reset();
  now = Date.now();
});

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(now - hours * HOUR);
const iso = (d: Date) => d.toISOString();

async function insertFast(userId: string, start: Date, end: Date | null, fastingType = "16:8") {
  const durationHours = end ? Math.round((end.getTime() - start.getTime()) / 36_000) / 100 : null;
  const [row] = await server.database.db
    .insert(fastingSessions)
    .values({ userId, fastingType, targetHours: targetHours(fastingType), startTime: start, endTime: end, durationHours })
    .returning();
  return row!;
}

describe("editing the running fast's start", () => {
  it("moves the start, which the active fast then shows", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const { id } = await insertFast(userId, ago(1), null);
    const start = ago(5);
    const res = await client.patch(`/api/fasting/${id}`, { startTime: iso(start) });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ id, startTime: iso(start), endTime: null, durationHours: null });
    expect((await client.get("/api/fasting/active")).body.session.startTime).toBe(iso(start));
  });

  it("refuses a start in the future, more than 7 days ago, or before the previous fast ended", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await insertFast(userId, ago(30), ago(10));
    const { id } = await insertFast(userId, ago(2), null);
    const refused = async (startTime: Date) => (await client.patch(`/api/fasting/${id}`, { startTime: iso(startTime) })).body.error;
    expect(await refused(new Date(Date.now() + 60_000))).toEqual({ code: "VALIDATION_FAILED", message: FAST_TIME_MESSAGES.startInFuture });
    expect(await refused(ago(7 * 24 + 1))).toEqual({ code: "VALIDATION_FAILED", message: FAST_TIME_MESSAGES.startTooOld });
    expect(await refused(ago(11))).toEqual({ code: "START_OVERLAPS", message: expect.stringMatching(/^This overlaps your 16:8 fast of /) });
    // Right at the previous fast's end is allowed.
    expect((await client.patch(`/api/fasting/${id}`, { startTime: iso(ago(10)) })).status).toBe(200);
  });

  it("refuses an end for the running fast: it ends through End at…", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const { id } = await insertFast(userId, ago(3), null);
    const res = await client.patch(`/api/fasting/${id}`, { endTime: iso(ago(1)) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/still running/);
    expect((await client.get("/api/fasting/active")).body.session.endTime).toBeNull();
  });
});

describe("editing a finished fast", () => {
  it("moves its start and end and computes the duration again, rounded to 2 decimals", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const { id } = await insertFast(userId, ago(30), ago(14));
    const start = new Date("2026-01-10T20:00:00.000Z");
    // 16 h 30 min 18 s: 16.505 hours, stored as 16.51.
    const end = new Date(start.getTime() + 16.5 * HOUR + 18_000);
    const res = await client.patch(`/api/fasting/${id}`, { startTime: iso(start), endTime: iso(end) });
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ id, startTime: iso(start), endTime: iso(end), durationHours: 16.51 });
    // Only the end: the duration follows it.
    const later = await client.patch(`/api/fasting/${id}`, { endTime: iso(new Date(start.getTime() + 20 * HOUR)) });
    expect(later.body.session).toMatchObject({ startTime: iso(start), durationHours: 20 });
    // Only the start.
    const shorter = await client.patch(`/api/fasting/${id}`, { startTime: iso(new Date(start.getTime() + 2 * HOUR + 20 * 60_000)) });
    expect(shorter.body.session.durationHours).toBe(17.67);
    expect((await client.get("/api/fasting/recent")).body.sessions).toEqual([shorter.body.session]);
  });

  it.each([
    [
      "an end before the start",
      { startTime: "2026-01-10T20:00:00Z", endTime: "2026-01-10T19:00:00Z" },
      FAST_TIME_MESSAGES.endNotAfterStart,
    ],
    ["an end at the start", { startTime: "2026-01-10T20:00:00Z", endTime: "2026-01-10T20:00:00Z" }, FAST_TIME_MESSAGES.endNotAfterStart],
    ["more than 7 days", { startTime: "2026-01-01T00:00:00Z", endTime: "2026-01-08T00:00:01Z" }, FAST_TIME_MESSAGES.tooLong],
    ["an end in the future", { endTime: "2199-01-01T00:00:00Z" }, FAST_TIME_MESSAGES.endInFuture],
    ["a start after its stored end", { startTime: iso(ago(1)) }, FAST_TIME_MESSAGES.endNotAfterStart],
  ])("refuses %s with a 400 and the field's message", async (_label, body, message) => {
    const { client, userId } = await createVerifiedUser(server);
    const fast = await insertFast(userId, ago(30), ago(14));
    const id = fast.id;
    const res = await client.patch(`/api/fasting/${id}`, body);
    expect([res.status, res.body.error]).toEqual([400, { code: "VALIDATION_FAILED", message }]);
    const [row] = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.id, id));
    expect(row).toEqual(fast);
  });

  it.each([
    ["an empty body", {}],
    ["an unknown field", { startTime: "2026-01-10T20:00:00Z", userId: "x" }],
    ["a date that is not ISO", { startTime: "yesterday" }],
    ["a null", { endTime: null }],
  ])("refuses %s with a 400", async (_label, body) => {
    const { client, userId } = await createVerifiedUser(server);
    const { id } = await insertFast(userId, ago(30), ago(14));
    const res = await client.patch(`/api/fasting/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
  });

  it("refuses an overlap with an earlier or a later fast, or the running one", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await insertFast(userId, ago(100), ago(84));
    const { id } = await insertFast(userId, ago(70), ago(54));
    await insertFast(userId, ago(40), ago(24));
    await insertFast(userId, ago(5), null);
    const edit = async (startTime: Date, endTime: Date) =>
      (await client.patch(`/api/fasting/${id}`, { startTime: iso(startTime), endTime: iso(endTime) })).body;
    expect((await edit(ago(85), ago(60))).error.code).toBe("START_OVERLAPS");
    expect((await edit(ago(60), ago(39))).error.code).toBe("END_OVERLAPS");
    // Around the whole later fast.
    expect((await edit(ago(50), ago(20))).error).toEqual({
      code: "END_OVERLAPS",
      message: expect.stringMatching(/^This overlaps your 16:8 fast of .+\. Choose an end before it started\.$/),
    });
    expect((await edit(ago(20), ago(4))).error.code).toBe("END_OVERLAPS");
    // Touching both neighbours is not overlapping.
    expect((await edit(ago(84), ago(40))).session).toMatchObject({ id, durationHours: 44 });
  });

  it("lets exactly one of two concurrent edits into the same gap win", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const a = await insertFast(userId, ago(100), ago(90));
    const b = await insertFast(userId, ago(80), ago(70));
    // Each edit alone fits (the other fast is elsewhere); together they would overlap.
    for (let round = 0; round < 5; round++) {
      const hours = 60 - round * 10;
      await client.patch(`/api/fasting/${a.id}`, { startTime: iso(ago(200 + round * 20)), endTime: iso(ago(190 + round * 20)) });
      await client.patch(`/api/fasting/${b.id}`, { startTime: iso(ago(180 + round * 20)), endTime: iso(ago(175 + round * 20)) });
      const [first, second] = await Promise.all([
        client.patch(`/api/fasting/${a.id}`, { startTime: iso(ago(hours)), endTime: iso(ago(hours - 8)) }),
        client.patch(`/api/fasting/${b.id}`, { startTime: iso(ago(hours - 4)), endTime: iso(ago(hours - 12)) }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
    }
  });

  it("lets exactly one of a start and a concurrent restore of a running fast win", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const running = await insertFast(userId, ago(3), null);
    expect((await client.delete(`/api/fasting/${running.id}`)).status).toBe(200);
    const [restored, started] = await Promise.all([
      client.post(`/api/fasting/${running.id}/restore`, {}),
      client.post("/api/fasting/start", { fastingType: "18:6" }),
    ]);
    // One wins; the other is told a fast already runs.
    const outcome = [restored.status, restored.body.error?.code, started.status, started.body.error?.code];
    expect([
      [200, undefined, 409, "ACTIVE_FAST_EXISTS"],
      [409, "ACTIVE_FAST_EXISTS", 201, undefined],
    ]).toContainEqual(outcome);
    const rows = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId));
    expect(rows.filter((r) => r.endTime === null)).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });
});

describe("deleting and restoring", () => {
  it("deletes a fast from every read, and Undo puts the same fast back", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const fast = await insertFast(userId, ago(30), ago(14), "18:6");
    const before = (await client.get("/api/fasting/recent")).body.sessions;
    const deleted = await client.delete(`/api/fasting/${fast.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.session).toEqual(before[0]);
    expect((await client.get("/api/fasting/recent")).body.sessions).toEqual([]);
    expect((await client.delete(`/api/fasting/${fast.id}`)).status).toBe(404);

    const restored = await client.post(`/api/fasting/${fast.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.session).toEqual(before[0]);
    expect((await client.get("/api/fasting/recent")).body.sessions).toEqual(before);
    const [row] = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.id, fast.id));
    expect(row).toEqual(fast);
    // Restored once: there is nothing left to restore.
    expect((await client.post(`/api/fasting/${fast.id}/restore`, {})).status).toBe(404);
    expect(await server.database.db.select().from(deletedFastingSessions)).toEqual([]);
  });

  it("brings a deleted running fast back running", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const started = (await client.post("/api/fasting/start", { fastingType: "20:4" })).body.session;
    await client.delete(`/api/fasting/${started.id}`);
    expect((await client.get("/api/fasting/active")).body.session).toBeNull();
    expect((await client.post(`/api/fasting/${started.id}/restore`, {})).body.session).toEqual(started);
    expect((await client.get("/api/fasting/active")).body.session).toEqual(started);
    const rows = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it("refuses to restore a fast whose time another fast took since, or after a day", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const fast = await insertFast(userId, ago(30), ago(14));
    await client.delete(`/api/fasting/${fast.id}`);
    const other = await insertFast(userId, ago(20), ago(10));
    const res = await client.post(`/api/fasting/${fast.id}/restore`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("END_OVERLAPS");

    await client.delete(`/api/fasting/${other.id}`);
    await server.database.db.update(deletedFastingSessions).set({ deletedAt: ago(25) });
    expect((await client.post(`/api/fasting/${fast.id}/restore`, {})).status).toBe(404);
  });

  it("purges deleted fasts past the undo window when the user deletes again", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const old = await insertFast(userId, ago(100), ago(90));
    const recent = await insertFast(userId, ago(50), ago(40));
    await client.delete(`/api/fasting/${old.id}`);
    await server.database.db.update(deletedFastingSessions).set({ deletedAt: ago(25) });
    await client.delete(`/api/fasting/${recent.id}`);
    const kept = await server.database.db.select({ id: deletedFastingSessions.id }).from(deletedFastingSessions);
    expect(kept).toEqual([{ id: recent.id }]);
  });
});

describe("another user's fast", () => {
  it("is not found for an edit, a delete or a restore, and stays as it was", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    const running = await insertFast(ann.userId, ago(3), null);
    const finished = await insertFast(ann.userId, ago(30), ago(14));
    for (const id of [running.id, finished.id]) {
      const edit = await bob.client.patch(`/api/fasting/${id}`, { startTime: iso(ago(4)) });
      expect([edit.status, edit.body.error]).toEqual([404, { code: "NOT_FOUND", message: "There is no such fast." }]);
      expect((await bob.client.delete(`/api/fasting/${id}`)).status).toBe(404);
    }
    await ann.client.delete(`/api/fasting/${finished.id}`);
    expect((await bob.client.post(`/api/fasting/${finished.id}/restore`, {})).status).toBe(404);
    expect((await ann.client.post(`/api/fasting/${finished.id}/restore`, {})).status).toBe(200);
    const rows = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.userId, ann.userId));
    expect(rows.sort((a, b) => a.startTime.getTime() - b.startTime.getTime())).toEqual([finished, running]);
  });

  it("answers a malformed id with 404", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.patch("/api/fasting/not-a-uuid", { startTime: iso(ago(1)) })).status).toBe(404);
    expect((await client.delete("/api/fasting/123")).status).toBe(404);
  });
});
