import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, signUpAndConfirm, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

/** Signs up from `client` (a browser of its own unless given), which then holds the sign-up's binding cookie. */
const signUp = (email: string, extra: Record<string, unknown> = {}, client = server.client()) =>
  client.post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "Ann Carnivore", callbackURL: "/", ...extra });

describe("sign-up", () => {
  it("creates an unconfirmed account and mails a confirmation link to the site", async () => {
    const res = await signUp("Ann@Example.com");
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "ann@example.com", name: "Ann Carnivore", emailVerified: false });
    expect(res.body.token).toBeNull();
    // No session: only the httpOnly cookie that marks this browser as the one that signed up.
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^carnitrack\.signup_binding=[\w-]{43}; Max-Age=86400; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);

    const mail = await server.lastMail("ann@example.com");
    expect(mail?.raw).toMatch(/^Subject: Confirm your CarniTrack account/m);
    const link = mail!.links.find((l) => l.includes("/api/auth/verify-email?token="));
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(server.url);
    expect(new URL(link!).searchParams.get("callbackURL")).toBe("/");
  });

  it("answers a sign-up for an existing address exactly like a new one", async () => {
    await signUpAndConfirm(server, { email: "taken@example.com" });
    const fresh = await signUp("fresh@example.com");
    const again = await signUp("taken@example.com");
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(again.body.user.emailVerified).toBe(false);
    // The existing account is untouched: its owner is told, with no confirmation link, and the old password still works.
    const mails = await server.mails("taken@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.raw).toMatch(/^Subject: You already have a CarniTrack account/m);
    expect(mails[1]!.links.some((l) => l.includes("verify-email"))).toBe(false);
    const signIn = await server.client().post("/api/auth/sign-in/email", { email: "taken@example.com", password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ["missing email", { email: undefined }, /email/i],
    ["bad email", { email: "not-an-email" }, /valid email/i],
    ["email of the wrong type", { email: 42 }, /email/i],
    ["huge email", { email: `${"a".repeat(5000)}@example.com` }, /too long/i],
    ["missing password", { password: undefined }, /password/i],
    ["short password", { password: "short" }, /at least 8/i],
    ["huge password", { password: "x".repeat(129) }, /at most 128/i],
    ["missing name", { name: undefined }, /name/i],
    ["blank name", { name: "   " }, /Full name is required/],
    ["huge name", { name: "n".repeat(101) }, /at most 100/i],
    ["unknown field", { role: "admin" }, /Unknown field: role/],
    ["callback to another site", { callbackURL: "https://evil.example/" }, /path on this site/],
  ])("refuses %s with a 400 and a readable message", async (_label, patch, message) => {
    const res = await signUp("x@example.com", patch);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.message).toMatch(message);
    expect(await server.mails("x@example.com")).toHaveLength(0);
  });

  it.each([
    ["a common password", "password123", /too common/],
    ["the address in the password", "ann.carnivore-2024", /email address/],
    ["the app's name in the password", "my CarniTrack life", /app's name/],
  ])("refuses %s as WEAK_PASSWORD, which the form shows at the field", async (_label, password, message) => {
    const res = await signUp("ann.carnivore@example.com", { password });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "WEAK_PASSWORD", message: expect.stringMatching(message) });
    expect(await server.mails("ann.carnivore@example.com")).toHaveLength(0);
  });

  it("refuses malformed JSON, non-JSON bodies and oversized bodies without a 500", async () => {
    const client = server.client();
    const malformed = await client.request("POST", "/api/auth/sign-up/email", {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("INVALID_JSON");

    const form = await client.request("POST", "/api/auth/sign-up/email", {
      body: "email=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);

    const array = await client.post("/api/auth/sign-up/email", [1, 2, 3]);
    expect(array.status).toBe(400);

    const huge = await client.request("POST", "/api/auth/sign-up/email", {
      body: JSON.stringify({ email: "a@b.co", password: "x".repeat(100_000), name: "A" }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("confirmation and sign-in", () => {
  it("says so when signing in before the address is confirmed, then works after confirming", async () => {
    const client = server.client();
    await signUp("ann@example.com", {}, client);
    await server.jobs.idle();
    const early = await client.post("/api/auth/sign-in/email", { email: "ann@example.com", password: STRONG_PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.error).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
    });

    const link = new URL((await server.lastMail("ann@example.com"))!.links[0]!);
    const verify = await client.get(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/");
    // Confirming signs the user in with an httpOnly, SameSite cookie.
    const cookie = verify.headers.getSetCookie().find((c) => c.startsWith("carnitrack.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await client.get("/api/auth/get-session");
    expect(session.body.user).toMatchObject({ email: "ann@example.com", name: "Ann Carnivore", emailVerified: true });
    // The credential stays in the httpOnly cookie: page scripts cannot read it from here.
    expect(session.body.session.token).toBeUndefined();
    expect(session.text).not.toContain(cookie!.split("=")[1]!.split(".")[0]!);

    const other = server.client();
    const signIn = await other.post("/api/auth/sign-in/email", { email: "ANN@example.com", password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await other.get("/api/auth/get-session")).body.user.email).toBe("ann@example.com");
  });

  it("accepts each confirmation link once", async () => {
    const client = server.client();
    await signUp("ann@example.com", {}, client);
    const link = new URL((await server.lastMail("ann@example.com"))!.links[0]!);
    const first = await client.get(link.pathname + link.search);
    expect(first.headers.get("location")).toBe("/");
    const second = client;
    await second.post("/api/auth/sign-out", {});
    const replay = await second.get(link.pathname + link.search);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/?error=LINK_ALREADY_USED");
    expect((await second.get("/api/auth/get-session")).body).toBeNull();
  });

  it("rejects a forged or missing confirmation token", async () => {
    const forged = await server.client().get("/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2F");
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toMatch(/^\/\?error=/);
    const missing = await server.client().get("/api/auth/verify-email");
    expect(missing.headers.get("location")).toBe("/?error=INVALID_TOKEN");
  });

  it("resends the confirmation mail, with a neutral answer for unknown addresses", async () => {
    await signUp("ann@example.com");
    // The sign-up's job has run, as it has by the time a person asks for the mail again: jobs of
    // different kinds run side by side, so a resend queued a moment after could run first.
    await server.jobs.idle();
    const resend = await server.client().post("/api/auth/send-verification-email", { email: "ann@example.com", callbackURL: "/" });
    expect(resend.status).toBe(200);
    expect(await server.mails("ann@example.com")).toHaveLength(2);
    const unknown = await server.client().post("/api/auth/send-verification-email", { email: "nobody@example.com", callbackURL: "/" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(resend.body);
  });

  it("gives the same answer for a wrong password and an unknown address", async () => {
    await createVerifiedUser(server, { email: "ann@example.com" });
    const wrong = await server.client().post("/api/auth/sign-in/email", { email: "ann@example.com", password: "not the password" });
    const unknown = await server.client().post("/api/auth/sign-in/email", { email: "ghost@example.com", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password." } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ["missing password", { email: "a@example.com" }],
    ["password of the wrong type", { email: "a@example.com", password: ["x"] }],
    ["empty body", {}],
    ["unknown field", { email: "a@example.com", password: "x", admin: true }],
  ])("refuses a sign-in with %s", async (_label, body) => {
    const res = await server.client().post("/api/auth/sign-in/email", body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
  });
});

describe("sessions", () => {
  it("revokes the session on the server at sign-out", async () => {
    const { client } = await createVerifiedUser(server);
    const stolen = server.client();
    for (const [k, v] of client.cookies) stolen.cookies.set(k, v);
    expect((await stolen.get("/api/auth/get-session")).body.user).toBeDefined();

    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
    // A copy of the old cookie is worthless too: the session is gone from the database.
    expect((await stolen.get("/api/auth/get-session")).body).toBeNull();
    expect((await stolen.get("/api/account/export")).status).toBe(401);
  });

  it("refuses a state-changing request from another origin", async () => {
    await createVerifiedUser(server, { email: "ann@example.com" });
    const res = await server
      .client()
      .post("/api/auth/sign-in/email", { email: "ann@example.com", password: STRONG_PASSWORD }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
    const fetchSite = await server
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: "ann@example.com", password: STRONG_PASSWORD },
        { origin: "", "sec-fetch-site": "cross-site" },
      );
    expect(fetchSite.status).toBe(403);
  });

  it("hides Better Auth endpoints we do not use", async () => {
    const { client } = await createVerifiedUser(server);
    for (const path of ["/api/auth/update-user", "/api/auth/change-email", "/api/auth/revoke-sessions", "/api/auth/list-accounts"]) {
      const res = await client.post(path, {});
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect((await client.get("/api/auth/list-sessions")).status).toBe(404);
  });
});

describe("password check, as a new password is typed", () => {
  const check = (body: Record<string, unknown>) => server.client().post("/api/auth/password-check", body);

  it("gives the verdict a sign-up would, in the same words", async () => {
    const owner = { email: "ann.carn@example.com", name: "Ann Carnivore" };
    const cases: [string, string | RegExp][] = [
      ["short", "Password must be at least 8 characters."],
      ["        ", "A password can't be only spaces."],
      ["aaaaaaaaaa", "A password can't be one character repeated."],
      ["ann.carn1234", "Please don't use your email address in your password."],
      ["password123", /^This password is too common\./],
      ["abcdefgh", /^This password is too easy to guess\./],
    ];
    for (const [i, [password, problem]] of cases.entries()) {
      // An address of its own for each sign-up (each address has a few an hour), the same first part.
      const email = `ann.carn@example${i}.com`;
      const res = await check({ password, email, name: owner.name });
      expect(res.status, password).toBe(200);
      expect(res.body.problem, password).toMatch(problem);
      const refused = await signUp(email, { password, name: owner.name });
      expect(refused.status, password).toBe(400);
      expect(refused.body.error.message, password).toBe(res.body.problem);
    }
    expect((await check({ password: STRONG_PASSWORD, ...owner })).body).toEqual({ problem: null });
    // The address as it is being typed: its first part already counts.
    expect((await check({ password: "ann.carn1234", email: "ann.carn@exa" })).body.problem).toMatch(/email address/);
  });

  it("refuses bad input with a 400 and looks up no account", async () => {
    for (const body of [{}, { password: 42 }, { password: "x".repeat(129) }, { password: "fine one here", role: "admin" }]) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
  });
});
