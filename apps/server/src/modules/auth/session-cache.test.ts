import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";
import { ChangeFeed } from "../../platform/changes";
import { SessionCache } from "./session-cache";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const DAY = 86_400_000;

/**
 * The status of a signed-in read once the server has heard of a write made here in SQL: the
 * database notifies it a moment after the commit (platform/changes.ts), and within a second is far
 * within the 5 s it would otherwise keep a session it checked.
 */
async function expectStatus(client: { get(path: string): Promise<{ status: number }> }, status: number) {
  await expect.poll(async () => (await client.get("/api/fasting/active")).status, { timeout: 1000, interval: 5 }).toBe(status);
}

/** The session cookie's value: "<token>.<signature>", URL-encoded. */
function sessionCookie(client: { cookies: Map<string, string> }) {
  return decodeURIComponent(client.cookies.get("carnitrack.session_token")!);
}

describe("who is signed in, for the API's guarded endpoints", () => {
  it("is the cookie's user while the session lives, and nobody once it is revoked or expired", async () => {
    const { client, userId } = await createVerifiedUser(server);
    expect((await client.get("/api/fasting/active")).status).toBe(200);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.userId, userId));

    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    await expectStatus(client, 401);

    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.id, row!.id));
    await expectStatus(client, 200);
    await server.database.db.delete(sessions).where(eq(sessions.id, row!.id));
    await expectStatus(client, 401);
  });

  it("refuses a cookie whose signature does not match its token, however it is shaped", async () => {
    const { client } = await createVerifiedUser(server);
    const [token, signature] = sessionCookie(client).split(".") as [string, string];
    const other = await createVerifiedUser(server, { email: "other@example.com" });
    const [, otherSignature] = sessionCookie(other.client).split(".") as [string, string];
    for (const forged of [
      `${token}.${otherSignature}`, // another session's signature
      `${token}.${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      `${token}.`,
      token,
      `.${signature}`,
      `${token}.${signature}.${signature}`,
      "%E0%A4%A",
    ]) {
      client.cookies.set("carnitrack.session_token", encodeURIComponent(forged));
      const res = await client.get("/api/fasting/active");
      expect(res.status, forged).toBe(401);
    }
  });

  it("leaves a session due its daily renewal to Better Auth, which extends it", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const old = new Date(Date.now() - 2 * DAY);
    const soon = new Date(Date.now() + 3 * DAY);
    await server.database.db.update(sessions).set({ updatedAt: old, expiresAt: soon }).where(eq(sessions.userId, userId));
    expect((await client.get("/api/fasting/active")).status).toBe(200);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

/** A cache of three entries at most on a feed, on a clock the test moves. */
function feed() {
  const now = { t: 0 };
  const changes = new ChangeFeed();
  const cache = new SessionCache({ ttlMs: 5000, maxEntries: 3, now: () => now.t });
  changes.subscribe(cache);
  return { changes, cache, now };
}

const session = (userId: string, sessionId = userId) => ({
  user: { id: userId, email: `${userId}@example.com`, name: userId },
  sessionId,
  expiresAt: 0,
  updatedAt: 0,
});

describe("the session cache", () => {
  it("keeps nothing until its notifications flow, and forgets everything when they stop", () => {
    const { changes, cache } = feed();
    cache.set("a", session("ann"), cache.generation);
    expect(cache.get("a")).toBeUndefined();
    changes.onUp();
    cache.set("a", session("ann"), cache.generation);
    expect(cache.get("a")?.user.id).toBe("ann");
    changes.onDown();
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", session("ann"), cache.generation);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets a user's sessions on their notification, everyone's on '*', and ignores other topics", () => {
    const { changes, cache } = feed();
    changes.onUp();
    cache.set("a1", session("ann", "a1"), cache.generation);
    cache.set("a2", session("ann", "a2"), cache.generation);
    cache.set("b", session("bob"), cache.generation);
    changes.onNotify("foods:ann");
    expect(cache.get("a1")?.sessionId).toBe("a1");
    changes.onNotify("sessions:ann");
    expect([cache.get("a1"), cache.get("a2"), cache.get("b")?.sessionId]).toEqual([undefined, undefined, "bob"]);
    changes.onNotify("sessions:*");
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not store what was read before a forget", () => {
    const { changes, cache } = feed();
    changes.onUp();
    const readAt = cache.generation;
    changes.onNotify("sessions:ann");
    cache.set("a", session("ann"), readAt);
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps a session for its time to live, and the newest sessions when full", () => {
    const { changes, cache, now } = feed();
    changes.onUp();
    cache.set("a", session("ann"), cache.generation);
    now.t = 4999;
    expect(cache.get("a")).toBeDefined();
    now.t = 5000;
    expect(cache.get("a")).toBeUndefined();
    for (const key of ["1", "2", "3", "4"]) cache.set(key, session(`user${key}`), cache.generation);
    expect(["1", "2", "3", "4"].map((k) => cache.get(k)?.user.id)).toEqual([undefined, "user2", "user3", "user4"]);
  });
});
