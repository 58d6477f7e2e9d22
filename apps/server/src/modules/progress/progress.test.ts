import { addDays } from "@app/shared/time";
import { targetHours } from "@app/shared/fasting";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { subscribeInTestMode } from "../billing";
import {
  createVerifiedUser,
  downloadExport,
  startTestServer,
  type TestClient,
  type TestServer,
  createPremiumUser,
} from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
// The user's today (UTC's: the server takes the day either side of it as someone's today too),
// read afresh for each test so a run across midnight does not mix two days.
let TODAY: string;
beforeEach(() => {
  TODAY = new Date().toISOString().slice(0, 10);
  return server.reset();
});

const premiumUser = () => createPremiumUser(server);

async function weigh(client: TestClient, date: string, weightKg: number) {
  const res = await client.put("/api/progress/weights", { date, weightKg });
  expect(res.status, res.text).toBe(200);
  return res.body.entry;
}

const weights = (client: TestClient, range = "1M", date = TODAY) => client.get(`/api/progress/weights?range=${range}&date=${date}`);

describe("weight", () => {
  it("keeps one weigh-in per day, to 0.1 kg: a second one replaces the first", async () => {
    const { client } = await createVerifiedUser(server);
    expect(await weigh(client, TODAY, 82.04)).toEqual({ date: TODAY, weightKg: 82 });
    expect(await weigh(client, TODAY, 81.66)).toEqual({ date: TODAY, weightKg: 81.7 });
    const res = await weights(client);
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([{ date: TODAY, weightKg: 81.7 }]);
  });

  it("refuses weights outside 20–400 kg, future days and malformed input with a readable 400", async () => {
    const { client } = await createVerifiedUser(server);
    const cases: [unknown, string][] = [
      [{ date: TODAY, weightKg: 19.9 }, "weightKg: Weight must be between 20 and 400 kg."],
      [{ date: TODAY, weightKg: 400.1 }, "weightKg: Weight must be between 20 and 400 kg."],
      [{ date: TODAY, weightKg: "80" }, "weightKg: Weight must be a number."],
      [{ date: addDays(new Date().toISOString().slice(0, 10), 2), weightKg: 80 }, "date can't be in the future."],
      [{ date: "2026-02-30", weightKg: 80 }, "date must be a day such as 2026-11-23."],
      [{ weightKg: 80 }, "date is required."],
    ];
    for (const [body, message] of cases) {
      const res = await client.put("/api/progress/weights", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await weights(client)).body.entries).toEqual([]);
  });

  it("deletes a day's weigh-in; a day without one is a 404", async () => {
    const { client } = await createVerifiedUser(server);
    await weigh(client, TODAY, 80);
    expect((await client.delete(`/api/progress/weights/${TODAY}`)).status).toBe(204);
    expect((await client.delete(`/api/progress/weights/${TODAY}`)).status).toBe(404);
    expect((await client.delete("/api/progress/weights/yesterday")).status).toBe(400);
  });

  it("gives free users the last 30 days and Premium users every range", async () => {
    const free = await createVerifiedUser(server);
    await weigh(free.client, addDays(TODAY, -40), 90);
    await weigh(free.client, addDays(TODAY, -29), 85);
    await weigh(free.client, TODAY, 84);
    const month = await weights(free.client, "1M");
    expect(month.body.from).toBe(addDays(TODAY, -29));
    expect(month.body.entries.map((e: { date: string }) => e.date)).toEqual([addDays(TODAY, -29), TODAY]);
    for (const [range, date] of [
      ["3M", TODAY],
      ["1Y", TODAY],
      ["All", TODAY],
      // The 30 days end today: an older window of them is Premium too.
      ["1M", addDays(TODAY, -11)],
    ]) {
      const res = await weights(free.client, range, date);
      expect(res.status, `${range} ${date}`).toBe(403);
      expect(res.body.error.code).toBe("PREMIUM_REQUIRED");
    }
    // The free trend starts within the 30 days: the weigh-in of 40 days ago plays no part.
    expect(month.body.trend[0]).toEqual({ date: addDays(TODAY, -29), trendKg: 85 });

    await subscribeInTestMode(server.database.db, { userId: free.userId, plan: "monthly" });
    const all = await weights(free.client, "All");
    expect(all.status).toBe(200);
    expect(all.body.from).toBeNull();
    expect(all.body.entries).toHaveLength(3);
    expect((await weights(free.client, "3M")).body.entries).toHaveLength(3);
  });

  it("draws the trend from the whole history, with the rate and the goal weight", async () => {
    const { client } = await premiumUser();
    await client.patch("/api/food/targets", { goalWeightKg: 75 });
    // 60 days losing 0.1 kg a day, from 90 kg.
    for (let i = 0; i < 60; i++) await weigh(client, addDays(TODAY, i - 59), Math.round((90 - 0.1 * i) * 10) / 10);
    const month = (await weights(client, "1M")).body;
    expect(month.goalWeightKg).toBe(75);
    expect(month.trend).toHaveLength(30);
    // The trend lags a falling weight: above it, but it has been falling for a month already.
    const firstShown = month.trend[0];
    expect(firstShown.date).toBe(addDays(TODAY, -29));
    expect(firstShown.trendKg).toBeGreaterThan(87);
    expect(firstShown.trendKg).toBeLessThan(88.5);
    expect(month.rate.weeks).toBe(4);
    expect(month.rate.kgPerWeek).toBeCloseTo(-0.7, 1);

    // Eight days on without a weigh-in, the rate is old news: none.
    const later = (await weights(client, "All", addDays(TODAY, 1))).body;
    expect(later.rate).not.toBeNull();
    await server.database.db.execute(sql`update weight_entries set day = day - 8`);
    expect((await weights(client, "All")).body.rate).toBeNull();
  });

  it("is each user's own: another user sees none of it and cannot delete it", async () => {
    const ann = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    await weigh(ann.client, TODAY, 70);
    expect((await weights(bob.client)).body.entries).toEqual([]);
    expect((await bob.client.delete(`/api/progress/weights/${TODAY}`)).status).toBe(404);
    expect((await weights(ann.client)).body.entries).toEqual([{ date: TODAY, weightKg: 70 }]);
  });
});

describe("units", () => {
  it("default to kg and cm; a change sets only what it names", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.get("/api/progress/units")).body).toEqual({ weightUnit: "kg", lengthUnit: "cm" });
    expect((await client.patch("/api/progress/units", { weightUnit: "lb" })).body).toEqual({ weightUnit: "lb", lengthUnit: "cm" });
    expect((await client.patch("/api/progress/units", { lengthUnit: "in" })).body).toEqual({ weightUnit: "lb", lengthUnit: "in" });
    const bad = await client.patch("/api/progress/units", { weightUnit: "stone" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('weightUnit must be "kg" or "lb".');
  });
});

describe("body measurements", () => {
  it("are Premium, enforced by the server", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.put("/api/progress/measurements", { date: TODAY, waistCm: 90 })).status).toBe(403);
    expect((await client.get(`/api/progress/measurements?range=1M&date=${TODAY}`)).status).toBe(403);
  });

  it("keep one set per day, any of them optional, within bounds", async () => {
    const { client } = await premiumUser();
    const first = await client.put("/api/progress/measurements", { date: TODAY, waistCm: 90.04, neckCm: 40, bodyFatPct: 18.25 });
    expect(first.status, first.text).toBe(200);
    expect(first.body.entry).toEqual({
      date: TODAY,
      waistCm: 90,
      hipsCm: null,
      chestCm: null,
      armCm: null,
      thighCm: null,
      neckCm: 40,
      bodyFatPct: 18.3,
    });
    // A later save of the day merges: what it gives replaces, null clears, the rest stays.
    await client.put("/api/progress/measurements", { date: TODAY, waistCm: 89, neckCm: null });
    await client.put("/api/progress/measurements", { date: addDays(TODAY, -100), hipsCm: 100 });
    const month = await client.get(`/api/progress/measurements?range=1M&date=${TODAY}`);
    expect(month.body.entries).toEqual([expect.objectContaining({ date: TODAY, waistCm: 89, neckCm: null, bodyFatPct: 18.3 })]);
    expect((await client.get(`/api/progress/measurements?range=All&date=${TODAY}`)).body.entries).toHaveLength(2);

    for (const [body, message] of [
      [{ date: TODAY }, "Enter at least one measurement."],
      [{ date: TODAY, waistCm: 5 }, "waistCm: Waist must be between 10 and 300 cm."],
      [{ date: TODAY, bodyFatPct: 80 }, "bodyFatPct: Body fat must be between 2 and 70%."],
    ] as const) {
      const res = await client.put("/api/progress/measurements", body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await client.delete(`/api/progress/measurements/${TODAY}`)).status).toBe(204);
    expect((await client.delete(`/api/progress/measurements/${TODAY}`)).status).toBe(404);
  });
});

describe("journal", () => {
  it("keeps one entry per day, its note exactly as written", async () => {
    const { client } = await createVerifiedUser(server);
    const note = "Day 3. <b>Headache</b> gone after salt & water.\nSlept well.";
    const saved = await client.put(`/api/progress/journal/${TODAY}`, { energy: 4, mood: 5, tags: ["headache", "keto-flu"], note });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.entry).toEqual({
      date: TODAY,
      energy: 4,
      mood: 5,
      sleep: null,
      digestion: null,
      tags: ["headache", "keto-flu"],
      note,
    });

    await client.put(`/api/progress/journal/${TODAY}`, { sleep: 2 });
    expect((await client.get(`/api/progress/journal/${TODAY}`)).body.entry).toEqual({
      date: TODAY,
      energy: null,
      mood: null,
      sleep: 2,
      digestion: null,
      tags: [],
      note: "",
    });
    expect((await client.get(`/api/progress/journal/${addDays(TODAY, -1)}`)).body).toEqual({ entry: null });
  });

  it("lists a month's entries for the calendar", async () => {
    const { client } = await createVerifiedUser(server);
    for (const date of ["2026-05-31", "2026-06-01", "2026-06-15", "2026-06-30", "2026-07-01"]) {
      await client.put(`/api/progress/journal/${date}`, { mood: 3 });
    }
    const june = await client.get("/api/progress/journal?month=2026-06");
    expect(june.body.month).toBe("2026-06");
    expect(june.body.entries.map((e: { date: string }) => e.date)).toEqual(["2026-06-01", "2026-06-15", "2026-06-30"]);
    expect((await client.get("/api/progress/journal?month=2026-13")).status).toBe(400);
  });

  it("refuses what it cannot keep with a readable 400", async () => {
    const { client } = await createVerifiedUser(server);
    for (const [body, message] of [
      [{}, "Rate your day, pick a symptom or write a note first."],
      [{ mood: 6 }, "mood must be from 1 to 5."],
      [{ energy: 2.5 }, "energy must be a whole number from 1 to 5."],
      [{ tags: ["hiccups"] }, "tags can only be cramps, headache, cravings, bloating, keto-flu, fatigue, diarrhea, constipation."],
      [{ note: "x".repeat(5001) }, "Note must be at most 5,000 characters."],
      [{ note: "a\u202Eb" }, "Note can't contain invisible control characters."],
    ] as const) {
      const res = await client.put(`/api/progress/journal/${TODAY}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await client.put(`/api/progress/journal/${TODAY}`, { note: "x".repeat(5000) })).status).toBe(200);
  });

  it("is each user's own", async () => {
    const ann = await createVerifiedUser(server);
    const bob = await createVerifiedUser(server);
    await ann.client.put(`/api/progress/journal/${TODAY}`, { note: "private" });
    expect((await bob.client.get(`/api/progress/journal/${TODAY}`)).body.entry).toBeNull();
    expect((await bob.client.get(`/api/progress/journal?month=${TODAY.slice(0, 7)}`)).body.entries).toEqual([]);
    expect((await bob.client.delete(`/api/progress/journal/${TODAY}`)).status).toBe(404);
    expect((await ann.client.delete(`/api/progress/journal/${TODAY}`)).status).toBe(204);
  });
});

describe("overview", () => {
  it("sums up weight, the last seven days of fasting, the journal streak", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await weigh(client, addDays(TODAY, -1), 90);
    await weigh(client, TODAY, 80);
    // The streak counts back from yesterday while today has no entry yet; a gap ends it.
    for (const date of [addDays(TODAY, -5), addDays(TODAY, -3), addDays(TODAY, -2), addDays(TODAY, -1)]) {
      await client.put(`/api/progress/journal/${date}`, { mood: 4 });
    }
    const hour = 3_600_000;
    const startingAt = (daysAgo: number, hours: number, fastingType = "16:8") => {
      const startTime = new Date(`${addDays(TODAY, -daysAgo)}T12:00:00Z`);
      return {
        userId,
        fastingType,
        targetHours: targetHours(fastingType),
        startTime,
        endTime: new Date(startTime.getTime() + hours * hour),
        durationHours: hours,
      };
    };
    await server.database.db.insert(fastingSessions).values([
      // The ended fasts that started today or on the 6 days before count, as on the fasting
      // calendar: not one that started 7 days ago (though it ended 6 days ago), nor the one still running.
      startingAt(1, 16),
      startingAt(6, 18, "18:6"),
      startingAt(7, 24, "24:0"),
      { userId, fastingType: "18:6", targetHours: 18, startTime: new Date(Date.now() - 2 * hour) },
    ]);

    const res = await client.get(`/api/progress/overview?date=${TODAY}&tz=UTC`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.weight).toEqual({
      trendKg: 89,
      latestKg: 80,
      latestDate: TODAY,
      changeKg: -1,
      startDate: addDays(TODAY, -1),
      rate: null,
      days: [
        { date: addDays(TODAY, -1), trendKg: 90, weightKg: 90 },
        { date: TODAY, trendKg: 89, weightKg: 80 },
      ],
    });
    expect(res.body.fasting).toEqual({ fastsThisWeek: 2, hoursThisWeek: 34 });
    expect(res.body.journalStreak).toBe(3);
    expect(res.body.latestPhoto).toBeNull();

    await client.put(`/api/progress/journal/${TODAY}`, { mood: 5 });
    expect((await client.get(`/api/progress/overview?date=${TODAY}&tz=UTC`)).body.journalStreak).toBe(4);
  });

  it("shows a free user only the last 30 days of weight, ending today", async () => {
    const { client } = await createVerifiedUser(server);
    await weigh(client, addDays(TODAY, -45), 95);
    await weigh(client, addDays(TODAY, -20), 90);
    await weigh(client, TODAY, 89);
    const res = await client.get(`/api/progress/overview?date=${TODAY}&tz=UTC`);
    expect(res.body.weight).toMatchObject({ startDate: addDays(TODAY, -20), latestKg: 89 });
    // From 90 kg, not from the 95 kg of 45 days ago.
    expect(res.body.weight.changeKg).toBeLessThan(0);
    expect(res.body.weight.changeKg).toBeGreaterThan(-1);
    const old = await client.get(`/api/progress/overview?date=${addDays(TODAY, -30)}&tz=UTC`);
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe("date must be today.");
  });

  it("is empty for a new user", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get(`/api/progress/overview?date=${TODAY}&tz=UTC`);
    expect(res.body).toEqual({
      weight: null,
      fasting: { hoursThisWeek: 0, fastsThisWeek: 0 },
      journalStreak: 0,
      measurement: null,
      latestPhoto: null,
    });
  });
});

describe("your data", () => {
  it("leaves with the export and goes with the account", async () => {
    const { client, password } = await premiumUser();
    await weigh(client, TODAY, 80);
    await client.put(`/api/progress/journal/${TODAY}`, { note: "kept" });
    await client.put("/api/progress/measurements", { date: TODAY, waistCm: 90 });
    await client.patch("/api/progress/units", { weightUnit: "lb" });
    const exported = await downloadExport(client);
    expect(exported.status).toBe(200);
    const data = exported.body.progress;
    expect(data.units).toEqual({ weightUnit: "lb", lengthUnit: "cm" });
    expect(data.weights).toEqual([expect.objectContaining({ date: TODAY, weightKg: 80 })]);
    expect(data.journal).toEqual([expect.objectContaining({ date: TODAY, note: "kept" })]);
    expect(data.measurements).toEqual([expect.objectContaining({ date: TODAY, waistCm: 90 })]);

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);
    const [left] = rowsOf<{ n: number }>(
      await server.database.db.execute(
        sql`select ((select count(*) from weight_entries) + (select count(*) from journal_entries) + (select count(*) from body_measurements) + (select count(*) from unit_preferences))::int as n`,
      ),
    );
    expect(left!.n).toBe(0);
  });
});
