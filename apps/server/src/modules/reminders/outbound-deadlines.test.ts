/**
 * Every outbound request has a deadline: once, one push endpoint stalled every background job. A free user subscribed an endpoint that answered `HTTP/1.1 201 Created` and then
 * one header byte every few seconds, turned on "When I reach my target" and moved a running
 * fast's start back 16 h; while the server stayed connected, no other job ran, and a sign-up's
 * confirmation mail waited for as long as the endpoint liked. Here the endpoints are local servers
 * (loopback stands in for the attacker's https host outside production), the mail is read from
 * the outbox as it is written, and each test asserts order, not speed: the mail is there while the
 * hostile connection is still open.
 */
import { createECDH, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import net, { type AddressInfo, type Socket } from "node:net";
import path from "node:path";
import { FAST_EDITS_PER_HOUR } from "@app/shared/fasting";
import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { fastingSessions, jobs } from "../../db/schema";
import type { StripeConfig } from "../../config";
import { createStripe } from "../billing/stripe-client";
import { createMailer } from "../mail/mailer";
import { PUSH_ANSWER_MAX_BYTES, PUSH_DEADLINE_MS, webPushSender } from "./push-sender";
import { FAST_REMINDER_QUEUE } from "./schedule";
import { createLogger } from "../../platform/logger";
import { S3Storage } from "../../platform/s3-storage";
import { createVerifiedUser, parseMail, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

const HOUR = 3_600_000;

interface Connection {
  openedAt: number;
  closedAt?: number;
  /** Bytes of the response written before the client let go. */
  written: number;
}

/**
 * A push endpoint run by the attacker: "drip" answers `201 Created` and then one header byte a
 * second, for ever; "hang" accepts and never answers; "flood" answers 201 with a body without end
 * (as fast as the client reads it). For the other services the server calls: "drip-body" answers
 * 200 with its headers and then a byte of its body a second; "smtp-drip" greets as a mail server
 * and answers the client's first command a byte a second. Each connection records when it opened
 * and closed.
 */
async function startHostileEndpoint(mode: "drip" | "hang" | "flood" | "drip-body" | "smtp-drip") {
  const connections: Connection[] = [];
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    const connection: Connection = { openedAt: Date.now(), written: 0 };
    connections.push(connection);
    sockets.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on("error", () => {});
    socket.on("close", () => {
      connection.closedAt = Date.now();
      clearInterval(timer);
      sockets.delete(socket);
    });
    const drip = (byte: string) => {
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(byte);
      }, 1000);
    };
    if (mode === "smtp-drip") socket.write("220 mail.example.com ESMTP\r\n");
    socket.once("data", () => {
      if (mode === "hang") return;
      if (mode === "smtp-drip") {
        socket.write("250-mail.example.com");
        return drip("X");
      }
      if (mode === "drip-body") {
        socket.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n");
        return drip(" ");
      }
      socket.write("HTTP/1.1 201 Created\r\n");
      if (mode === "drip") return drip("X");
      socket.write("Content-Type: application/octet-stream\r\n\r\n");
      const chunk = Buffer.alloc(16 * 1024, 0x61);
      const pour = () => {
        while (!socket.destroyed) {
          connection.written += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", pour);
        }
      };
      pour();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}/push/${randomBytes(6).toString("hex")}`,
    connections,
    /** A connection open now. */
    open: () => connections.some((c) => c.closedAt === undefined),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Keys as a browser's PushSubscription gives them (a P-256 public key, a 16-byte secret). */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** What a call came to within `ms`: its outcome, its error's message, or "still waiting". */
const within = (call: Promise<unknown>, ms: number) =>
  Promise.race([
    call.then(
      (outcome) => `sent: ${String(outcome)}`,
      (err: Error) => err.message,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve("still waiting"), ms)),
  ]);

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a push endpoint that drips or hangs stalls no other job", () => {
  let server: TestServer;
  let drip: Awaited<ReturnType<typeof startHostileEndpoint>>;
  let hang: Awaited<ReturnType<typeof startHostileEndpoint>>;
  beforeAll(async () => {
    [server, drip, hang] = await Promise.all([
      startTestServer({}, { captureLogs: true }),
      startHostileEndpoint("drip"),
      startHostileEndpoint("hang"),
    ]);
  });
  afterAll(async () => {
    // Let go first, so a server still connected (the old code) can stop.
    await Promise.all([drip?.close(), hang?.close()]);
    await server?.stop();
  });

  /** The mails written to the outbox for `to` so far, without waiting for the jobs (a push may be hanging). */
  const outboxMails = (to: string) => {
    const outbox = path.join(server.dataDir, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    } catch {
      // No mail yet.
    }
    return files.map((f) => parseMail(readFileSync(path.join(outbox, f), "utf8"))).filter((m) => m.raw.includes(to));
  };

  /** As an attacker would: a free user subscribes `endpoint`, turns on the target reminder and moves a running fast's start back 16 h. */
  async function attack({ client }: Awaited<ReturnType<typeof createVerifiedUser>>, endpoint: string) {
    expect((await client.patch("/api/reminders", { atTarget: true })).status).toBe(200);
    const saved = await client.post("/api/reminders/push-subscriptions", { endpoint, expirationTime: null, keys: browserKeys() });
    expect(saved.status, saved.text).toBe(201);
    const started = await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(started.status).toBe(201);
    const moved = await client.patch(`/api/fasting/${started.body.session.id}`, {
      startTime: new Date(Date.now() - 16 * HOUR).toISOString(),
    });
    expect(moved.status, moved.text).toBe(200);
  }

  // The server's own push deadline: a shorter one (3 s) ran out before the sign-up's mail was
  // written when the suite ran beside two busy loops, and the test then proved nothing. The test
  // waits the deadline out, so its timeout is twice the default.
  it(
    "delivers a sign-up's mail while the server is still connected to both, and gives each push up at its deadline",
    { timeout: 60_000 },
    async () => {
      // Both accounts first: confirming one waits for the jobs, and a hanging push is one.
      const [first, second] = await Promise.all([createVerifiedUser(server), createVerifiedUser(server)]);
      await Promise.all([attack(first, drip.endpoint), attack(second, hang.endpoint)]);
      // The reminders come due at once; the worker's poll finds them and connects.
      await until(() => drip.open() && hang.open(), "the server to connect to both endpoints");

      const email = `newcomer-${randomBytes(4).toString("hex")}@example.com`;
      const signUp = await server
        .client()
        .post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "New Comer", callbackURL: "/" });
      expect(signUp.status).toBe(200);
      const enqueued = Date.now();
      await until(() => outboxMails(email).length > 0, "the confirmation mail", PUSH_DEADLINE_MS * 3);
      const delivered = Date.now();
      // The order is what matters: the mail went out while both pushes were still hanging.
      expect(drip.open(), "the drip's connection is still open when the mail is written").toBe(true);
      expect(hang.open(), "the silent endpoint's connection is still open when the mail is written").toBe(true);
      expect(outboxMails(email)[0]!.links.some((l) => l.includes("/verify-email"))).toBe(true);
      console.info(`confirmation mail written ${delivered - enqueued} ms after the sign-up, the pushes still connected`);

      // Each push ends at its deadline: the server lets go of the connection, and the job waits for a retry.
      await until(() => !drip.open() && !hang.open(), "the pushes to give up", PUSH_DEADLINE_MS * 3);
      for (const endpoint of [drip, hang]) {
        const [connection] = endpoint.connections;
        expect(connection!.closedAt! - connection!.openedAt).toBeLessThan(PUSH_DEADLINE_MS + 3_000);
      }
      await until(
        async () =>
          (
            await server.database.db
              .select()
              .from(jobs)
              .where(and(eq(jobs.queue, FAST_REMINDER_QUEUE), eq(jobs.status, "pending")))
          ).length === 2,
        "the reminders to be back in the queue",
      );
      const reminders = await server.database.db.select().from(jobs).where(eq(jobs.queue, FAST_REMINDER_QUEUE));
      for (const job of reminders) {
        expect(job).toMatchObject({ status: "pending", attempts: 1 });
        expect(job.lastError).toMatch(new RegExp(`did not answer within ${PUSH_DEADLINE_MS / 1000} s`));
        expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
      }
    },
  );
});

describe("each push has a total deadline and reads at most 64 KB of the answer", () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:push@example.com", source: "env" as const };
  const send = (endpoint: string, deadlineMs: number) =>
    webPushSender({ vapid, policy: { allowLoopback: true }, deadlineMs })(
      { endpoint, ...browserKeys() },
      { payload: { hi: 1 }, ttlSeconds: 60 },
    );

  it.each(["drip", "hang"] as const)("gives up an endpoint that does %s at the deadline, however it answers", async (mode) => {
    const endpoint = await startHostileEndpoint(mode);
    try {
      expect(await within(send(endpoint.endpoint, 1_000), 6_000)).toMatch(/did not answer within 1 s/);
      await until(() => !endpoint.open(), "the connection to close", 3_000);
    } finally {
      await endpoint.close();
    }
  });

  it("cuts off an answer over 64 KB: the sender stops reading and lets go", async () => {
    const endpoint = await startHostileEndpoint("flood");
    try {
      // A deadline far beyond the wait: what ends this send is the cap.
      expect(await within(send(endpoint.endpoint, 60_000), 6_000)).toBe(`push service's answer is over ${PUSH_ANSWER_MAX_BYTES} bytes`);
      await until(() => !endpoint.open(), "the connection to close", 3_000);
      // The body has no end: whatever was poured in, the sender read no further than the cap.
      expect(endpoint.connections[0]!.written).toBeGreaterThan(PUSH_ANSWER_MAX_BYTES);
    } finally {
      await endpoint.close();
    }
  });
});

describe("a bound on how often one user can make reminders due", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.reset());

  it(`edits of fasts are limited to ${FAST_EDITS_PER_HOUR} an hour, with restores; the next is a 429 that changes nothing, and a refused edit costs none`, async () => {
    const { client, userId } = await createVerifiedUser(server);
    const started = await client.post("/api/fasting/start", { fastingType: "16:8" });
    expect(started.status).toBe(201);
    const id = started.body.session.id as string;
    const edit = (hoursAgo: number) =>
      client.patch(`/api/fasting/${id}`, { startTime: new Date(Date.now() - hoursAgo * HOUR).toISOString() });

    // Refused (a start in the future, a fast that is not there): nothing spent.
    expect((await client.patch(`/api/fasting/${id}`, { startTime: new Date(Date.now() + HOUR).toISOString() })).status).toBe(400);
    expect((await client.patch(`/api/fasting/${crypto.randomUUID()}`, { startTime: new Date().toISOString() })).status).toBe(404);

    const spent = async () => {
      const [row] = rowsOf<{ n: number }>(
        await server.database.db.execute(sql`select count::int as n from rate_limits where key = ${`fasting-edit:${userId}`}`),
      );
      return Number(row?.n ?? 0);
    };
    expect(await spent()).toBe(0);
    for (const hoursAgo of [16, 17, 16]) expect((await edit(hoursAgo)).status).toBe(200);
    expect(await spent()).toBe(3);
    // The rest of the hour's edits but two, spent already (60 requests would take much of the test's time budget).
    await server.database.db.execute(
      sql`update rate_limits set count = ${FAST_EDITS_PER_HOUR - 2} where key = ${`fasting-edit:${userId}`}`,
    );
    expect((await edit(17)).status).toBe(200);
    // The last of the hour is an undo: a deleted fast put back spends the same rate limit.
    expect((await client.delete(`/api/fasting/${id}`)).status).toBe(200);
    expect((await client.post(`/api/fasting/${id}/restore`, {})).status).toBe(200);

    const [before] = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.id, id));
    const refused = await edit(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.body.error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many fast edits\. Please wait \d+ minutes and try again\.$/),
    });
    const [after] = await server.database.db.select().from(fastingSessions).where(eq(fastingSessions.id, id));
    expect(after!.startTime).toEqual(before!.startTime);

    expect((await client.delete(`/api/fasting/${id}`)).status).toBe(200);
    const restore = await client.post(`/api/fasting/${id}/restore`, {});
    expect(restore.status).toBe(429);
    expect(restore.body.error.message).toMatch(/^Too many fast edits\./);

    // Another user's rate limit is their own.
    const other = await createVerifiedUser(server);
    const theirs = await other.client.post("/api/fasting/start", { fastingType: "16:8" });
    const theirEdit = await other.client.patch(`/api/fasting/${theirs.body.session.id}`, {
      startTime: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(theirEdit.status).toBe(200);
    // The refused ones counted nothing.
    expect(await spent()).toBe(FAST_EDITS_PER_HOUR);
  });
});

describe("every other outbound request has a total deadline", () => {
  it("a Stripe call gives up on an API that answers a byte a second", async () => {
    const stripeApi = await startHostileEndpoint("drip-body");
    try {
      const stripe = createStripe(
        {
          secretKey: "sk_test_123",
          webhookSecret: "whsec_123",
          prices: { monthly: "price_m", yearly: "price_y" },
          apiUrl: `http://127.0.0.1:${stripeApi.port}`,
        } as StripeConfig,
        { attemptDeadlineMs: 1_000 },
      );
      expect(await within(stripe.customers.retrieve("cus_1"), 8_000)).toMatch(/timeout/i);
      // The connection the call was made on is let go (fetch may open an idle one for its pool).
      await until(() => stripeApi.connections[0]?.closedAt !== undefined, "the connection to close", 3_000);
    } finally {
      await stripeApi.close();
    }
  });

  it("an S3 read gives up on a server that sends its body a byte a second", async () => {
    const s3 = await startHostileEndpoint("drip-body");
    try {
      const storage = new S3Storage(
        {
          bucket: "photos",
          endpoint: `http://127.0.0.1:${s3.port}`,
          region: "us-east-1",
          credentials: { accessKeyId: "key", secretAccessKey: "secret" },
          forcePathStyle: true,
        },
        { deadlineMs: 1_000 },
      );
      expect(await within(storage.get("users/u1/photos/p1.jpg"), 6_000)).toMatch(/abort/i);
      await until(() => !s3.open(), "the connection to close", 3_000);
    } finally {
      await s3.close();
    }
  });

  it("a mail gives up on an SMTP server that answers a byte a second", async () => {
    const smtp = await startHostileEndpoint("smtp-drip");
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: "hello@carnitrack.test",
        dataDir: "/nonexistent",
        logger: createLogger("silent"),
        sendDeadlineMs: 1_000,
      });
      const sending = mailer.send({ to: "ann@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
      expect(await within(sending, 6_000)).toMatch(/abort/i);
      mailer.close();
      // nodemailer ends its side at once and destroys the socket after its grace period (5 s).
      await until(() => !smtp.open(), "the connection to close", 8_000);
    } finally {
      await smtp.close();
    }
  });
});
