import { eq, sql } from "drizzle-orm";
import { strFromU8 } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { targetHours } from "@app/shared/fasting";
import { rowsOf } from "../../db/client";
import { accounts, fastingSessions, jobs, sessions, users } from "../../db/schema";
import { createVerifiedUser, downloadExport, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

async function addFast(userId: string, type: string, hoursAgo: number, ended: boolean) {
  const start = new Date(Date.now() - hoursAgo * 3600_000);
  await server.database.db.insert(fastingSessions).values({
    userId,
    fastingType: type,
    targetHours: targetHours(type),
    startTime: start,
    endTime: ended ? new Date() : null,
    durationHours: ended ? hoursAgo : null,
  });
}

describe("export my data", () => {
  it("downloads the account and every fasting session, and nothing of anyone else", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com", name: "Ann" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com", name: "Bob" });
    await addFast(ann.userId, "16:8", 20, true);
    await addFast(ann.userId, "Custom 36h", 3, false);
    await addFast(bob.userId, "24:0", 30, true);

    const res = await downloadExport(ann.client);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="carnitrack-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    // A ZIP of the JSON and a spreadsheet of her fasts (no photos, food or weigh-ins: no file for them).
    expect(Object.keys(res.files)).toEqual(["carnitrack-export.json", "fasts.csv"]);
    // UTF-8 with a byte order mark (which the decoder takes off), so Excel reads it as UTF-8.
    expect([...res.files["fasts.csv"]!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const fasts = strFromU8(res.files["fasts.csv"]!);
    expect(fasts).toMatch(/^Type,Started,Ended,Duration \(hours\),Status\r\n16:8,.+,20,ended\r\nCustom 36h,[^,]+,,,active\r\n$/);
    expect(res.body.account).toMatchObject({ id: ann.userId, email: "ann@example.com", fullName: "Ann", emailVerified: true });
    expect(res.body.fastingSessions.map((s: { fastingType: string }) => s.fastingType)).toEqual(["16:8", "Custom 36h"]);
    expect(res.body.fastingSessions[0].durationHours).toBe(20);
    expect(res.body.fastingSessions.map((s: { targetHours: number }) => s.targetHours)).toEqual([16, 36]);
    expect(res.text).not.toContain("bob@example.com");
    expect(res.text).not.toMatch(/argon2|password/i);
  });

  it("is refused without a session", async () => {
    const res = await server.client().get("/api/account/export");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("delete my account", () => {
  it("needs the password, then removes every row of the user and only theirs", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    await addFast(ann.userId, "16:8", 20, true);
    await addFast(bob.userId, "18:6", 20, true);

    const wrong = await ann.client.post("/api/auth/delete-user", { password: "definitely wrong" });
    expect(wrong.status).toBe(400);
    expect((await server.database.db.select().from(users).where(eq(users.id, ann.userId))).length).toBe(1);

    const missing = await ann.client.post("/api/auth/delete-user", {});
    expect(missing.status).toBe(400);

    const ok = await ann.client.post("/api/auth/delete-user", { password: STRONG_PASSWORD });
    expect(ok.status).toBe(200);

    const db = server.database.db;
    for (const table of [users, accounts, sessions, fastingSessions] as const) {
      const col = table === users ? users.id : (table as typeof sessions).userId;
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(col, ann.userId));
      expect(rows[0]!.n).toBe(0);
    }
    expect((await db.select().from(fastingSessions).where(eq(fastingSessions.userId, bob.userId))).length).toBe(1);
    expect((await ann.client.get("/api/auth/get-session")).body).toBeNull();
    expect((await server.client().post("/api/auth/sign-in/email", { email: "ann@example.com", password: STRONG_PASSWORD })).status).toBe(
      401,
    );
    expect((await bob.client.get("/api/auth/get-session")).body.user.email).toBe("bob@example.com");
  });

  it("is refused without a session, and one user cannot delete another", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    expect((await server.client().post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(401);
    const bob = await createVerifiedUser(server, { email: "bob@example.com", password: "another strong one 9" });
    // Bob's session with Ann's password deletes nobody.
    expect((await bob.client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(400);
    expect((await ann.client.get("/api/auth/get-session")).body.user.email).toBe("ann@example.com");
  });
});

describe("deleting an account leaves no job that names it", () => {
  it("deletes its pending reminder and mail jobs, and its rateLimits' counters, with it", async () => {
    const { client, userId, email } = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    for (const user of [client, other.client]) {
      expect((await user.patch("/api/reminders", { atTarget: true, hourBefore: true, plannedStart: true })).status).toBe(200);
      const schedule = { fastingType: "18:6", startTime: "20:00", weekdays: [0, 1, 2, 3, 4, 5, 6], timeZone: "UTC" };
      expect((await user.put("/api/fasting/schedule", schedule)).status).toBe(200);
      expect((await user.post("/api/fasting/start", { fastingType: "24:0" })).status).toBe(201);
    }
    // A mail for the account still waiting in the queue (the mail server is down, say).
    await server.database.db.insert(jobs).values({
      queue: "mail.send",
      userId,
      payload: { to: email, subject: "Reset your password", text: "-", html: "-" },
      maxAttempts: 15,
      runAt: sql`now() + interval '1 hour'`,
    });
    const naming = async (id: string) =>
      rowsOf<{ n: number }>(
        await server.database.db.execute(
          sql`select count(*)::int as n from jobs where user_id = ${id} or payload::text like ${`%${id}%`} or payload->>'to' = ${email}`,
        ),
      )[0]!.n;
    expect(await naming(userId)).toBe(4);

    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await naming(userId)).toBe(0);
    // Nor a counter of the account's rate limits (its fast starts, here).
    const counters = rowsOf<{ key: string }>(await server.database.db.execute(sql`select key from rate_limits`)).map((r) => r.key);
    expect(counters.filter((key) => key.includes(userId))).toEqual([]);
    expect(counters.filter((key) => key.includes(other.userId)).length).toBeGreaterThan(0);
    // Another account's jobs are untouched.
    expect((await server.database.db.select().from(jobs).where(eq(jobs.userId, other.userId))).length).toBe(3);
  });
});
