import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../harness";
import { startSmtpCapture } from "@app/test-support";
import { medianRatio } from "../timing";

describe("no account enumeration by timing", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
  });
  afterAll(() => server?.stop());

  // Not a speed goal: a password hash takes tens of milliseconds and a database miss well under
  // one, so if either path skipped the hash the median ratio would be near 0.05 or 20; noise on a
  // loaded machine moves it far less than that, because the two kinds alternate (test/timing.ts).
  it("spends a password hash on sign-in and sign-up whether or not the account exists", async () => {
    // Several accounts, so neither the failed sign-in lockout nor the sign-up limit per address
    // answers instead of the code under test.
    const known: string[] = [];
    for (let i = 0; i < 3; i++) known.push((await createVerifiedUser(server, { email: `known${i}@example.com` })).email);
    let ip = 0;
    const from = () => server.client({ "x-forwarded-for": `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

    const signIn = await medianRatio(
      9,
      (i) => from().post("/api/auth/sign-in/email", { email: known[i % 3], password: `wrong password ${i}` }),
      (i) => from().post("/api/auth/sign-in/email", { email: `ghost${i}@example.com`, password: `wrong password ${i}` }),
    );
    expect(signIn).toBeGreaterThan(0.3);
    expect(signIn).toBeLessThan(1 / 0.3);

    const signUp = await medianRatio(
      9,
      (i) => from().post("/api/auth/sign-up/email", { email: known[i % 3], password: STRONG_PASSWORD, name: "N", callbackURL: "/" }),
      (i) =>
        from().post("/api/auth/sign-up/email", { email: `new${i}@example.com`, password: STRONG_PASSWORD, name: "N", callbackURL: "/" }),
    );
    expect(signUp).toBeGreaterThan(0.3);
    expect(signUp).toBeLessThan(1 / 0.3);
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
