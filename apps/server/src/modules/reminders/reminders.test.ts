import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nextScheduledStart } from "@app/shared/fasting";
import { plannedStartMessage, reminderMessage } from "@app/shared/reminders";
import { fastingSessions, jobs, pushSubscriptions } from "../../db/schema";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";
import { startFakePushService } from "../../../test/fake-push-service";
import { addressAllowed, pushEndpointProblem } from "./push-endpoint";
import { scheduleJob } from "../../platform/jobs";
import { plannedStart } from "./planned-start";
import { PLANNED_START_QUEUE, rescheduleFastReminders } from "./schedule";

let server: TestServer;
let push: Awaited<ReturnType<typeof startFakePushService>>;

beforeAll(async () => {
  [server, push] = await Promise.all([startTestServer({}, { captureLogs: true }), startFakePushService()]);
});
afterAll(async () => {
  await server?.stop();
  await push?.close();
});
beforeEach(async () => {
  await server.reset();
  push.received.length = 0;
});

const HOUR = 3_600_000;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const reminderJobs = () => server.database.db.select().from(jobs).where(eq(jobs.queue, "fast-reminder"));

/** A user with reminders on and one browser subscribed at the fake push service. */
async function subscribedUser(
  settings: Partial<Record<"atTarget" | "hourBefore" | "plannedStart", boolean>> = { atTarget: true, hourBefore: true },
) {
  const user = await createVerifiedUser(server);
  expect((await user.client.patch("/api/reminders", settings)).status).toBe(200);
  const subscription = push.subscribe();
  expect((await user.client.post("/api/reminders/push-subscriptions", subscription)).status).toBe(201);
  return { ...user, subscription };
}

/**
 * Starts a fast through the API, then moves its start back so that its target comes `inMs` from
 * now, and plans its reminders again as an edit of the start does.
 */
async function fastReachingTargetIn(user: Awaited<ReturnType<typeof subscribedUser>>, fastingType: string, hours: number, inMs: number) {
  const started = await user.client.post("/api/fasting/start", { fastingType });
  expect(started.status).toBe(201);
  const startTime = new Date(Date.now() - hours * HOUR + inMs);
  await server.database.db.update(fastingSessions).set({ startTime }).where(eq(fastingSessions.id, started.body.session.id));
  await rescheduleFastReminders(server.database.db, user.userId);
  return { id: started.body.session.id as string, startTime };
}

describe("reminder settings", () => {
  it("are off until turned on, and give the server's VAPID public key", async () => {
    const { client } = await createVerifiedUser(server);
    const first = await client.get("/api/reminders");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      settings: { atTarget: false, hourBefore: false, plannedStart: false },
      vapidPublicKey: expect.stringMatching(/^B[\w-]{86}$/),
    });
    const on = await client.patch("/api/reminders", { atTarget: true });
    expect(on.body.settings).toEqual({ atTarget: true, hourBefore: false, plannedStart: false });
    const both = await client.patch("/api/reminders", { hourBefore: true, plannedStart: true });
    expect(both.body.settings).toEqual({ atTarget: true, hourBefore: true, plannedStart: true });
    expect((await client.get("/api/reminders")).body.settings).toEqual({ atTarget: true, hourBefore: true, plannedStart: true });
  });

  it.each([
    ["an empty body", {}],
    ["a string", { atTarget: "yes" }],
    ["a number", { plannedStart: 1 }],
    ["an unknown field", { atTarget: true, userId: "someone" }],
  ])("refuses %s with a 400", async (_label, body) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.patch("/api/reminders", body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
  });

  it("need a signed-in user", async () => {
    expect((await server.client().get("/api/reminders")).status).toBe(401);
    expect((await server.client().post("/api/reminders/push-subscriptions", push.subscribe())).status).toBe(401);
  });
});

describe("push subscriptions", () => {
  it.each([
    ["http on the internet", "http://push.example.com/abc"],
    ["a private address", "https://10.1.2.3/push/abc"],
    ["a link-local address (cloud metadata)", "https://169.254.169.254/latest"],
    ["an IPv6 unique local address", "https://[fd00::1]/push"],
    ["an IPv4-mapped private address", "https://[::ffff:192.168.1.1]/push"],
    ["credentials in the URL", "https://user:pw@push.example.com/abc"],
    ["another scheme", "ftp://push.example.com/abc"],
    ["no URL", "push.example.com"],
  ])("refuses %s", async (_label, endpoint) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.post("/api/reminders/push-subscriptions", { ...push.subscribe(), endpoint });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
  });

  it.each([
    ["a short key", { p256dh: "BAAA", auth: "x".repeat(22) }],
    ["a key that is not base64url", { p256dh: "B" + "+".repeat(86), auth: "x".repeat(22) }],
    ["no auth secret", { p256dh: "B" + "A".repeat(86) }],
  ])("refuses %s", async (_label, keys) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.post("/api/reminders/push-subscriptions", { endpoint: "https://push.example.com/x", keys });
    expect(res.status).toBe(400);
  });

  it("are kept per browser: saved again is one row, another user's is never deleted", async () => {
    const ann = await subscribedUser();
    const bob = await createVerifiedUser(server);
    expect((await ann.client.post("/api/reminders/push-subscriptions", ann.subscription)).status).toBe(201);
    expect(await server.database.db.select().from(pushSubscriptions)).toHaveLength(1);
    const stranger = await bob.client.request("DELETE", "/api/reminders/push-subscriptions", {
      json: { endpoint: ann.subscription.endpoint },
    });
    expect(stranger.status).toBe(404);
    expect(await server.database.db.select().from(pushSubscriptions)).toHaveLength(1);
    const own = await ann.client.request("DELETE", "/api/reminders/push-subscriptions", { json: { endpoint: ann.subscription.endpoint } });
    expect(own.status).toBe(200);
    expect(await server.database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("keeps a user's newest 10", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i++) {
      const sub = push.subscribe();
      endpoints.push(sub.endpoint);
      expect((await client.post("/api/reminders/push-subscriptions", sub)).status).toBe(201);
    }
    const kept = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    expect(kept.map((k) => k.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });
});

describe("the endpoint policy", () => {
  const production = { allowLoopback: false };
  it("takes only https on public addresses in production", () => {
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/abc", production)).toBeNull();
    expect(pushEndpointProblem("https://updates.push.services.mozilla.com/wpush/v2/x", production)).toBeNull();
    expect(pushEndpointProblem("http://127.0.0.1:9/push", production)).not.toBeNull();
    expect(pushEndpointProblem("https://localhost/push", production)).not.toBeNull();
    expect(pushEndpointProblem("https://[::1]/push", production)).not.toBeNull();
    expect(pushEndpointProblem("https://192.168.0.10/push", production)).not.toBeNull();
    expect(addressAllowed("142.250.74.10", production)).toBe(true);
    expect(addressAllowed("2a00:1450:4001:80b::200a", production)).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.20.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd12::1",
      "::ffff:10.0.0.1",
      "::ffff:a00:1",
      "::ffff:7f00:1",
      "0.0.0.0",
    ]) {
      expect(addressAllowed(address, production), address).toBe(false);
    }
  });
  it("lets a loopback address stand in for the push service outside production", () => {
    expect(pushEndpointProblem("http://127.0.0.1:9/push", { allowLoopback: true })).toBeNull();
    expect(addressAllowed("127.0.0.1", { allowLoopback: true })).toBe(true);
    expect(addressAllowed("10.0.0.1", { allowLoopback: true })).toBe(false);
  });
});

describe("reminder jobs", () => {
  it("are planned when a fast starts, at its target and an hour before, and dropped when it ends", async () => {
    const user = await subscribedUser();
    const started = await user.client.post("/api/fasting/start", { fastingType: "18:6" });
    const start = Date.parse(started.body.session.startTime);
    const planned = await reminderJobs();
    expect(planned.map((j) => [j.payload, j.runAt.getTime()]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [
        { kind: "hour-before", userId: user.userId, fastId: started.body.session.id, fireAt: new Date(start + 17 * HOUR).toISOString() },
        start + 17 * HOUR,
      ],
      [
        { kind: "target", userId: user.userId, fastId: started.body.session.id, fireAt: new Date(start + 18 * HOUR).toISOString() },
        start + 18 * HOUR,
      ],
    ]);
    // Turning one off plans again without it.
    await user.client.patch("/api/reminders", { hourBefore: false });
    expect((await reminderJobs()).map((j) => (j.payload as { kind: string }).kind)).toEqual(["target"]);
    await user.client.post("/api/fasting/end", {});
    expect(await reminderJobs()).toEqual([]);
  });

  it("are not planned for a user who has not turned reminders on", async () => {
    const { client } = await createVerifiedUser(server);
    await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(await reminderJobs()).toEqual([]);
  });

  it("push the target reminder once, encrypted for the browser and signed with the server's VAPID key", async () => {
    const user = await subscribedUser();
    const fast = await fastReachingTargetIn(user, "Custom 2h", 2, 1000);
    // The hour before is long past: only the target is planned.
    expect((await reminderJobs()).map((j) => (j.payload as { kind: string }).kind)).toEqual(["target"]);
    await until(() => push.received.length === 1);
    const [received] = push.received;
    expect(received!.problems).toEqual([]);
    expect(received!.payload).toEqual(reminderMessage("target", fast.id));
    expect(received!.headers.ttl).toBe(String(12 * 3600));
    expect(received!.headers.urgency).toBe("high");
    expect(received!.vapidKey).toBe((await user.client.get("/api/reminders")).body.vapidPublicKey);
    expect(received!.claims.aud).toBe(push.origin);
    expect(received!.claims.sub).toMatch(/^mailto:/);
    await until(async () => (await reminderJobs()).length === 0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(push.received).toHaveLength(1);
  });

  it("push one hour before too, with a TTL that ends at the target", async () => {
    const user = await subscribedUser();
    const fast = await fastReachingTargetIn(user, "Custom 3h", 3, HOUR + 1000);
    await until(() => push.received.length === 1);
    expect(push.received[0]!.problems).toEqual([]);
    expect(push.received[0]!.payload).toEqual(reminderMessage("hour-before", fast.id));
    expect(Number(push.received[0]!.headers.ttl)).toBeGreaterThan(3500);
    expect(Number(push.received[0]!.headers.ttl)).toBeLessThanOrEqual(3600);
  });

  it("never fire for a fast that has ended, even when the job outlived the end", async () => {
    const user = await subscribedUser();
    const fast = await fastReachingTargetIn(user, "Custom 2h", 2, 800);
    // Ended by a path that plans nothing: the job is still there, and finds the fast over.
    await server.database.db.update(fastingSessions).set({ endTime: new Date() }).where(eq(fastingSessions.id, fast.id));
    expect(await reminderJobs()).toHaveLength(1);
    await until(async () => (await reminderJobs()).length === 0);
    await server.jobs.idle();
    expect(push.received).toEqual([]);
    expect(server.logs()).toMatch(/"outcome":"fast-over"/);
  });

  it("never fire for a deleted fast", async () => {
    const user = await subscribedUser();
    const fast = await fastReachingTargetIn(user, "Custom 2h", 2, 800);
    await server.database.db.delete(fastingSessions).where(eq(fastingSessions.id, fast.id));
    await until(async () => (await reminderJobs()).length === 0);
    expect(push.received).toEqual([]);
  });

  it("plan again instead of firing when the start moved since", async () => {
    const user = await subscribedUser({ atTarget: true, hourBefore: false });
    const fast = await fastReachingTargetIn(user, "Custom 2h", 2, 800);
    // The start moves an hour later without planning again (as an edit path that forgot to).
    const moved = new Date(fast.startTime.getTime() + HOUR);
    await server.database.db.update(fastingSessions).set({ startTime: moved }).where(eq(fastingSessions.id, fast.id));
    // The firing job plans the new one in its handler and is deleted only after it returns: wait
    // until it is gone, or the list can still hold both (it failed once on PostgreSQL so).
    await until(async () => {
      const planned = await reminderJobs();
      const firstFireAt = new Date(fast.startTime.getTime() + 2 * HOUR).toISOString();
      return planned.length > 0 && planned.every((j) => (j.payload as { fireAt: string }).fireAt !== firstFireAt);
    });
    const [job] = await reminderJobs();
    expect(job!.payload).toMatchObject({ kind: "target", fireAt: new Date(moved.getTime() + 2 * HOUR).toISOString() });
    expect(push.received).toEqual([]);
  });

  it("forget a subscription the push service says is gone (410)", async () => {
    const user = await subscribedUser();
    push.answers.set(user.subscription.endpoint.split("/").pop()!, 410);
    await fastReachingTargetIn(user, "Custom 2h", 2, 500);
    await until(() => push.received.length === 1);
    await until(async () => (await server.database.db.select().from(pushSubscriptions)).length === 0);
  });
});

describe("planned start reminders", () => {
  const plannedJobs = () => server.database.db.select().from(jobs).where(eq(jobs.queue, PLANNED_START_QUEUE));
  const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

  const PLAN = { fastingType: "18:6", startTime: "20:00", weekdays: [5, 1, 3], timeZone: "Europe/Berlin" };
  it("gives the next planned start in the stored zone, for a reminder", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const db = server.database.db;
    expect(await plannedStart(db, { userId })).toBeNull();
    await client.put("/api/fasting/schedule", PLAN);
    // Wednesday 2026-11-25, 12:00 UTC: 20:00 in Berlin (UTC+1) is 19:00 UTC that day.
    const planned = await plannedStart(db, { userId, after: new Date("2026-11-25T12:00:00Z") });
    expect(planned).toEqual({ schedule: { ...PLAN, weekdays: [1, 3, 5] }, nextStart: new Date("2026-11-25T19:00:00Z") });
    await client.put("/api/fasting/schedule/time-zone", { timeZone: "America/New_York" });
    // Same clock time in the new zone: 20:00 EST is 01:00 UTC the next day.
    expect((await plannedStart(db, { userId, after: new Date("2026-11-25T12:00:00Z") }))?.nextStart).toEqual(
      new Date("2026-11-26T01:00:00Z"),
    );
  });

  it("are planned at the schedule's next start in the user's zone, again when the plan or the zone changes, and dropped when turned off", async () => {
    const user = await subscribedUser({ plannedStart: true });
    // Weekdays only at 20:00 in Berlin.
    const plan = { fastingType: "16:8", startTime: "20:00", weekdays: [1, 2, 3, 4, 5], timeZone: "Europe/Berlin" };
    expect((await user.client.put("/api/fasting/schedule", plan)).status).toBe(200);
    const next = (timeZone: string, schedule = plan) => nextScheduledStart(schedule as never, new Date(), timeZone)!.toISOString();
    expect((await plannedJobs()).map((j) => j.payload)).toEqual([{ userId: user.userId, fireAt: next("Europe/Berlin") }]);
    // The traveller's device reports New York: 20:00 there.
    expect((await user.client.put("/api/fasting/schedule/time-zone", { timeZone: "America/New_York" })).status).toBe(200);
    expect((await plannedJobs()).map((j) => (j.payload as { fireAt: string }).fireAt)).toEqual([next("America/New_York")]);
    const later = { ...plan, startTime: "21:30", timeZone: "America/New_York" };
    expect((await user.client.put("/api/fasting/schedule", later)).status).toBe(200);
    expect((await plannedJobs()).map((j) => (j.payload as { fireAt: string }).fireAt)).toEqual([next("America/New_York", later)]);
    // Fast reminders and planned starts are planned apart: starting and ending a fast keeps it.
    await user.client.post("/api/fasting/start", { fastingType: "16:8" });
    await user.client.post("/api/fasting/end", {});
    expect(await plannedJobs()).toHaveLength(1);
    expect((await user.client.patch("/api/reminders", { plannedStart: false })).status).toBe(200);
    expect(await plannedJobs()).toEqual([]);
    expect((await user.client.patch("/api/reminders", { plannedStart: true })).status).toBe(200);
    expect(await plannedJobs()).toHaveLength(1);
    expect((await user.client.delete("/api/fasting/schedule")).status).toBe(204);
    expect(await plannedJobs()).toEqual([]);
  });

  it("are not planned without the switch, nor without a schedule", async () => {
    const user = await subscribedUser({ atTarget: true });
    await user.client.put("/api/fasting/schedule", { fastingType: "16:8", startTime: "20:00", weekdays: EVERY_DAY, timeZone: "UTC" });
    expect(await plannedJobs()).toEqual([]);
    const other = await subscribedUser({ plannedStart: true });
    expect(other.userId).not.toBe(user.userId);
    expect(await plannedJobs()).toEqual([]);
  });

  /**
   * A schedule whose start was a moment ago (this minute, every day, in UTC), and its job due now:
   * what the queue runs at a planned start, without waiting for one.
   */
  async function plannedStartJustNow(user: Awaited<ReturnType<typeof subscribedUser>>, agoMs = 0) {
    const moment = new Date(Date.now() - agoMs);
    const startTime = moment.toISOString().slice(11, 16);
    const schedule = { fastingType: "18:6", startTime, weekdays: EVERY_DAY, timeZone: "UTC" };
    expect((await user.client.put("/api/fasting/schedule", schedule)).status).toBe(200);
    const fireAt = new Date(`${moment.toISOString().slice(0, 16)}:00.000Z`);
    await scheduleJob(server.database.db, {
      queue: PLANNED_START_QUEUE,
      userId: user.userId,
      payload: { userId: user.userId, fireAt: fireAt.toISOString() },
      runAt: new Date(),
      maxAttempts: 5,
    });
    return { schedule, fireAt };
  }

  it('push "Time for your planned fast" at the planned start, then plan the next one', async () => {
    const user = await subscribedUser({ plannedStart: true });
    const { schedule, fireAt } = await plannedStartJustNow(user);
    await until(() => push.received.length === 1);
    expect(push.received[0]!.problems).toEqual([]);
    expect(push.received[0]!.payload).toEqual(plannedStartMessage(schedule, fireAt));
    expect(push.received[0]!.payload).toMatchObject({
      title: "Time for your planned fast",
      body: "Your 18:6 fast is planned for " + schedule.startTime + '. Tap "Start now" on your dashboard when you are ready.',
      url: "/dashboard",
    });
    // Held no longer than "Start now" is offered: two hours after the start.
    expect(Number(push.received[0]!.headers.ttl)).toBeLessThanOrEqual(7200);
    await server.jobs.idle();
    expect((await plannedJobs()).map((j) => j.payload)).toEqual([
      { userId: user.userId, fireAt: new Date(fireAt.getTime() + 24 * HOUR).toISOString() },
    ]);
    expect(push.received).toHaveLength(1);
  });

  it.each([
    ["while a fast runs", "fasting", 0],
    ["more than two hours late (the server was down)", "too-late", 3 * HOUR],
  ])("do not push %s, and still plan the next one", async (_label, outcome, agoMs) => {
    const user = await subscribedUser({ plannedStart: true });
    if (outcome === "fasting") expect((await user.client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);
    const { fireAt } = await plannedStartJustNow(user, Number(agoMs));
    await until(() => server.logs().includes(`"at":"${fireAt.toISOString()}","outcome":"${outcome}"`));
    await server.jobs.idle();
    expect(push.received).toEqual([]);
    const [next] = await plannedJobs();
    expect(Date.parse((next!.payload as { fireAt: string }).fireAt)).toBeGreaterThan(Date.now());
  });
});
