import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fastingSessions } from "../../db/schema";
import { createVerifiedUser, startTestServer, type TestServer, createPremiumUser } from "../../../test/harness";
import { addDays } from "@app/shared/time";
import { targetHours, type FastingDay } from "@app/shared/fasting";
import { daysOfMonth, periodTotals } from "./get-fasting-month-stats";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const HOUR = 3_600_000;

/** A finished fast of `hours` (stored duration; null: none stored) that started at `start`. */
async function fastStarting(userId: string, fastingType: string, start: Date | string, hours: number | null) {
  const startTime = new Date(start);
  await server.database.db.insert(fastingSessions).values({
    userId,
    fastingType,
    targetHours: targetHours(fastingType),
    startTime,
    endTime: new Date(startTime.getTime() + (hours ?? 1) * HOUR),
    durationHours: hours,
  });
}

const premiumUser = (email = "ann@example.com") => createPremiumUser(server, { email });

type Client = Awaited<ReturnType<typeof createVerifiedUser>>["client"];
async function stats(client: Client, month: string, tz = "UTC") {
  const res = await client.get(`/api/fasting/stats?month=${month}&tz=${encodeURIComponent(tz)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const day = (body: { days: FastingDay[] }, date: string) => body.days.find((d) => d.date === date);

/** Today in UTC, and noon UTC of the day n days before it. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
const noonDaysAgo = (n: number) => `${addDays(todayUtc(), -n)}T12:00:00Z`;
/** A minute ago, but never before today's midnight UTC: "today" whatever the time the test runs. */
const justNow = () => new Date(Math.max(Date.parse(`${todayUtc()}T00:00:00Z`), Date.now() - 60_000));

describe("GET /api/fasting/stats: days", () => {
  it("puts a fast on the local day it started, the date every list shows, in the user's time zone", async () => {
    const { client, userId } = await premiumUser();
    // 02:30 UTC on 10 March is 22:30 on 9 March in New York (EDT since 8 March).
    await fastStarting(userId, "16:8", "2026-03-10T02:30:00Z", 16);
    // Started on 1 March, ended on 2 March: the 1st's, all 36 hours.
    await fastStarting(userId, "Custom 36h", "2026-03-01T10:00:00Z", 36);
    // 23:30 UTC on 31 March is already 1 April in Berlin (CEST).
    await fastStarting(userId, "18:6", "2026-03-31T23:30:00Z", 18);

    const utc = await stats(client, "2026-03");
    expect(utc.month).toBe("2026-03");
    expect(utc.days).toHaveLength(31);
    expect(utc.days[0].date).toBe("2026-03-01");
    expect(utc.days[30].date).toBe("2026-03-31");
    expect(day(utc, "2026-03-10")).toEqual({ date: "2026-03-10", fasts: 1, hours: 16, reachedTarget: true, fastsReachedTarget: 1 });
    expect(day(utc, "2026-03-09")!.fasts).toBe(0);
    expect(day(utc, "2026-03-01")).toMatchObject({ fasts: 1, hours: 36 });
    expect(day(utc, "2026-03-31")).toMatchObject({ fasts: 1, hours: 18 });

    const newYork = await stats(client, "2026-03", "America/New_York");
    expect(day(newYork, "2026-03-09")).toMatchObject({ fasts: 1, hours: 16 });
    expect(day(newYork, "2026-03-10")!.fasts).toBe(0);

    const berlin = await stats(client, "2026-03", "Europe/Berlin");
    expect(day(berlin, "2026-03-31")!.fasts).toBe(0);
    expect(berlin.monthTotals).toEqual({ fasts: 2, fastsReachedTarget: 2, totalHours: 52, averageHours: 26 });
    const berlinApril = await stats(client, "2026-04", "Europe/Berlin");
    expect(berlinApril.days).toHaveLength(30);
    expect(day(berlinApril, "2026-04-01")).toMatchObject({ fasts: 1, hours: 18, reachedTarget: true });
  });

  it("marks a day by whether any of its fasts reached its type's target", async () => {
    const { client, userId } = await premiumUser();
    await fastStarting(userId, "18:6", "2026-02-02T12:00:00Z", 17.5); // short of 18
    await fastStarting(userId, "16:8", "2026-02-03T12:00:00Z", 16); // exactly 16
    await fastStarting(userId, "20:4", "2026-02-04T08:00:00Z", 12.25); // short
    await fastStarting(userId, "Custom 12h", "2026-02-04T20:00:00Z", 12.5); // reached
    await fastStarting(userId, "24:0", "2026-02-05T12:00:00Z", null); // no duration: 0 hours
    // Still running: not a finished fast, on no day.
    await server.database.db
      .insert(fastingSessions)
      .values({ userId, fastingType: "16:8", targetHours: 16, startTime: new Date("2026-02-06T08:00:00Z") });

    const body = await stats(client, "2026-02");
    expect(body.days).toHaveLength(28);
    const marked = (date: string, fasts: number, hours: number, reached: number) => ({
      date,
      fasts,
      hours,
      reachedTarget: reached > 0,
      fastsReachedTarget: reached,
    });
    expect(day(body, "2026-02-02")).toEqual(marked("2026-02-02", 1, 17.5, 0));
    expect(day(body, "2026-02-03")).toEqual(marked("2026-02-03", 1, 16, 1));
    expect(day(body, "2026-02-04")).toEqual(marked("2026-02-04", 2, 24.75, 1));
    expect(day(body, "2026-02-05")).toEqual(marked("2026-02-05", 1, 0, 0));
    expect(day(body, "2026-02-06")).toEqual(marked("2026-02-06", 0, 0, 0));
    // Five fasts ended; two of them reached their target.
    expect(body.monthTotals).toEqual({ fasts: 5, fastsReachedTarget: 2, totalHours: 58.25, averageHours: 11.65 });
  });

  it("answers an empty month with every day at zero", async () => {
    const { client } = await premiumUser();
    const body = await stats(client, "2028-02");
    expect(body.days).toHaveLength(29);
    expect(body.days.every((d: { fasts: number; hours: number }) => d.fasts === 0 && d.hours === 0)).toBe(true);
    expect(body).toMatchObject({
      today: todayUtc(),
      currentStreak: 0,
      longestStreak: 0,
      longestFast: null,
      lastSevenDays: { fasts: 0, fastsReachedTarget: 0, totalHours: 0, averageHours: 0 },
      monthTotals: { fasts: 0, fastsReachedTarget: 0, totalHours: 0, averageHours: 0 },
    });
  });
});

describe("GET /api/fasting/stats: streaks, longest fast, totals", () => {
  it("counts consecutive days with a fast that reached its target; a day without one quietly ends the streak", async () => {
    const { client, userId } = await premiumUser();
    const month = todayUtc().slice(0, 7);
    // Yesterday and the 2 days before (two fasts on one day count once), a gap, then a run of 5.
    for (const n of [1, 2, 3]) await fastStarting(userId, "16:8", noonDaysAgo(n), 16);
    await fastStarting(userId, "16:8", `${addDays(todayUtc(), -2)}T01:00:00Z`, 10);
    for (const n of [5, 6, 7, 8, 9]) await fastStarting(userId, "Custom 12h", noonDaysAgo(n), 12);

    // No fast yet today: yesterday's streak still stands.
    let body = await stats(client, month);
    expect(body.today).toBe(todayUtc());
    expect(body.currentStreak).toBe(3);
    expect(body.longestStreak).toBe(5);

    await fastStarting(userId, "16:8", justNow(), 16);
    body = await stats(client, month);
    expect(body.currentStreak).toBe(4);
    expect(body.longestStreak).toBe(5);
  });

  it("has no current streak once a whole day has passed without a fast", async () => {
    const { client, userId } = await premiumUser();
    for (const n of [2, 3]) await fastStarting(userId, "16:8", noonDaysAgo(n), 16);
    const body = await stats(client, todayUtc().slice(0, 7));
    expect(body.currentStreak).toBe(0);
    expect(body.longestStreak).toBe(2);
  });

  it("makes no streak day of a fast ended short of its target, however many were ended", async () => {
    const { client, userId } = await premiumUser();
    // Yesterday: a 16:8 reached. Today: a mis-tap of 22 seconds and an 18:6 ended at 17 h.
    await fastStarting(userId, "16:8", noonDaysAgo(1), 16);
    await fastStarting(userId, "16:8", justNow(), 0.01);
    await fastStarting(userId, "18:6", justNow(), 17);
    // Two days before: only short fasts, so yesterday's run starts fresh.
    await fastStarting(userId, "16:8", noonDaysAgo(2), 15.99);
    await fastStarting(userId, "Custom 1h", noonDaysAgo(2), 0.05);
    const body = await stats(client, todayUtc().slice(0, 7));
    expect(body.currentStreak).toBe(1);
    expect(body.longestStreak).toBe(1);
    // Ended, and counted as ended: 5 fasts in the last 7 days, 1 of them reached its target.
    expect(body.lastSevenDays).toMatchObject({ fasts: 5, fastsReachedTarget: 1 });
    expect(day(body, todayUtc())).toMatchObject({ fasts: 2, reachedTarget: false, fastsReachedTarget: 0 });
    // Reaching a target today carries the streak on from yesterday.
    await fastStarting(userId, "Custom 2h", justNow(), 2);
    const after = await stats(client, todayUtc().slice(0, 7));
    expect(after.currentStreak).toBe(2);
    expect(after.lastSevenDays).toMatchObject({ fasts: 6, fastsReachedTarget: 2 });
  });

  it("has no streak at all from fasts that never reached their target", async () => {
    const { client, userId } = await premiumUser();
    for (const n of [0, 1, 2, 3]) await fastStarting(userId, "16:8", n === 0 ? justNow() : noonDaysAgo(n), 0.01);
    const body = await stats(client, todayUtc().slice(0, 7));
    expect(body).toMatchObject({ currentStreak: 0, longestStreak: 0 });
    expect(body.lastSevenDays).toMatchObject({ fasts: 4, fastsReachedTarget: 0 });
  });

  it("counts streak days in the user's time zone", async () => {
    const { client, userId } = await premiumUser();
    // Yesterday 12:00 and today 00:30 in UTC, hours apart: in Los Angeles both are yesterday.
    const today = todayUtc();
    await fastStarting(userId, "16:8", `${addDays(today, -1)}T12:00:00Z`, 16);
    await fastStarting(userId, "16:8", `${today}T00:30:00Z`, 16);
    const utc = await stats(client, today.slice(0, 7));
    expect(utc.longestStreak).toBe(2);
    const la = await stats(client, today.slice(0, 7), "America/Los_Angeles");
    expect(la.longestStreak).toBe(1);
  });

  it("names the longest fast ever and the local day it started (the first one on a tie)", async () => {
    const { client, userId } = await premiumUser();
    await fastStarting(userId, "16:8", "2025-06-01T12:00:00Z", 16);
    await fastStarting(userId, "Custom 48h", "2025-07-02T03:00:00Z", 48.5);
    await fastStarting(userId, "Custom 48h", "2025-09-01T12:00:00Z", 48.5);
    await fastStarting(userId, "16:8", "2025-10-01T12:00:00Z", null);
    expect((await stats(client, "2026-01")).longestFast).toEqual({ hours: 48.5, date: "2025-07-02" });
    expect((await stats(client, "2026-01", "America/Chicago")).longestFast).toEqual({ hours: 48.5, date: "2025-07-01" });
  });

  it("totals and averages the last 7 days (today and the 6 before) and the month shown", async () => {
    const { client, userId } = await premiumUser();
    await fastStarting(userId, "16:8", justNow(), 16.5);
    await fastStarting(userId, "20:4", noonDaysAgo(3), 20);
    await fastStarting(userId, "18:6", noonDaysAgo(6), 18.25);
    await fastStarting(userId, "24:0", noonDaysAgo(7), 24); // 8 days ago counting today: outside
    await fastStarting(userId, "16:8", "2026-01-10T12:00:00Z", 15);
    await fastStarting(userId, "16:8", "2026-01-20T12:00:00Z", 17);

    const body = await stats(client, "2026-01");
    expect(body.lastSevenDays).toEqual({ fasts: 3, fastsReachedTarget: 3, totalHours: 54.75, averageHours: 18.25 });
    expect(body.monthTotals).toEqual({ fasts: 2, fastsReachedTarget: 1, totalHours: 32, averageHours: 16 });
  });
});

describe("GET /api/fasting/stats: access and validation", () => {
  it("refuses a free user with 403 PREMIUM_REQUIRED, and anyone signed out with 401", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await fastStarting(userId, "16:8", "2026-03-10T12:00:00Z", 16);
    const res = await client.get("/api/fasting/stats?month=2026-03&tz=UTC");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PREMIUM_REQUIRED");
    const anon = await server.client().get("/api/fasting/stats?month=2026-03&tz=UTC");
    expect(anon.status).toBe(401);
  });

  it("never counts another user's fasts", async () => {
    const ann = await premiumUser("ann@example.com");
    const bob = await premiumUser("bob@example.com");
    await fastStarting(bob.userId, "Custom 72h", "2026-03-10T12:00:00Z", 72);
    await fastStarting(bob.userId, "16:8", noonDaysAgo(1), 16);
    await fastStarting(ann.userId, "16:8", "2026-03-11T12:00:00Z", 16);

    const body = await stats(ann.client, "2026-03");
    expect(day(body, "2026-03-10")!.fasts).toBe(0);
    expect(body.monthTotals).toEqual({ fasts: 1, fastsReachedTarget: 1, totalHours: 16, averageHours: 16 });
    expect(body.longestFast).toEqual({ hours: 16, date: "2026-03-11" });
    expect(body.currentStreak).toBe(0);
    expect(body.lastSevenDays.fasts).toBe(0);
  });

  it.each([
    ["no month", "tz=UTC", /month/],
    ["a 13th month", "month=2026-13&tz=UTC", /month/],
    ["a one-digit month", "month=2026-1&tz=UTC", /month/],
    ["a full date", "month=2026-03-01&tz=UTC", /month/],
    ["a month before 1970", "month=1969-12&tz=UTC", /month/],
    ["text", "month=march&tz=UTC", /month/],
    ["no tz", "month=2026-03", /tz/],
    ["an unknown tz", "month=2026-03&tz=Mars%2FOlympus", /tz/],
    ["SQL in tz", "month=2026-03&tz=UTC'%3B%20drop%20table%20fasting_sessions%3B--", /tz/],
    ["an unknown parameter", "month=2026-03&tz=UTC&userId=someone", /Unknown|userId/i],
  ])("answers %s with a 400 and a JSON error", async (_label, query, message) => {
    const { client } = await premiumUser();
    const res = await client.get(`/api/fasting/stats?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.message).toMatch(message);
  });
});

describe("month stats arithmetic", () => {
  it("lists a month's days, leap years included", () => {
    expect(daysOfMonth("2026-02")).toHaveLength(28);
    expect(daysOfMonth("2028-02").at(-1)).toBe("2028-02-29");
    expect(daysOfMonth("2026-12")).toHaveLength(31);
    expect(daysOfMonth("2026-11")[0]).toBe("2026-11-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("averages over fasts, not days, rounded to 2 decimals, and 0 without fasts", () => {
    expect(periodTotals([])).toEqual({ fasts: 0, fastsReachedTarget: 0, totalHours: 0, averageHours: 0 });
    expect(
      periodTotals([
        { fasts: 2, fastsReachedTarget: 1, hours: 16.1 },
        { fasts: 0, fastsReachedTarget: 0, hours: 0 },
        { fasts: 1, fastsReachedTarget: 0, hours: 0.2 },
      ]),
    ).toEqual({ fasts: 3, fastsReachedTarget: 1, totalHours: 16.3, averageHours: 5.43 });
  });
});
