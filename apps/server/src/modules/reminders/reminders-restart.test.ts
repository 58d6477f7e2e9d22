import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadConfig } from "../../config";
import { fastingSessions, jobs } from "../../db/schema";
import { createLogger } from "../../platform/logger";
import { startServer } from "../../server";
import { childServerData, freePort, restartableServerEnv, STRONG_PASSWORD, TestClient, TEST_SECRET } from "../../../test/harness";
import { startFakePushService } from "../../../test/fake-push-service";
import { rescheduleFastReminders } from "./schedule";

const HOUR = 3_600_000;

// A reminder planned by one server process is sent by the next one on the same data, once: the
// job is in the database and the VAPID keys in DATA_DIR (a fresh PGlite dir, or a scratch PostgreSQL database).
it("sends a reminder planned before a restart once, after it, with the same VAPID key", { timeout: 120_000 }, async () => {
  const data = await childServerData("reminders-restart");
  const push = await startFakePushService();
  const port = await freePort();
  const env = restartableServerEnv(data.env, port, { AUTH_SECRET: TEST_SECRET, TEST_FIXTURES: "1" });
  try {
    const first = await startServer(loadConfig(env), createLogger("silent"));
    const client = new TestClient(first.url.replace("localhost", "127.0.0.1"));
    const created = await client.post("/api/testing/users", { email: "remind@example.com", password: STRONG_PASSWORD, name: "Rem" });
    expect(created.status, created.text).toBe(201);
    const userId = created.body.userId as string;
    const signIn = await client.post("/api/auth/sign-in/email", { email: "remind@example.com", password: STRONG_PASSWORD });
    expect(signIn.status, signIn.text).toBe(200);
    const vapidKey = (await client.get("/api/reminders")).body.vapidPublicKey as string;
    await client.patch("/api/reminders", { atTarget: true });
    const subscription = push.subscribe();
    expect((await client.post("/api/reminders/push-subscriptions", subscription)).status).toBe(201);
    const started = await client.post("/api/fasting/start", { fastingType: "Custom 2h" });
    // Its target comes 3 s from now: after this server has stopped.
    await first.database.db
      .update(fastingSessions)
      .set({ startTime: new Date(Date.now() - 2 * HOUR + 3000) })
      .where(eq(fastingSessions.id, started.body.session.id));
    await rescheduleFastReminders(first.database.db, userId);
    await first.close();

    await new Promise((r) => setTimeout(r, 3500));
    expect(push.received).toEqual([]);
    const second = await startServer(loadConfig(env), createLogger("silent"));
    try {
      const deadline = Date.now() + 15_000;
      while (push.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await second.jobs.idle();
      // A further poll of the queue must not send it again.
      await new Promise((r) => setTimeout(r, 2500));
      expect(push.received).toHaveLength(1);
      expect(push.received[0]!.problems).toEqual([]);
      expect(push.received[0]!.vapidKey).toBe(vapidKey);
      expect(push.received[0]!.payload).toMatchObject({ title: "Fasting target reached" });
      expect(await second.database.db.select().from(jobs).where(eq(jobs.queue, "fast-reminder"))).toEqual([]);
    } finally {
      await second.close();
    }
  } finally {
    await push.close();
    await data.dispose();
  }
});
