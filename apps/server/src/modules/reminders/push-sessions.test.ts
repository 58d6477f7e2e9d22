/**
 * A browser must not keep receiving a user's reminders after they signed out of it. A push subscription belongs to the sign-in (session) that
 * saved it; when that session ends, by sign-out, by a password change or reset, by the account's
 * deletion or by running out, the browser gets none of the user's pushes again. Each test signs
 * the user in on two "browsers" (two clients, two sessions), each subscribed at the fake push
 * service, ends one of the sessions, and makes the target reminder fire.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reminderMessage } from "@app/shared/reminders";
import { fastingSessions, jobs, pushSubscriptions, sessions } from "../../db/schema";
import { savePushSubscription } from "./push-subscriptions";
import { rescheduleFastReminders } from "./schedule";
import { startFakePushService } from "../../../test/fake-push-service";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestClient, type TestServer } from "../../../test/harness";

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
const NEW_PASSWORD = "slow-smoked brisket 7";

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const pendingReminders = async () => (await server.database.db.select().from(jobs).where(eq(jobs.queue, "fast-reminder"))).length;

/** The session id behind a client's cookie, as the server knows it. */
async function sessionIdOf(client: TestClient): Promise<string> {
  const res = await client.get("/api/auth/get-session");
  expect(res.body?.session?.id, "signed in").toBeTruthy();
  return res.body.session.id as string;
}

/** A second browser signed in as the same user: a session of its own. */
async function anotherBrowser(email: string, password = STRONG_PASSWORD): Promise<TestClient> {
  const client = server.client();
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  expect(res.status, res.text).toBe(200);
  return client;
}

async function subscribe(client: TestClient) {
  const subscription = push.subscribe();
  expect((await client.post("/api/reminders/push-subscriptions", subscription)).status).toBe(201);
  return subscription;
}

/** A user with "When I reach my target" on, signed in and subscribed on a laptop and a phone. */
async function userOnTwoBrowsers() {
  const user = await createVerifiedUser(server);
  expect((await user.client.patch("/api/reminders", { atTarget: true })).status).toBe(200);
  const phone = await anotherBrowser(user.email);
  const laptopSub = await subscribe(user.client);
  const phoneSub = await subscribe(phone);
  const rows = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId));
  expect(rows).toHaveLength(2);
  return { ...user, laptop: user.client, phone, laptopSub, phoneSub };
}

/**
 * A fast started through the API whose target comes in a second: its start moved back as an edit
 * from another device does, and its reminder planned again.
 */
async function targetDueNow(client: TestClient, userId: string) {
  const started = await client.post("/api/fasting/start", { fastingType: "Custom 2h" });
  expect(started.status, started.text).toBe(201);
  const id = started.body.session.id as string;
  await server.database.db
    .update(fastingSessions)
    .set({ startTime: new Date(Date.now() - 2 * HOUR + 1000) })
    .where(eq(fastingSessions.id, id));
  await rescheduleFastReminders(server.database.db, userId);
  expect(await pendingReminders()).toBe(1);
  return id;
}

/** Waits until the planned reminder has run, then a moment more for any push it sent to land. */
async function reminderDone() {
  await until(async () => (await pendingReminders()) === 0);
  await server.jobs.idle();
  await new Promise((r) => setTimeout(r, 300));
}

describe("a push subscription ends with the sign-in that saved it", () => {
  it("signed out on one browser: only the other one is reminded", async () => {
    const user = await userOnTwoBrowsers();
    expect((await user.laptop.post("/api/auth/sign-out", {})).status).toBe(200);
    const fastId = await targetDueNow(user.phone, user.userId);
    await until(() => push.received.length > 0);
    await reminderDone();
    expect(push.pushesTo(user.laptopSub.endpoint)).toEqual([]);
    expect(push.pushesTo(user.phoneSub.endpoint).map((p) => p.payload)).toEqual([reminderMessage("target", fastId)]);
    const left = await server.database.db.select().from(pushSubscriptions);
    expect(left.map((r) => r.endpoint)).toEqual([user.phoneSub.endpoint]);
  });

  it("a session that ran out gets nothing, and its subscription goes", async () => {
    const user = await userOnTwoBrowsers();
    const laptopSession = await sessionIdOf(user.laptop);
    // Ran out without a sign-out: the row is still there, its time is past.
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, laptopSession));
    const fastId = await targetDueNow(user.phone, user.userId);
    await until(() => push.received.length > 0);
    await reminderDone();
    expect(push.pushesTo(user.laptopSub.endpoint)).toEqual([]);
    expect(push.pushesTo(user.phoneSub.endpoint).map((p) => p.payload)).toEqual([reminderMessage("target", fastId)]);
    expect((await server.database.db.select().from(pushSubscriptions)).map((r) => r.endpoint)).toEqual([user.phoneSub.endpoint]);
  });

  it("every session ran out: no push at all", async () => {
    const user = await userOnTwoBrowsers();
    await targetDueNow(user.phone, user.userId);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.userId));
    await reminderDone();
    expect(push.received).toEqual([]);
    expect(server.logs()).toMatch(/"outcome":"no-subscription"/);
    expect(await server.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("a password change signs the other browsers out, and their subscriptions go with them", async () => {
    const user = await userOnTwoBrowsers();
    const changed = await user.phone.post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status, changed.text).toBe(200);
    // Better Auth ends every session of the user, then gives the phone a new one: the phone's
    // subscription was the old session's, so the app saves it again under the new one.
    expect((await user.laptop.get("/api/auth/get-session")).body).toBeNull();
    expect(await server.database.db.select().from(pushSubscriptions)).toEqual([]);
    await subscribeAgain(user.phone, user.phoneSub);
    const fastId = await targetDueNow(user.phone, user.userId);
    await until(() => push.received.length > 0);
    await reminderDone();
    expect(push.pushesTo(user.laptopSub.endpoint)).toEqual([]);
    expect(push.pushesTo(user.phoneSub.endpoint).map((p) => p.payload)).toEqual([reminderMessage("target", fastId)]);
  });

  it("a password reset ends every session, and so every subscription", async () => {
    const user = await userOnTwoBrowsers();
    expect(
      (await server.client().post("/api/auth/request-password-reset", { email: user.email, redirectTo: "/reset-password" })).status,
    ).toBe(200);
    const link = new URL((await server.lastMail(user.email))!.links.find((l) => l.includes("/reset-password/"))!);
    const landing = await server.client().get(link.pathname + link.search);
    const token = new URL(landing.headers.get("location")!, server.url).searchParams.get("token")!;
    expect((await server.client().post("/api/auth/reset-password", { newPassword: NEW_PASSWORD, token })).status).toBe(200);
    expect(await server.database.db.select().from(pushSubscriptions)).toEqual([]);
    // The fast, started from a browser signed in afresh, reminds nobody: no browser subscribed since.
    const fresh = await anotherBrowser(user.email, NEW_PASSWORD);
    await targetDueNow(fresh, user.userId);
    await reminderDone();
    expect(push.received).toEqual([]);
  });

  it("deleting the account drops every browser's subscription", async () => {
    const user = await userOnTwoBrowsers();
    expect((await user.laptop.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await server.database.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
  });

  it("saved again by the same browser after a new sign-in, it moves to the new session (and another user's sign-in takes it over)", async () => {
    const user = await userOnTwoBrowsers();
    expect((await user.laptop.post("/api/auth/sign-out", {})).status).toBe(200);
    // Signed out offline: the server never heard of it, and someone else signs in on that browser.
    const laptopAgain = await anotherBrowser(user.email);
    const newSession = await sessionIdOf(laptopAgain);
    await subscribeAgain(laptopAgain, user.laptopSub);
    const [row] = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, user.laptopSub.endpoint));
    expect(row?.sessionId).toBe(newSession);

    const phoneSession = await sessionIdOf(user.phone);
    const other = await createVerifiedUser(server);
    const otherSession = await sessionIdOf(other.client);
    await subscribeAgain(other.client, user.phoneSub);
    const [taken] = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, user.phoneSub.endpoint));
    expect(taken).toMatchObject({ userId: other.userId, sessionId: otherSession });
    expect(taken?.sessionId).not.toBe(phoneSession);

    // The phone's browser is the other user's now: the first user's target reaches the laptop only.
    await targetDueNow(laptopAgain, user.userId);
    await until(() => push.received.length > 0);
    await reminderDone();
    expect(push.pushesTo(user.phoneSub.endpoint)).toEqual([]);
    expect(push.pushesTo(user.laptopSub.endpoint)).toHaveLength(1);
  });

  it("a save that arrives after its sign-in ended (the session check was kept a moment) is a 401, and nothing is kept", async () => {
    const { userId } = await createVerifiedUser(server);
    const saving = savePushSubscription(server.database.db, {
      userId,
      sessionId: "a-session-signed-out-meanwhile",
      subscription: push.subscribe(),
      policy: { allowLoopback: true },
    });
    await expect(saving).rejects.toMatchObject({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).toEqual([]);
  });
});

/** The same browser's subscription (the same endpoint and keys) saved again, as the app does at start. */
async function subscribeAgain(client: TestClient, subscription: ReturnType<typeof push.subscribe>) {
  expect((await client.post("/api/reminders/push-subscriptions", subscription)).status).toBe(201);
}
