import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCapture } from "@app/test-support";
import { freePort, startTestServer, STRONG_PASSWORD, TestClient, type TestServer } from "../../../test/harness";
import { machineAddresses } from "../../platform/origins";

// This machine's own network address, as another device on its network would open the app. No
// module mock: server test files share a worker's module cache (vitest.config.ts), so a mocked
// node:os would depend on which file imported origins.ts first.
const LAN_ADDRESS = machineAddresses().find((host) => !host.startsWith("["));

const signUpBody = (email: string) => ({ email, password: STRONG_PASSWORD, name: "Ann Carnivore", callbackURL: "/" });

describe("outside production (npm start: APP_URL http://localhost:PORT)", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ NODE_ENV: "development", PORT: String(port), APP_URL: `http://localhost:${port}` });
  });
  afterAll(() => server?.stop());

  /** A browser on a page at `origin` (its writes carry that Origin), talking to the server. */
  const browserAt = (origin: string) => new TestClient(server.url, { origin });

  // A machine on no network (no address but loopback) has only the first case.
  const origins: [string, () => string][] = [["127.0.0.1", () => `http://127.0.0.1:${port}`]];
  if (LAN_ADDRESS) origins.push([`a LAN address of this machine (${LAN_ADDRESS})`, () => `http://${LAN_ADDRESS}:${port}`]);
  it.each(origins)("signs up from %s, mails a link to that address that signs in there, and signs in there", async (_, originOf) => {
    const origin = originOf();
    const email = `ann-${new URL(origin).hostname.replace(/\W/g, "-")}@example.com`;
    const browser = browserAt(origin);
    const signUp = await browser.post("/api/auth/sign-up/email", signUpBody(email));
    expect(signUp.status).toBe(200);

    const link = new URL((await server.lastMail(email))!.links.find((l) => l.includes("/api/auth/verify-email"))!);
    expect(link.origin).toBe(origin);
    // The link opened in the browser that signed up (its binding cookie) signs in at once.
    const opened = await browser.get(link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
    expect((await browser.get("/api/auth/get-session")).body.user.email).toBe(email);

    // Better Auth's own origin check (sign-in with a cookie) accepts the same origin.
    await browser.post("/api/auth/sign-out", {});
    const signIn = await browser.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["another machine on the network", `http://192.168.1.99:PORT`],
    ["another port on this machine", "http://127.0.0.1:1"],
    ["a DNS-rebinding page whose Host matches its Origin", "http://rebind.example:PORT"],
  ])("refuses a sign-up and a sign-in from %s", async (_, pattern) => {
    const origin = pattern.replace("PORT", String(port));
    const host = new URL(origin).host;
    const browser = new TestClient(server.url, { origin, host });
    const signUp = await browser.post("/api/auth/sign-up/email", signUpBody("mallory@example.com"));
    expect(signUp.status).toBe(403);
    expect(signUp.body.error.code).toBe("FORBIDDEN");
    const signIn = await browser.post("/api/auth/sign-in/email", { email: "mallory@example.com", password: STRONG_PASSWORD });
    expect(signIn.status).toBe(403);
  });

  it("a sign-up without an Origin (curl) gets APP_URL's links", async () => {
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(signUpBody("curl@example.com")),
    });
    expect(res.status).toBe(200);
    const link = (await server.lastMail("curl@example.com"))!.links.find((l) => l.includes("/api/auth/verify-email"))!;
    expect(new URL(link).origin).toBe(`http://localhost:${port}`);
  });
});

describe("in production", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ NODE_ENV: "production", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it("accepts a sign-up from APP_URL only", async () => {
    const port = new URL(server.url).port;
    const ok = await new TestClient(server.url, { origin: server.url }).post("/api/auth/sign-up/email", signUpBody("prod@example.com"));
    expect(ok.status).toBe(200);
    expect(new URL((await smtp.waitFor("prod@example.com")).links.find((l) => l.includes("verify-email"))!).origin).toBe(server.url);
    for (const origin of [`http://localhost:${port}`, `http://${LAN_ADDRESS}:${port}`, "https://evil.example"]) {
      const refused = await new TestClient(server.url, { origin }).post("/api/auth/sign-up/email", signUpBody("other@example.com"));
      expect(refused.status, origin).toBe(403);
      const signIn = await new TestClient(server.url, { origin }).post("/api/auth/sign-in/email", {
        email: "prod@example.com",
        password: STRONG_PASSWORD,
      });
      expect(signIn.status, origin).toBe(403);
    }
  });
});
