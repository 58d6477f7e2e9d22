/** What a person running the server locally reads: the outbox, the printed mail, the request log. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, STRONG_PASSWORD, type TestServer } from "../test/harness";
import { mailBox } from "./modules/mail/mailer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { captureLogs: true });
});
afterAll(() => server?.stop());

const logLines = () =>
  server
    .logs()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the outbox (no SMTP_URL)", () => {
  it("keeps a plain-text copy beside each .eml whose link works when pasted, and the log names it", async () => {
    const client = server.client();
    const email = "paste@example.com";
    await client.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Pat", callbackURL: "/" });
    await server.jobs.idle();

    const outbox = path.join(server.dataDir, "outbox");
    const files = readdirSync(outbox).filter((f) => f.includes("paste_example_com"));
    expect(files.map((f) => path.extname(f)).sort()).toEqual([".eml", ".txt"]);
    const txtFile = path.join(
      outbox,
      files.find((f) => f.endsWith(".txt"))!,
    );
    const text = readFileSync(txtFile, "utf8");
    expect(text).toMatch(/^To: paste@example\.com\nSubject: Confirm your CarniTrack account\n\n/);
    // Read as a person would: the line that is a link, copied whole, no quoted-printable decoding.
    const link = text.split("\n").find((line) => line.startsWith("http"))!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?token=[\w-]{43}&callbackURL=%2F$/);
    const opened = await client.fetch(link);
    expect(opened.status).toBe(302);
    expect((await client.get("/api/auth/get-session")).body.user.email).toBe(email);

    const logged = logLines().find((l) => l.msg === "mail written to outbox (no SMTP_URL)" && l.to === email);
    expect(logged?.file).toBe(txtFile);
  });

  it("prints a mail with its link on a line of its own, no border beside it", () => {
    const url = "http://127.0.0.1:3000/api/auth/verify-email?token=abc&callbackURL=%2F";
    const box = mailBox({ to: "ann@example.com", subject: "Confirm", text: `Hi,\n\nConfirm your email:\n${url}\n` }, "/data/outbox/x.txt", {
      color: false,
    });
    const lines = box.split("\n");
    expect(lines).toContain(url);
    expect(lines[1]).toMatch(/^━━ Mail to ann@example\.com: Confirm ━+$/);
    expect(lines).toContain("Saved as /data/outbox/x.txt");
  });
});

describe("the request log", () => {
  it("logs writes and failed requests at info, but not a successful read (the app's files or the API)", async () => {
    const before = logLines().length;
    const client = server.client();
    expect((await client.get("/assets/app.js")).status).toBe(200);
    expect((await client.get("/favicon.svg")).status).toBe(200);
    expect((await client.get("/dashboard")).status).toBe(200);
    expect((await client.get("/api/health")).status).toBe(200);
    expect((await client.get("/api/auth/get-session")).status).toBe(200);
    expect((await client.get("/api/fasting/active")).status).toBe(401);
    expect((await client.post("/api/auth/sign-out", {})).status).toBeLessThan(500);
    expect((await client.get("/assets/missing.js")).status).toBe(404);

    const requests = logLines()
      .slice(before)
      .filter((l) => l.msg === "request")
      .map((l) => `${String(l.method)} ${String(l.path)} ${String(l.status)}`);
    expect(requests).toEqual([
      expect.stringMatching(/^GET \/api\/fasting\/active 401$/),
      expect.stringMatching(/^POST \/api\/auth\/sign-out /),
      "GET /assets/missing.js 404",
    ]);
  });
});
