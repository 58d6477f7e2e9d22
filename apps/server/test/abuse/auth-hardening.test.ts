import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../harness";
import { startSmtpCapture } from "../smtp-capture";

/** Fastest of n runs: noise on a shared machine only ever adds time. */
async function fastest(n: number, run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("no account enumeration by timing", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
  });
  afterAll(() => server?.stop());

  // Not a speed goal: a password hash takes tens of milliseconds and a database miss well under
  // one, so if either path skipped the hash the two would differ by an order of magnitude.
  it("spends a password hash on sign-in and sign-up whether or not the account exists", async () => {
    const { email } = await createVerifiedUser(server, { email: "known@example.com" });
    let ip = 0;
    const from = () => server.client({ "x-forwarded-for": `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

    const knownSignIn = await fastest(4, () => from().post("/api/auth/sign-in/email", { email, password: "wrong password " + ip }));
    const unknownSignIn = await fastest(4, () => from().post("/api/auth/sign-in/email", { email: `ghost${ip}@example.com`, password: "wrong password x" }));
    expect(unknownSignIn / knownSignIn).toBeGreaterThan(0.3);
    expect(knownSignIn / unknownSignIn).toBeGreaterThan(0.3);

    const newSignUp = await fastest(3, () => from().post("/api/auth/sign-up/email", { email: `new${ip}@example.com`, password: STRONG_PASSWORD, name: "N", callbackURL: "/" }));
    // Distinct existing accounts, so the per-address sign-up limit does not answer instead.
    const existing = [email];
    for (let i = 0; i < 2; i++) existing.push((await createVerifiedUser(server, { email: `known${i}@example.com` })).email);
    const existingSignUp = await fastest(3, () => from().post("/api/auth/sign-up/email", { email: existing.pop(), password: STRONG_PASSWORD, name: "N", callbackURL: "/" }));
    expect(existingSignUp / newSignUp).toBeGreaterThan(0.3);
  });
});

describe("cookies in production", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // Production behind HTTPS: the public URL is https, the test talks to the process directly.
    server = await startTestServer({ NODE_ENV: "production", SMTP_URL: smtp.url, SECURE_COOKIES: "true" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("marks the session cookie HttpOnly, SameSite=Lax and Secure", async () => {
    const client = server.client();
    await client.post("/api/auth/sign-up/email", { email: "secure@example.com", password: STRONG_PASSWORD, name: "S", callbackURL: "/" });
    const link = new URL((await smtp.waitFor("secure@example.com")).links.find((l) => l.includes("verify-email"))!);
    await client.get(link.pathname + link.search);
    const res = await client.post("/api/auth/sign-in/email", { email: "secure@example.com", password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => /session_token=/.test(c));
    expect(session).toBeDefined();
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Secure/i);
    // Secure cookies get the __Secure- prefix, so a plain-HTTP page cannot plant one.
    expect(session).toMatch(/^__Secure-/);
  });
});
