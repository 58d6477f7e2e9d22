import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { createVerifiedUser, downloadExport, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const PLAN = { fastingType: "18:6", startTime: "20:00", weekdays: [5, 1, 3], timeZone: "Europe/Berlin" };
const SAVED = { ...PLAN, weekdays: [1, 3, 5] };

describe("fasting schedule", () => {
  it("is off for a new user, then set, read, replaced and turned off (twice harmlessly)", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.get("/api/fasting/schedule")).body).toEqual({ schedule: null });

    const put = await client.put("/api/fasting/schedule", PLAN);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({ schedule: SAVED });
    expect((await client.get("/api/fasting/schedule")).body).toEqual({ schedule: SAVED });

    const custom = { fastingType: "Custom 36h", startTime: "07:30", weekdays: [0], timeZone: "UTC" };
    expect((await client.put("/api/fasting/schedule", custom)).body).toEqual({ schedule: custom });
    expect((await client.get("/api/fasting/schedule")).body).toEqual({ schedule: custom });

    for (let i = 0; i < 2; i++) {
      expect((await client.delete("/api/fasting/schedule")).status).toBe(204);
    }
    expect((await client.get("/api/fasting/schedule")).body).toEqual({ schedule: null });
  });

  it("takes the zone the device reports now and keeps the plan's clock time; without a schedule there is nothing to move", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.put("/api/fasting/schedule/time-zone", { timeZone: "Asia/Tokyo" })).body).toEqual({ schedule: null });
    await client.put("/api/fasting/schedule", PLAN);
    const moved = await client.put("/api/fasting/schedule/time-zone", { timeZone: "America/New_York" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toEqual({ schedule: { ...SAVED, timeZone: "America/New_York" } });
  });

  it.each([
    [{ ...PLAN, startTime: "8pm" }, "startTime must be a time of day such as 20:00 (HH:MM, 24-hour)."],
    [{ ...PLAN, startTime: "25:00" }, "startTime must be a time of day such as 20:00 (HH:MM, 24-hour)."],
    [{ ...PLAN, weekdays: [] }, "Choose at least one day."],
    [{ ...PLAN, weekdays: [2, 2] }, "weekdays lists a day twice."],
    [{ ...PLAN, weekdays: [1, 2, 3, 4, 5, 6, 0, 1] }, "weekdays lists a day twice."],
    [{ ...PLAN, weekdays: ["Monday"] }, "weekdays must be a list of days from 0 (Sunday) to 6 (Saturday)."],
    [{ ...PLAN, timeZone: "Europe/Atlantis" }, 'timeZone "Europe/Atlantis" is not a time zone we know. Use one such as Europe/Berlin.'],
    [{ ...PLAN, timeZone: "../../etc/passwd" }, "timeZone must be a time zone such as Europe/Berlin."],
    [{ ...PLAN, fastingType: "Custom 0h" }, undefined],
    [{ ...PLAN, extra: 1 }, undefined],
    [{ fastingType: "16:8" }, undefined],
  ])("refuses %j with a 400 and stores nothing", async (body, message) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.put("/api/fasting/schedule", body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toEqual(expect.any(String));
    if (message) expect(res.body.error.message).toContain(message);
    expect((await client.get("/api/fasting/schedule")).body).toEqual({ schedule: null });
  });

  it("refuses a bad zone on its own route and a signed-out caller", async () => {
    const { client } = await createVerifiedUser(server);
    await client.put("/api/fasting/schedule", PLAN);
    const bad = await client.put("/api/fasting/schedule/time-zone", { timeZone: "Nowhere/Place" });
    expect(bad.status).toBe(400);
    expect((await client.get("/api/fasting/schedule")).body).toEqual({ schedule: SAVED });
    const anonymous = server.client();
    expect((await anonymous.get("/api/fasting/schedule")).status).toBe(401);
    expect((await anonymous.put("/api/fasting/schedule", PLAN)).status).toBe(401);
  });

  it("is each user's own: another user neither sees nor turns it off", async () => {
    const ann = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    await ann.client.put("/api/fasting/schedule", PLAN);
    expect((await bob.client.get("/api/fasting/schedule")).body).toEqual({ schedule: null });
    await bob.client.delete("/api/fasting/schedule");
    await bob.client.put("/api/fasting/schedule/time-zone", { timeZone: "UTC" });
    expect((await ann.client.get("/api/fasting/schedule")).body).toEqual({ schedule: SAVED });
  });

  it("is in the user's export, and goes with their account", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await client.put("/api/fasting/schedule", PLAN);
    const exported = await downloadExport(client);
    expect(exported.status).toBe(200);
    expect(exported.body.fastingSchedule).toEqual(SAVED);

    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    const rows = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from fasting_schedules where user_id = ${userId}`),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("stores only what the schema allows, even written around the API", async () => {
    const { userId } = await createVerifiedUser(server);
    const insert = (startTime: string, weekdays: string) =>
      server.database.db.execute(
        sql.raw(
          `insert into fasting_schedules (user_id, fasting_type, start_time, weekdays, time_zone) values ('${userId}', '16:8', '${startTime}', '${weekdays}', 'UTC')`,
        ),
      );
    await expect(insert("24:00", "{1}")).rejects.toThrow();
    await expect(insert("20:00", "{}")).rejects.toThrow();
    await expect(insert("20:00", "{7}")).rejects.toThrow();
    await insert("20:00", "{0,6}");
  });
});
