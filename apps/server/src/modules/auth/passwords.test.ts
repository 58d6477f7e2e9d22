import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const NEW_PASSWORD = "slow-smoked brisket 7";

async function requestReset(email: string) {
  return server.client().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
}

describe("forgot password", () => {
  it("mails a one-hour, single-use link that lands on the reset page and ends every session", async () => {
    const { client, email } = await createVerifiedUser(server);
    const res = await requestReset(email);
    expect(res.status).toBe(200);

    const mail = (await server.lastMail(email))!;
    expect(mail.raw).toMatch(/^Subject: Reset your CarniTrack password/m);
    const link = new URL(mail.links.find((l) => l.includes("/reset-password/"))!);
    const landing = await server.client().get(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, server.url);
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await server.client().post("/api/auth/reset-password", { newPassword: NEW_PASSWORD, token });
    expect(reset.status).toBe(200);
    // The session that existed before the reset is gone.
    expect((await client.get("/api/auth/get-session")).body).toBeNull();

    const old = await server.client().post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await server.client().post("/api/auth/sign-in/email", { email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);

    const replay = await server.client().post("/api/auth/reset-password", { newPassword: "another fine password", token });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe("INVALID_TOKEN");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { email } = await createVerifiedUser(server);
    const known = await requestReset(email);
    const unknown = await requestReset("ghost@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await server.mails("ghost@example.com")).toHaveLength(0);
  });

  it("refuses bad reset input", async () => {
    const client = server.client();
    expect((await client.post("/api/auth/reset-password", { newPassword: NEW_PASSWORD, token: "nope" })).status).toBe(400);
    const short = await client.post("/api/auth/reset-password", { newPassword: "short", token: "nope" });
    expect(short.body.error.message).toMatch(/at least 8/);
    const common = await client.post("/api/auth/reset-password", { newPassword: "iloveyou1", token: "nope" });
    expect(common.body.error.message).toMatch(/too common/);
    expect((await client.post("/api/auth/reset-password", { token: "nope" })).status).toBe(400);
    expect((await client.post("/api/auth/request-password-reset", { email: "nope" })).status).toBe(400);
    const redirect = await client.post("/api/auth/request-password-reset", { email: "a@example.com", redirectTo: "//evil.example" });
    expect(redirect.status).toBe(400);
  });
});

describe("change password", () => {
  it("needs the current password and ends the user's other sessions", async () => {
    const { client, email } = await createVerifiedUser(server);
    const laptop = server.client();
    expect((await laptop.post("/api/auth/sign-in/email", { email, password: STRONG_PASSWORD })).status).toBe(200);

    const wrong = await client.post("/api/auth/change-password", { currentPassword: "not it at all", newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe("The password is incorrect.");

    // Even if the client asks to keep them, other sessions are revoked.
    const ok = await client.post("/api/auth/change-password", {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.email).toBe(email);
    expect((await laptop.get("/api/auth/get-session")).body).toBeNull();
    expect((await server.client().post("/api/auth/sign-in/email", { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("is refused without a session", async () => {
    const res = await server.client().post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});
