import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { createVerifiedUser, downloadExport, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

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

const finish = (client: TestClient, body: unknown) => client.put("/api/profile/onboarding", body);

const ALL_ANSWERS = {
  goal: "lose-fat",
  weightUnit: "lb",
  currentWeightKg: 90.7,
  goalWeightKg: 81.6,
  fastingPlan: "Custom 36h",
  sex: "female",
  ageBand: "19-30",
  eatsDairy: false,
  eatsEggs: true,
};

describe("profile", () => {
  it("is empty for a new user: onboarding not ended, no fast yet", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/api/profile");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      goal: null,
      fastingPlan: null,
      eatsDairy: null,
      eatsEggs: null,
      onboarding: null,
      hasFasted: false,
      focusMode: false,
    });
  });

  it("keeps every answer where it is used: profile, weigh-in, unit, goal weight, nutrition profile and derived targets", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await finish(client, { outcome: "completed", date: TODAY, answers: ALL_ANSWERS });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ goal: "lose-fat", fastingPlan: "Custom 36h", eatsDairy: false, eatsEggs: true, hasFasted: false });
    expect(res.body.onboarding).toEqual({ outcome: "completed", at: expect.any(String) });
    expect((await client.get("/api/profile")).body).toEqual(res.body);

    expect((await client.get("/api/progress/units")).body.weightUnit).toBe("lb");
    expect((await client.get(`/api/progress/weights?range=1M&date=${TODAY}`)).body.entries).toEqual([{ date: TODAY, weightKg: 90.7 }]);
    const targets = (await client.get("/api/food/targets")).body;
    expect(targets.profile).toEqual({ sex: "female", ageBand: "19-30" });
    // lose fat: 1.6 g per kg of the goal weight; potassium and magnesium of women aged 19–30.
    expect(targets.targets).toMatchObject({
      goalWeightKg: 81.6,
      proteinMode: "perKg",
      proteinPerKg: 1.6,
      potassiumMg: 2600,
      magnesiumMg: 310,
    });
  });

  it("derives protein from the current weight when no goal weight is given", async () => {
    const { client } = await createVerifiedUser(server);
    await finish(client, { outcome: "completed", date: TODAY, answers: { goal: "gain-muscle", currentWeightKg: 80 } });
    expect((await client.get("/api/food/targets")).body.targets).toMatchObject({ proteinMode: "grams", proteinGrams: 160 });
  });

  it("records a skip, and an answer left out later keeps what was given before", async () => {
    const { client } = await createVerifiedUser(server);
    const skipped = await finish(client, { outcome: "skipped", date: TODAY });
    expect(skipped.status).toBe(200);
    expect(skipped.body.onboarding.outcome).toBe("skipped");
    await finish(client, { outcome: "completed", date: TODAY, answers: { goal: "health", fastingPlan: "18:6" } });
    const again = await finish(client, { outcome: "completed", date: TODAY, answers: { goal: null, eatsEggs: false } });
    expect(again.body).toMatchObject({ goal: "health", fastingPlan: "18:6", eatsEggs: false, onboarding: { outcome: "completed" } });
  });

  it("gone through again, leaves targets the user edited alone unless an answer they follow changed", async () => {
    const { client } = await createVerifiedUser(server);
    const { currentWeightKg: _weighIn, ...kept } = ALL_ANSWERS;
    await finish(client, { outcome: "completed", date: TODAY, answers: kept });
    const edited = { proteinMode: "grams", proteinGrams: 150, potassiumMg: 4000, magnesiumMg: 500 };
    expect((await client.patch("/api/food/targets", edited)).status).toBe(200);

    // Only eggs changed, whether the other answers are left out or sent back as they were.
    await finish(client, { outcome: "completed", date: TODAY, answers: { eatsEggs: false } });
    await finish(client, { outcome: "completed", date: TODAY, answers: { ...kept, eatsEggs: false } });
    expect((await client.get("/api/food/targets")).body.targets).toMatchObject(edited);
    expect((await client.get("/api/profile")).body.eatsEggs).toBe(false);

    // A new goal derives them again.
    await finish(client, { outcome: "completed", date: TODAY, answers: { ...kept, goal: "gain-muscle" } });
    expect((await client.get("/api/food/targets")).body.targets).toMatchObject({
      proteinMode: "perKg",
      proteinPerKg: 2,
      potassiumMg: 2600,
    });
  });

  it("says when the user has started a fast", async () => {
    const { client } = await createVerifiedUser(server);
    expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);
    expect((await client.get("/api/profile")).body.hasFasted).toBe(true);
  });

  it("refuses malformed answers with a readable 400 and saves nothing", async () => {
    const { client } = await createVerifiedUser(server);
    const cases: [unknown, string][] = [
      [{ outcome: "done", date: TODAY }, 'outcome must be "completed" or "skipped".'],
      [{ outcome: "completed" }, "date is required."],
      [{ outcome: "completed", date: TODAY, answers: { goal: "bulk" } }, "goal must be one of lose-fat, maintain, gain-muscle, health."],
      [
        { outcome: "completed", date: TODAY, answers: { fastingPlan: "Custom 73h" } },
        'fastingPlan must be 16:8, 18:6, 20:4, 24:0 or "Custom {1-72}h".',
      ],
      [{ outcome: "completed", date: TODAY, answers: { currentWeightKg: 5 } }, "Weight must be between 20 and 400 kg."],
      [{ outcome: "completed", date: TODAY, answers: { goalWeightKg: 301 } }, "Goal weight must be between 30 and 300 kg."],
      [{ outcome: "completed", date: TODAY, answers: { eatsDairy: "no" } }, "eatsDairy must be true or false."],
      [{ outcome: "completed", date: TODAY, answers: { sex: "other" } }, 'sex must be "female" or "male".'],
      [{ outcome: "completed", date: TODAY, answers: { favourite: "ribeye" } }, "favourite"],
    ];
    for (const [body, message] of cases) {
      const res = await finish(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toContain(message);
    }
    expect((await client.get("/api/profile")).body.onboarding).toBeNull();
  });

  it("is each user's own: one user's answers never reach another", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    await finish(ann.client, { outcome: "completed", date: TODAY, answers: ALL_ANSWERS });
    expect((await bob.client.get("/api/profile")).body).toMatchObject({ goal: null, onboarding: null });
    expect((await bob.client.get("/api/food/targets")).body.profile).toEqual({ sex: null, ageBand: null });
    expect((await server.client().get("/api/profile")).status).toBe(401);
  });

  it("keeps focus mode (no streaks, no celebrations): off by default, on and off again, each user's own", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    // Before onboarding ended: the row is made, and onboarding still shows.
    const on = await ann.client.patch("/api/profile/preferences", { focusMode: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ focusMode: true, onboarding: null });
    expect((await ann.client.get("/api/profile")).body.focusMode).toBe(true);
    expect((await bob.client.get("/api/profile")).body.focusMode).toBe(false);
    // Onboarding gone through again keeps it.
    await finish(ann.client, { outcome: "completed", date: TODAY, answers: { goal: "maintain" } });
    expect((await ann.client.get("/api/profile")).body).toMatchObject({ focusMode: true, goal: "maintain" });
    expect((await ann.client.patch("/api/profile/preferences", { focusMode: false })).body.focusMode).toBe(false);
    expect((await ann.client.get("/api/profile")).body).toMatchObject({ focusMode: false, goal: "maintain" });
    expect((await server.client().patch("/api/profile/preferences", { focusMode: true })).status).toBe(401);
  });

  it.each([
    ["no body", {}, /focusMode/],
    ["a string", { focusMode: "yes" }, /focusMode must be true or false/],
    ["null", { focusMode: null }, /focusMode must be true or false/],
    ["an unknown field", { focusMode: true, userId: "someone" }, /userId|Unrecognized|Unknown/i],
  ])("refuses preferences with %s: a 400 that saves nothing", async (_label, body, message) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.patch("/api/profile/preferences", body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.message).toMatch(message);
    expect((await client.get("/api/profile")).body.focusMode).toBe(false);
  });

  it("leaves with the export and goes with the account", async () => {
    const { client, password } = await createVerifiedUser(server);
    await finish(client, { outcome: "completed", date: TODAY, answers: ALL_ANSWERS });
    const exported = await downloadExport(client);
    expect(exported.status).toBe(200);
    expect(exported.body.profile).toMatchObject({
      goal: "lose-fat",
      fastingPlan: "Custom 36h",
      eatsDairy: false,
      eatsEggs: true,
      onboardingOutcome: "completed",
      focusMode: false,
    });

    expect((await client.post("/api/auth/delete-user", { password })).status).toBe(200);
    const [left] = rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from user_profiles`));
    expect(left!.n).toBe(0);
  });
});
