import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

describe("rate limits without a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.reset());

  it("throttles sign-in per IP with a readable 429, and a spoofed rotating X-Forwarded-For earns no fresh bucket", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await server
        .client({ "x-forwarded-for": `10.0.${i}.1` })
        .post("/api/auth/sign-in/email", { email: `ghost${i}@example.com`, password: "whatever it is" });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.code).toBe("RATE_LIMITED");
        expect(res.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("keeps the count in the shared database table", async () => {
    for (let i = 0; i < 10; i++) await server.client().post("/api/auth/request-password-reset", { email: `n${i}@example.com` });
    const blocked = await server.client().post("/api/auth/request-password-reset", { email: "n99@example.com" });
    expect(blocked.status).toBe(429);
    const rows = await server.database.db.query.rateLimits.findMany();
    expect(rows.find((r) => r.key.startsWith("reset:ip:"))?.count).toBe(11);
  });

  it("limits confirmation resends per address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await server.client().post("/api/auth/send-verification-email", { email: "ann@example.com" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("rate limits behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.reset());

  it("throttles an account after 5 failed sign-ins, whatever the IP, without locking out other accounts", async () => {
    const { email } = await createVerifiedUser(server, { email: "ann@example.com" });
    const fromIp = (i: number) => server.client({ "x-forwarded-for": `203.0.113.${i}` });
    for (let i = 0; i < 5; i++) {
      expect((await fromIp(i).post("/api/auth/sign-in/email", { email, password: "wrong guess " + i })).status).toBe(401);
    }
    const sixth = await fromIp(99).post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toMatch(/Too many attempts/);

    await createVerifiedUser(server, { email: "bob@example.com" });
    expect((await fromIp(5).post("/api/auth/sign-in/email", { email: "bob@example.com", password: STRONG_PASSWORD })).status).toBe(200);
  });

  it("counts per client IP from the proxy's X-Forwarded-For entry, not from what the client wrote before it", async () => {
    // The proxy appends the real client address last; anything left of it is client-written.
    for (let i = 0; i < 20; i++) {
      const res = await server
        .client({ "x-forwarded-for": `198.51.100.${i}, 192.0.2.7` })
        .post("/api/auth/sign-in/email", { email: `ghost${i}@example.com`, password: "whatever it is" });
      expect(res.status).toBe(401);
    }
    const blocked = await server
      .client({ "x-forwarded-for": "198.51.100.250, 192.0.2.7" })
      .post("/api/auth/sign-in/email", { email: "other@example.com", password: "whatever it is" });
    expect(blocked.status).toBe(429);
    const otherClient = await server
      .client({ "x-forwarded-for": "192.0.2.8" })
      .post("/api/auth/sign-in/email", { email: "other@example.com", password: "whatever it is" });
    expect(otherClient.status).toBe(401);
  });
});
