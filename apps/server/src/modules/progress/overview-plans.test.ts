import { addDays } from "@app/shared/time";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyMeasurements, progressPhotos } from "../../db/schema";
import { createPremiumUser, createVerifiedUser, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

/*
 * What the progress overview sends each plan: the weight part to everyone; the measurement that
 * moved most and the newest photo only to Premium. A free user who has measurements and photos (from
 * a subscription that ended) gets neither, not even hidden in the response.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
let TODAY: string;
beforeEach(() => {
  TODAY = new Date().toISOString().slice(0, 10);
  return server.reset();
});

async function weigh(client: TestClient, date: string, weightKg: number) {
  const res = await client.put("/api/progress/weights", { date, weightKg });
  expect(res.status, res.text).toBe(200);
}

const overview = (client: TestClient) => client.get(`/api/progress/overview?date=${TODAY}&tz=UTC`);

/** Two measured days, 40 and 5 days ago: the waist moved 4 of 100 cm, the neck 1 of 40, body fat 0.5 of 25 points. */
async function measureAndPhotograph(userId: string) {
  const db = server.database.db;
  await db.insert(bodyMeasurements).values([
    { userId, day: addDays(TODAY, -40), waistCm: 100, neckCm: 40, bodyFatPct: 25, armCm: 35 },
    { userId, day: addDays(TODAY, -5), waistCm: 96, neckCm: 39, bodyFatPct: 24.5 },
  ]);
  const [photo] = await db
    .insert(progressPhotos)
    .values({ userId, takenOn: addDays(TODAY, -2), pose: "front", width: 600, height: 800 })
    .returning({ id: progressPhotos.id });
  return photo!.id;
}

describe("the progress overview", () => {
  it("gives Premium the weight chart's days, the measurement that moved most and the newest photo", async () => {
    const { client, userId } = await createPremiumUser(server);
    await weigh(client, addDays(TODAY, -40), 90);
    await weigh(client, addDays(TODAY, -2), 86);
    await weigh(client, TODAY, 85.4);
    const photoId = await measureAndPhotograph(userId);

    const res = await overview(client);
    expect(res.status, res.text).toBe(200);
    const { weight, measurement, latestPhoto } = res.body;
    expect(weight).toMatchObject({ latestKg: 85.4, latestDate: TODAY, startDate: addDays(TODAY, -40) });
    // The chart is the last 30 days of the trend, each with its weigh-in, or null on a day without one.
    expect(weight.days).toHaveLength(30);
    expect(weight.days[0].date).toBe(addDays(TODAY, -29));
    expect(weight.days.at(-1)).toEqual({ date: TODAY, trendKg: weight.trendKg, weightKg: 85.4 });
    expect(weight.days.at(-2)).toMatchObject({ date: addDays(TODAY, -1), weightKg: null });
    expect(weight.days.at(-3)).toMatchObject({ date: addDays(TODAY, -2), weightKg: 86 });
    // The change is the trend's, since the first weigh-in.
    expect(weight.changeKg).toBe(Math.round((weight.trendKg - 90) * 10) / 10);

    expect(measurement).toEqual({
      key: "waistCm",
      first: 100,
      firstDate: addDays(TODAY, -40),
      latest: 96,
      latestDate: addDays(TODAY, -5),
      change: -4,
    });
    expect(latestPhoto).toMatchObject({ id: photoId, takenOn: addDays(TODAY, -2), pose: "front" });
    expect(latestPhoto.thumbUrl).toBe(`/api/progress/photos/${photoId}/thumb`);
  });

  it("picks the measurement by its share of its first value, so a neck's centimetre can outweigh a waist's", async () => {
    const { client, userId } = await createPremiumUser(server);
    await server.database.db.insert(bodyMeasurements).values([
      { userId, day: addDays(TODAY, -10), waistCm: 100, neckCm: 40 },
      { userId, day: addDays(TODAY, -3), waistCm: 98, neckCm: 38.5 },
      // A day after today (another time zone's tomorrow) is not yet the latest.
      { userId, day: addDays(TODAY, 1), waistCm: 80 },
    ]);
    const { measurement } = (await overview(client)).body;
    expect(measurement).toMatchObject({ key: "neckCm", first: 40, latest: 38.5, change: -1.5 });
  });

  it("gives Premium no measurement before one is taken", async () => {
    const { client } = await createPremiumUser(server);
    await weigh(client, TODAY, 80);
    const res = await overview(client);
    expect(res.body.measurement).toBeNull();
    expect(res.body.latestPhoto).toBeNull();
    expect(res.body.weight.days).toEqual([{ date: TODAY, trendKg: 80, weightKg: 80 }]);
  });

  it("gives a free user the weight part and nothing of their measurements or photos", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await weigh(client, addDays(TODAY, -2), 86);
    await weigh(client, TODAY, 85.4);
    const photoId = await measureAndPhotograph(userId);

    const res = await overview(client);
    expect(res.status, res.text).toBe(200);
    expect(res.body.weight).toMatchObject({ latestKg: 85.4, startDate: addDays(TODAY, -2) });
    expect(res.body.weight.days).toHaveLength(3);
    expect(res.body.measurement).toBeNull();
    expect(res.body.latestPhoto).toBeNull();
    // Not hidden anywhere in the response either.
    expect(res.text).not.toContain(photoId);
    expect(res.text).not.toContain(addDays(TODAY, -40));
    expect(res.text).not.toMatch(/waist|neck|bodyFat|thumb/i);
  });
});
