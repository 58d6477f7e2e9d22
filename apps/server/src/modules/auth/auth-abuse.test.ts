/**
 * Sign-up, sign-in, links and mail under attack: each test attacks the running server over HTTP,
 * the way an attacker would (taking over an address before its owner signs up, open redirects,
 * lockout races, secrets in the log, stale links, mail injection, weak passwords, login CSRF).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, users } from "../../db/schema";
import { backoffSeconds } from "../../platform/jobs";
import { medianRatio } from "../../../test/timing";
import { createVerifiedUser, freePort, startTestServer, STRONG_PASSWORD, type TestClient, type TestServer } from "../../../test/harness";

const OWNER_PASSWORD = "owner's own brisket 7";
const ATTACKER_PASSWORD = "attacker picked this 9";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" }, { captureLogs: true });
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

let ipCounter = 0;
/** A browser of its own, from an address of its own (so per-IP limits never answer instead). */
function browser(): TestClient {
  ipCounter++;
  return server.client({ "x-forwarded-for": `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` });
}

const signUp = (client: TestClient, email: string, password: string, name = "Some Name", callbackURL = "/dashboard") =>
  client.post("/api/auth/sign-up/email", { email, password, name, callbackURL });

async function confirmationLinks(email: string): Promise<string[]> {
  const links = (await server.mails(email)).flatMap((m) => m.links.filter((l) => l.includes("/api/auth/verify-email")));
  return links.map((l) => {
    const url = new URL(l);
    return url.pathname + url.search;
  });
}

const tokenOf = (link: string) => new URL(link, server.url).searchParams.get("token")!;
const signIn = (email: string, password: string) => browser().post("/api/auth/sign-in/email", { email, password });
const sessionUser = async (client: TestClient) => (await client.get("/api/auth/get-session")).body?.user as { email: string } | undefined;

describe("taking over an address before its owner signs up", () => {
  it("a later sign-up by the owner replaces the attacker's pending password; the attacker's password never signs in", async () => {
    const email = "victim@example.com";
    const attacker = browser();
    const owner = browser();
    const first = await signUp(attacker, email, ATTACKER_PASSWORD, "Attacker");
    const second = await signUp(owner, email, OWNER_PASSWORD, "Real Owner");
    // Both answers are the generic one, and the owner's sign-up did send a confirmation mail.
    expect(second.status).toBe(first.status);
    expect(second.body.token).toBeNull();
    expect(Object.keys(second.body.user).sort()).toEqual(Object.keys(first.body.user).sort());
    const links = await confirmationLinks(email);
    expect(links).toHaveLength(2);

    // The attacker's own link died with the attacker's password.
    const attackerLink = await attacker.get(links[0]!);
    expect(attackerLink.headers.get("location")).toMatch(/^\/\?error=(LINK_ALREADY_USED|INVALID_TOKEN)$/);
    expect(await sessionUser(attacker)).toBeUndefined();

    const confirm = await owner.get(links[1]!);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/dashboard");
    expect((await sessionUser(owner))?.email).toBe(email);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe("Real Owner");
  });

  it("a resent link confirms only for whoever knows the pending password", async () => {
    const email = "victim@example.com";
    await signUp(browser(), email, ATTACKER_PASSWORD, "Attacker");
    // The sign-up's job has run, as it has by the time a person asks for the mail again: jobs of
    // different kinds run side by side, so a resend queued a moment after could run first.
    await server.jobs.idle();
    const owner = browser();
    expect((await owner.post("/api/auth/send-verification-email", { email, callbackURL: "/" })).status).toBe(200);
    const resent = (await confirmationLinks(email)).at(-1)!;

    // The owner did not sign up in this browser: the link asks for the password instead of signing in.
    const open = await owner.get(resent);
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toBe(`/confirm-email#token=${tokenOf(resent)}`);
    expect(open.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    const guess = await owner.post("/api/auth/confirm-email", { token: tokenOf(resent), password: OWNER_PASSWORD });
    expect(guess.status).toBe(400);
    expect(guess.body.error.code).toBe("INVALID_PASSWORD");
    expect(await sessionUser(owner)).toBeUndefined();
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(false);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(403);

    // Signing up, as the "wrong password" message says, gives the owner the account.
    const owned = browser();
    await signUp(owned, email, OWNER_PASSWORD, "Real Owner");
    await owned.get((await confirmationLinks(email)).at(-1)!);
    expect((await sessionUser(owned))?.email).toBe(email);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it("an attacker signing up after the owner cannot use either link, and the owner's next sign-up wins", async () => {
    const email = "victim@example.com";
    const owner = browser();
    const attacker = browser();
    await signUp(owner, email, OWNER_PASSWORD, "Real Owner");
    await signUp(attacker, email, ATTACKER_PASSWORD, "Attacker");
    const [ownerLink, attackerLink] = await confirmationLinks(email);

    // The owner's first link was spent when the pending password changed.
    expect((await owner.get(ownerLink!)).headers.get("location")).toMatch(/^\/\?error=(LINK_ALREADY_USED|INVALID_TOKEN)$/);
    // The second link reached only the owner's mailbox, and binds to the attacker's password.
    const prompt = await owner.get(attackerLink!);
    expect(prompt.headers.get("location")).toMatch(/^\/confirm-email#token=/);
    expect((await owner.post("/api/auth/confirm-email", { token: tokenOf(attackerLink!), password: OWNER_PASSWORD })).body.error.code).toBe(
      "INVALID_PASSWORD",
    );

    await signUp(owner, email, OWNER_PASSWORD, "Real Owner");
    const latest = (await confirmationLinks(email)).at(-1)!;
    // A stolen link is useless in the attacker's browser too.
    expect((await attacker.get(latest)).headers.get("location")).toMatch(/^\/confirm-email#token=/);
    expect((await attacker.post("/api/auth/confirm-email", { token: tokenOf(latest), password: ATTACKER_PASSWORD })).body.error.code).toBe(
      "INVALID_PASSWORD",
    );
    expect((await owner.get(latest)).status).toBe(302);
    expect((await sessionUser(owner))?.email).toBe(email);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("a sign-up for a confirmed address changes nothing and tells the owner", async () => {
    const { email } = await createVerifiedUser(server, { email: "taken@example.com", password: OWNER_PASSWORD, name: "Owner" });
    const answer = await signUp(browser(), email, ATTACKER_PASSWORD, "Attacker");
    expect(answer.status).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await server.lastMail(email))!.text).toMatch(/Someone \(hopefully you\) just tried to create/);
  });
});

describe("open redirects", () => {
  const hostile = [
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E%2F%2Fevil.example",
    "/%252e%252e//evil.example",
    "/.%2e//evil.example",
    "/./evil",
    "//evil.example",
    "/%2F%2Fevil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "https://evil.example",
    "/dashboard%0d%0aLocation:%20https://evil.example",
    "/ dashboard",
    "javascript:alert(1)",
  ];

  it.each(hostile)("a confirmation link with callbackURL %s never leaves the site", async (callback) => {
    const res = await server.client().get(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`);
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, server.url).origin).toBe(server.url);
  });

  it("refuses hostile callbacks when they are set, not only when they are followed", async () => {
    for (const callback of hostile.slice(0, 10)) {
      expect((await signUp(browser(), "a@example.com", STRONG_PASSWORD, "A", callback)).status, callback).toBe(400);
      expect(
        (await browser().post("/api/auth/send-verification-email", { email: "a@example.com", callbackURL: callback })).status,
        callback,
      ).toBe(400);
      expect(
        (await browser().post("/api/auth/request-password-reset", { email: "a@example.com", redirectTo: callback })).status,
        callback,
      ).toBe(400);
    }
  });

  it("a valid link with a tampered callback lands on the site, and a good callback is kept", async () => {
    const client = browser();
    await signUp(client, "ann@example.com", STRONG_PASSWORD, "Ann", "/settings");
    const link = (await confirmationLinks("ann@example.com"))[0]!;
    const tampered = link.replace(/callbackURL=[^&]*/, `callbackURL=${encodeURIComponent("/..//evil.example")}`);
    const res = await client.get(tampered);
    expect(new URL(res.headers.get("location")!, server.url).origin).toBe(server.url);
    const good = browser();
    await signUp(good, "bob@example.com", STRONG_PASSWORD, "Bob", "/settings");
    expect((await good.get((await confirmationLinks("bob@example.com"))[0]!)).headers.get("location")).toBe("/settings");
  });
});

describe("the lockout, raced", () => {
  it("checks at most 5 of 20 parallel wrong passwords, from 20 addresses", async () => {
    const { email } = await createVerifiedUser(server);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `wrong password ${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // Locked now, even with the right password.
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(429);
  });

  it("does not count a right password against the account", async () => {
    const { email } = await createVerifiedUser(server);
    for (let i = 0; i < 4; i++) expect((await signIn(email, `wrong ${i} password`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn(email, STRONG_PASSWORD)).status).toBe(200);
    expect((await signIn(email, "wrong 5 password")).status).toBe(401);
    expect((await signIn(email, "wrong 6 password")).status).toBe(429);
  });
});

describe("secrets in the log", () => {
  it("logs reset links, confirmation links and passwords without their secrets", async () => {
    const { email } = await createVerifiedUser(server, { email: "logged@example.com" });
    await browser().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const link = new URL((await server.lastMail(email))!.links.find((l) => l.includes("/reset-password/"))!);
    const token = link.pathname.split("/").at(-1)!;
    const landing = await browser().get(link.pathname + link.search);
    const callbackToken = new URL(landing.headers.get("location")!, server.url).searchParams.get("token")!;
    await browser().post("/api/auth/reset-password", { token: callbackToken, newPassword: "a brand new secret 77" });
    await browser().get(`/api/auth/verify-email?token=${"q".repeat(40)}&callbackURL=/`);

    const logs = server.logs();
    expect(logs).toContain('"path":"/api/auth/reset-password/[redacted]"');
    for (const secret of [token, callbackToken, "q".repeat(40), "a brand new secret 77", STRONG_PASSWORD]) {
      expect(logs).not.toContain(secret);
    }
    // Every line is JSON with only the fields we chose.
    for (const line of logs.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe("stale links", () => {
  async function resetLink(email: string): Promise<string> {
    await browser().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const link = new URL((await server.lastMail(email))!.links.find((l) => l.includes("/reset-password/"))!);
    return link.pathname.split("/").at(-1)!;
  }

  it("a reset link dies when a later one is used", async () => {
    const { email } = await createVerifiedUser(server);
    const older = await resetLink(email);
    const newer = await resetLink(email);
    expect((await browser().post("/api/auth/reset-password", { token: newer, newPassword: "first new password 1" })).status).toBe(200);
    const stale = await browser().post("/api/auth/reset-password", { token: older, newPassword: "stale link password 2" });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe("INVALID_TOKEN");
    expect((await signIn(email, "first new password 1")).status).toBe(200);
  });

  it("a reset link dies when the password is changed while signed in", async () => {
    const { client, email } = await createVerifiedUser(server);
    const outstanding = await resetLink(email);
    const change = await client.post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: "changed while in 3" });
    expect(change.status).toBe(200);
    const stale = await browser().post("/api/auth/reset-password", { token: outstanding, newPassword: "stale link password 4" });
    expect(stale.status).toBe(400);
    expect((await signIn(email, "changed while in 3")).status).toBe(200);
  });

  it("every confirmation link dies once the address is confirmed", async () => {
    const client = browser();
    await signUp(client, "ann@example.com", STRONG_PASSWORD);
    // The sign-up's job has run, as it has by the time a person asks for the mail again: jobs of
    // different kinds run side by side, so a resend queued a moment after could run first.
    await server.jobs.idle();
    await client.post("/api/auth/send-verification-email", { email: "ann@example.com", callbackURL: "/" });
    const [first, second] = await confirmationLinks("ann@example.com");
    expect((await client.get(second!)).headers.get("location")).toBe("/");
    await client.post("/api/auth/sign-out", {});
    expect((await client.get(first!)).headers.get("location")).toBe("/?error=LINK_ALREADY_USED");
    expect(await sessionUser(client)).toBeUndefined();
  });
});

describe("mail content injection", () => {
  it.each([
    ["a line break", "there,\n\nYour account is locked. Pay at https://evil.example/pay"],
    ["a carriage return", "Ann\r\nBcc: x@evil.example"],
    ["a right-to-left override", "Ann \u202Egnp.exe"],
    ["a bidi isolate", "Ann\u2066evil\u2069"],
    ["a NUL", "Ann\u0000"],
    ["a line separator", "Ann\u2028Pay now"],
  ])("refuses a name with %s", async (_label, name) => {
    const res = await signUp(browser(), "inject@example.com", STRONG_PASSWORD, name);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/line breaks or invisible control characters|NUL characters/);
    expect(await server.mails("inject@example.com")).toHaveLength(0);
  });

  it("does not greet an unconfirmed address by the name someone typed", async () => {
    await signUp(browser(), "stranger@example.com", STRONG_PASSWORD, "Pay Evil Dot Example");
    // The sign-up's job has run, as it has by the time a person asks for the mail again: jobs of
    // different kinds run side by side, so a resend queued a moment after could run first.
    await server.jobs.idle();
    await browser().post("/api/auth/send-verification-email", { email: "stranger@example.com", callbackURL: "/" });
    await browser().post("/api/auth/request-password-reset", { email: "stranger@example.com", redirectTo: "/reset-password" });
    const mails = await server.mails("stranger@example.com");
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) expect(mail.raw).not.toContain("Pay Evil");
    expect(mails[0]!.text).toContain("Hi,");
  });
});

describe("bad input never answers 5xx", () => {
  it.each([
    ["a NUL in a reset token", "POST", "/api/auth/reset-password", { token: "ab\u0000cd", newPassword: "a fine new password 5" }],
    ["a NUL in an e-mail", "POST", "/api/auth/sign-in/email", { email: "a\u0000@example.com", password: "x" }],
    ["a NUL in a fasting type", "POST", "/api/fasting/start", { fastingType: "16:8\u0000" }],
    ["a NUL key", "POST", "/api/auth/sign-in/email", { "a\u0000": 1 }],
    ["a NUL confirmation token", "POST", "/api/auth/confirm-email", { token: "\u0000", password: "x" }],
  ])("%s", async (_label, method, url, json) => {
    const { client } = await createVerifiedUser(server);
    const res = await client.request(method, url, { json });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it.each([
    "0000-01-01T00:00:00Z",
    "-271821-04-20T00:00:00Z",
    "+275760-09-13T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "2026-13-45T00:00:00Z",
    "%00",
  ])("history before=%s, for a Premium user", async (before) => {
    const { client } = await createVerifiedUser(server);
    const subscribe = await client.request("POST", "/checkout/monthly", {
      body: "action=subscribe",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(subscribe.status).toBe(303);
    expect((await client.get("/api/fasting/history")).status).toBe(200);
    const res = await client.get(`/api/fasting/history?before=${before.startsWith("%") ? before : encodeURIComponent(before)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
  });

  it("a NUL in a query string or a reset link path", async () => {
    expect((await server.client().get("/api/auth/verify-email?token=%00&callbackURL=/")).status).toBe(302);
    expect((await server.client().get("/api/auth/reset-password/%00?callbackURL=/reset-password")).status).toBe(302);
    expect((await server.client().get("/api/auth/verify-email?token=abc&callbackURL=/%00")).headers.get("location")).toBe(
      "/?error=INVALID_TOKEN",
    );
  });
});

describe("weak passwords", () => {
  const cases: Array<[string, (email: string) => string, RegExp]> = [
    ["eight spaces", () => "        ", /only spaces/],
    ["one character repeated", () => "aaaaaaaa", /one character repeated/],
    ["the e-mail address", (email) => email, /email address/],
    ["the local part of the address with a digit", (email) => `${email.split("@")[0]}2024`, /email address/],
    ["the product name", () => "carnitrack1", /app's name/],
    ["a score-0 password", () => "password1", /too common|harder to guess/],
  ];

  it.each(cases)("refuses %s at sign-up, reset and change", async (_label, make, message) => {
    const email = "weakling@example.com";
    const signUpRes = await signUp(browser(), email, make(email));
    expect(signUpRes.status).toBe(400);
    expect(signUpRes.body.error.message).toMatch(message);
    expect(await server.mails(email)).toHaveLength(0);

    const { client, email: owner } = await createVerifiedUser(server, { email: "owner-weak@example.com" });
    const change = await client.post("/api/auth/change-password", { currentPassword: STRONG_PASSWORD, newPassword: make(owner) });
    expect(change.status).toBe(400);
    expect(change.body.error.message).toMatch(message);

    await browser().post("/api/auth/request-password-reset", { email: owner, redirectTo: "/reset-password" });
    const link = new URL((await server.lastMail(owner))!.links.find((l) => l.includes("/reset-password/"))!);
    const reset = await browser().post("/api/auth/reset-password", { token: link.pathname.split("/").at(-1), newPassword: make(owner) });
    expect(reset.status).toBe(400);
    expect(reset.body.error.message).toMatch(message);
    expect((await signIn(owner, STRONG_PASSWORD)).status).toBe(200);
  });
});

describe("tokens reach only the native app", () => {
  it("a web sign-in answers with the cookie only; the native app's origin gets its bearer token", async () => {
    const { email, password } = await createVerifiedUser(server);
    const web = browser();
    const res = await web.post("/api/auth/sign-in/email", { email, password });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-auth-token")).toBeNull();
    expect(res.body.token).toBeNull();
    const cookie = web.cookies.get("carnitrack.session_token")!;
    expect(cookie).toBeTruthy();
    expect(res.text).not.toContain(cookie.split(".")[0]!);
    expect((await web.get("/api/auth/get-session")).text).not.toContain(cookie.split(".")[0]!);

    const signUpRes = await signUp(browser(), "newcomer@example.com", STRONG_PASSWORD);
    expect(signUpRes.body.token).toBeNull();
    expect(signUpRes.headers.get("set-auth-token")).toBeNull();

    const native = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "capacitor://localhost", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ email, password }),
    });
    expect(native.status).toBe(200);
    expect(native.headers.get("set-auth-token")).toBeTruthy();
  });
});

describe("login CSRF through confirmation links", () => {
  it("an attacker's own link signs nobody in, and never switches a signed-in visitor", async () => {
    const attacker = browser();
    await signUp(attacker, "mallory@example.com", ATTACKER_PASSWORD, "Attacker");
    const link = (await confirmationLinks("mallory@example.com"))[0]!;

    const stranger = browser();
    const open = await stranger.get(link);
    expect(open.headers.get("location")).toMatch(/^\/confirm-email#token=/);
    expect(await sessionUser(stranger)).toBeUndefined();

    const victim = await createVerifiedUser(server, { email: "victim@example.com" });
    expect((await victim.client.get(link)).headers.get("location")).toMatch(/^\/confirm-email#token=/);
    expect((await sessionUser(victim.client))?.email).toBe("victim@example.com");
    // Even given the password, a browser where someone is signed in stays theirs.
    const confirmed = await victim.client.post("/api/auth/confirm-email", { token: tokenOf(link), password: ATTACKER_PASSWORD });
    expect(confirmed.body).toEqual({ status: true, signedIn: false });
    expect((await sessionUser(victim.client))?.email).toBe("victim@example.com");
  });

  it("the signing-up browser with someone else signed in confirms without switching", async () => {
    const shared = browser();
    await signUp(shared, "second@example.com", STRONG_PASSWORD, "Second");
    const link = (await confirmationLinks("second@example.com"))[0]!;
    const first = await createVerifiedUser(server, { email: "first@example.com" });
    shared.cookies.set("carnitrack.session_token", first.client.cookies.get("carnitrack.session_token")!);
    const res = await shared.get(link);
    expect(res.headers.get("location")).toBe("/confirm-email?confirmed=1");
    expect((await sessionUser(shared))?.email).toBe("first@example.com");
    expect((await signIn("second@example.com", STRONG_PASSWORD)).status).toBe(200);
  });

  it("a cross-site form cannot post the password prompt", async () => {
    const res = await browser().request("POST", "/api/auth/confirm-email", {
      json: { token: "x".repeat(32), password: "whatever" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("mail off the request path, with SMTP down, in production", () => {
  let prod: TestServer;
  beforeAll(async () => {
    const deadPort = await freePort();
    prod = await startTestServer({ NODE_ENV: "production", SMTP_URL: `smtp://127.0.0.1:${deadPort}`, TRUST_PROXY: "1" });
  });
  afterAll(() => prod?.stop());

  let ip = 0;
  const from = () => prod.client({ "x-forwarded-for": `203.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}` });

  /** The same time class: a median ratio within a factor of 3. */
  async function sameClass(a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>) {
    const ratio = await medianRatio(5, a, b);
    expect(ratio, `median ratio ${ratio.toFixed(2)}`).toBeGreaterThan(1 / 3);
    expect(ratio, `median ratio ${ratio.toFixed(2)}`).toBeLessThan(3);
  }

  // Confirmed and pending accounts, created directly: their mails could not be sent anyway.
  const pending = Array.from({ length: 6 }, (_, i) => `pending${i}@example.com`);
  const confirmed = Array.from({ length: 6 }, (_, i) => `confirmed${i}@example.com`);
  beforeAll(async () => {
    for (const email of [...pending, ...confirmed]) {
      expect((await from().post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "P", callbackURL: "/" })).status).toBe(
        200,
      );
    }
    await prod.jobs.idle();
    await prod.database.db.execute(sql`update users set email_verified = true where email like 'confirmed%'`);
  });

  const answers = new Set<string>();
  beforeEach(() => answers.clear());
  const record = async (p: Promise<{ status: number; text: string; body: unknown }>) => {
    const res = await p;
    expect(res.status).toBe(200);
    answers.add(JSON.stringify({ status: res.status, body: res.body }));
  };

  // Each password hash of a sign-up costs real CPU time: the sign-ups are a test of their own, so
  // that a busy machine keeps each test well inside its timeout.
  it("answers sign-up identically and in the same time for new, confirmed and pending addresses", async () => {
    const signUpAs = (email: string) =>
      record(from().post("/api/auth/sign-up/email", { email, password: STRONG_PASSWORD, name: "N", callbackURL: "/" }));
    await sameClass(
      (i) => signUpAs(`brand-new${i}@example.com`),
      (i) => signUpAs(confirmed[i]!),
    );
    await sameClass(
      (i) => signUpAs(`brand-newer${i}@example.com`),
      (i) => signUpAs(pending[i]!),
    );
    // The sign-up answer names the new user's id, address and times; the shape and status are the same.
    expect(new Set([...answers].map((a) => a.replace(/"(id|email|createdAt|updatedAt)":"[^"]*"/g, '"$1":""')))).toHaveProperty("size", 1);
  });

  it("answers reset and resend identically and in the same time for known and unknown addresses", async () => {
    await sameClass(
      (i) => record(from().post("/api/auth/request-password-reset", { email: confirmed[i]!, redirectTo: "/reset-password" })),
      (i) => record(from().post("/api/auth/request-password-reset", { email: `ghost${i}@example.com`, redirectTo: "/reset-password" })),
    );
    expect(answers.size).toBe(1);

    answers.clear();
    await sameClass(
      (i) => record(from().post("/api/auth/send-verification-email", { email: pending[i]!, callbackURL: "/" })),
      (i) => record(from().post("/api/auth/send-verification-email", { email: `nobody${i}@example.com`, callbackURL: "/" })),
    );
    expect(answers.size).toBe(1);
  });

  it("keeps mail that could not be sent in the outbox, to retry with backoff", async () => {
    await from().post("/api/auth/send-verification-email", { email: "pending0@example.com", callbackURL: "/" });
    await prod.jobs.idle();
    const waiting = await prod.database.db.select().from(jobs).where(eq(jobs.queue, "mail.send"));
    expect(waiting.length).toBeGreaterThan(0);
    for (const job of waiting) {
      expect(job.status).toBe("pending");
      expect(job.attempts).toBeGreaterThanOrEqual(1);
      expect(job.lastError).toBeTruthy();
      // Its retry is due at least the first backoff after the mail was made. Not "after now": on a
      // busy machine an earlier test's mail may already be due again, not yet taken up.
      expect(job.runAt.getTime() - job.createdAt.getTime()).toBeGreaterThanOrEqual(backoffSeconds(1, () => 0) * 1000);
    }
  });
});
