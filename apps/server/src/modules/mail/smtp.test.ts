import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";
import { startSmtpCapture } from "@app/test-support";

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: "CarniTrack <hello@carnitrack.test>" });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

it("sends the confirmation mail over SMTP, and its link confirms the address and signs in", async () => {
  const client = server.client();
  const res = await client.post("/api/auth/sign-up/email", {
    email: "smtp@example.com",
    password: STRONG_PASSWORD,
    name: "Sam",
    callbackURL: "/",
  });
  expect(res.status).toBe(200);

  const mail = await smtp.waitFor("smtp@example.com");
  expect(mail.from).toBe("hello@carnitrack.test");
  expect(mail.raw).toMatch(/^Subject: Confirm your CarniTrack account/m);
  // The address is not confirmed yet: the mail does not repeat the name whoever signed up typed.
  expect(mail.text).toMatch(/^Hi,\r?\n/);
  expect(mail.text).not.toContain("Sam");
  const link = new URL(mail.links.find((l) => l.includes("/verify-email"))!);
  expect(link.origin).toBe(server.url);

  const verify = await client.get(link.pathname + link.search);
  expect(verify.status).toBe(302);
  expect((await client.get("/api/auth/get-session")).body.user).toMatchObject({ email: "smtp@example.com", emailVerified: true });
  // Nothing went to the local outbox.
  expect(await server.mails("smtp@example.com")).toHaveLength(0);
});
