import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";
import { startSmtpCapture } from "@app/test-support";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { subscribeInTestMode } from "./test-checkout";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const form = (action: string) => ({
  body: new URLSearchParams({ action }).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

describe("subscription state and the premium guard", () => {
  it("starts Free, in preview mode, with both web products", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/api/subscription");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subscribed: false,
      subscriptionTier: "Free",
      platform: "web",
      products: [
        { id: "monthly", localizedPrice: "$2.99/mo", price: 2.99 },
        { id: "yearly", localizedPrice: "$19.99/yr", price: 19.99 },
      ],
      previewMode: true,
      subscription: null,
    });
    const history = await client.get("/api/fasting/history");
    expect(history.status).toBe(403);
    expect(history.body.error).toEqual({
      code: "PREMIUM_REQUIRED",
      message: "This feature is part of CarniTrack Premium. Upgrade to unlock it.",
    });
  });

  it("ends Premium when the period ends, with nothing written (each process keeps the entitlement a few seconds)", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const end = Date.now() + 3000;
    await server.database.db.insert(subscriptions).values({
      userId,
      source: "test",
      plan: "monthly",
      status: "active",
      currentPeriodEnd: new Date(end),
      providerSubscriptionId: `test_${userId}`,
      providerUpdatedAt: new Date(),
    });
    expect((await client.get("/api/subscription")).body.subscribed).toBe(true);
    expect((await client.get("/api/fasting/history")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 50));
    const after = (await client.get("/api/subscription")).body;
    expect(after).toMatchObject({ subscribed: false, subscriptionTier: "Free", previewMode: true });
    expect(after.subscription).toMatchObject({ plan: "monthly", status: "active", currentPeriodEnd: new Date(end).toISOString() });
    expect((await client.get("/api/fasting/history")).status).toBe(403);
  });

  it("refuses anonymous callers", async () => {
    expect((await server.client().get("/api/subscription")).status).toBe(401);
    expect((await server.client().get("/api/fasting/history")).status).toBe(401);
  });
});

describe("test-mode checkout and portal (no Stripe keys)", () => {
  it("sends a signed-out visitor to sign in first, then back", async () => {
    const res = await server.client().get("/checkout/yearly");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?redirectTo=%2Fcheckout%2Fyearly");
    expect((await server.client().get("/customer-portal")).headers.get("location")).toBe("/?redirectTo=%2Fcustomer-portal");
  });

  it("answers an unknown plan with the app's 404 page", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/checkout/weekly");
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it("upgrades through the built-in checkout, unlocks premium, and manages the plan in the portal", async () => {
    const { client } = await createVerifiedUser(server);
    const page = await client.get("/checkout/monthly");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Test mode — no real charge");
    expect(page.text).toContain("$2.99/mo");
    expect(page.text).toContain(">Subscribe</button>");
    // The app's header (logo and name, home) and its colours, light and dark.
    expect(page.text).toMatch(/<a class="home" href="\/dashboard" aria-label="CarniTrack, go to dashboard"\s*><img src="\/favicon.svg"/);
    expect(page.text).toContain("prefers-color-scheme:dark");
    const yearly = await client.get("/checkout/yearly");
    expect(yearly.text).toContain("$19.99/yr");
    expect(yearly.text).toContain("That's $1.67/mo");
    expect(yearly.text).toContain("Save 44%");

    const subscribe = await client.request("POST", "/checkout/monthly", form("subscribe"));
    expect(subscribe.status).toBe(303);
    expect(subscribe.headers.get("location")).toBe("/dashboard?checkout=success");

    let state = (await client.get("/api/subscription")).body;
    expect(state).toMatchObject({ subscribed: true, subscriptionTier: "Monthly", previewMode: false });
    expect(state.subscription).toMatchObject({ source: "test", plan: "monthly", status: "active", cancelAtPeriodEnd: false });
    const renewal = new Date(state.subscription.currentPeriodEnd).getTime();
    expect(renewal - Date.now()).toBeGreaterThan(27 * 86400_000);
    expect(renewal - Date.now()).toBeLessThan(32 * 86400_000);
    expect((await client.get("/api/fasting/history")).status).toBe(200);

    // Already subscribed: checkout sends you to the portal rather than charging twice.
    expect((await client.get("/checkout/yearly")).headers.get("location")).toBe("/customer-portal");

    const portal = await client.get("/customer-portal");
    expect(portal.text).toContain("Monthly · $2.99/mo");
    expect(portal.text).toContain("Renews on");
    expect(portal.text).toContain("Switch to Yearly ($19.99/yr)");

    expect((await client.request("POST", "/customer-portal", form("switch"))).status).toBe(303);
    state = (await client.get("/api/subscription")).body;
    expect(state.subscriptionTier).toBe("Annual");

    await client.request("POST", "/customer-portal", form("cancel"));
    state = (await client.get("/api/subscription")).body;
    expect(state).toMatchObject({ subscribed: true, subscriptionTier: "Annual" });
    expect(state.subscription.cancelAtPeriodEnd).toBe(true);
    expect((await client.get("/customer-portal")).text).toContain("Cancels at period end");

    await client.request("POST", "/customer-portal", form("resume"));
    expect((await client.get("/api/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it("refuses a checkout form posted from another site", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.request("POST", "/checkout/monthly", {
      ...form("x"),
      headers: { ...form("x").headers, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await client.get("/api/subscription")).body.subscribed).toBe(false);
  });

  it("keeps one user's subscription away from another", async () => {
    const ann = await createVerifiedUser(server, { email: "ann@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob@example.com" });
    await ann.client.request("POST", "/checkout/yearly", form("subscribe"));
    expect((await bob.client.get("/api/subscription")).body.subscribed).toBe(false);
    expect((await bob.client.get("/api/fasting/history")).status).toBe(403);
    // Bob's portal actions touch nothing of Ann's.
    await bob.client.request("POST", "/customer-portal", form("cancel"));
    expect((await ann.client.get("/api/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);
  });
});

describe("in production without Stripe keys", () => {
  let prod: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    prod = await startTestServer({ NODE_ENV: "production", SMTP_URL: smtp.url, SECURE_COOKIES: "false" });
  });
  afterAll(async () => {
    await prod?.stop();
    await smtp?.close();
  });

  it("says payments are not configured (503) instead of offering the test checkout", async () => {
    const client = prod.client();
    await client.post("/api/auth/sign-up/email", { email: "prod@example.com", password: STRONG_PASSWORD, name: "Pro", callbackURL: "/" });
    const link = new URL((await smtp.waitFor("prod@example.com")).links.find((l) => l.includes("verify-email"))!);
    await client.get(link.pathname + link.search);

    for (const path of ["/checkout/monthly", "/customer-portal"]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(503);
      expect(res.text).toContain("Payments are not configured");
      expect(res.text).not.toContain("Test mode");
    }
    expect((await client.request("POST", "/checkout/monthly", form("subscribe"))).status).toBe(503);
    expect((await client.get("/api/subscription")).body.subscribed).toBe(false);
  });

  it("sends HSTS in production", async () => {
    expect((await prod.client().get("/api/health")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("cancel at period end in Settings (test mode)", () => {
  async function yearlySubscriber() {
    const user = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId: user.userId, plan: "yearly" });
    return user;
  }

  it("keeps Premium until the period ends and says when; the state endpoint has the end and the flag", async () => {
    const { client } = await yearlySubscriber();
    const before = (await client.get("/api/subscription")).body;
    expect(before.subscription).toMatchObject({ source: "test", plan: "yearly", cancelAtPeriodEnd: false });

    const res = await client.post("/api/subscription/cancel", {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscribed: true, subscriptionTier: "Annual", previewMode: false });
    expect(res.body.subscription).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: before.subscription.currentPeriodEnd,
    });
    expect((await client.get("/api/subscription")).body).toEqual(res.body);
    expect((await client.get("/api/fasting/history")).status).toBe(200);

    // Twice is harmless.
    expect((await client.post("/api/subscription/cancel", {})).body).toEqual(res.body);
  });

  it("only ever cancels the caller's own subscription", async () => {
    const ann = await yearlySubscriber();
    const bob = await createVerifiedUser(server);
    const res = await bob.client.post("/api/subscription/cancel", {});
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: "CONFLICT", message: "You have no active subscription to cancel." });
    expect((await ann.client.get("/api/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);
    expect((await server.client().post("/api/subscription/cancel", {})).status).toBe(401);
  });

  it("leaves a store subscription to the store", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await server.database.db.insert(subscriptions).values({
      userId,
      source: "app_store",
      plan: "monthly",
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 86_400_000 * 20),
      providerSubscriptionId: "1000000123",
      providerUpdatedAt: new Date(),
    });
    const res = await client.post("/api/subscription/cancel", {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/App Store or Google Play/);
  });
});

describe("deleting an account with a test-mode plan", () => {
  it("cancels the subscription as part of the deletion", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId, plan: "yearly" });
    const cancelled: string[] = [];
    // What the deletion does to the row before the user row (and with it the row) goes.
    const unsubscribe = await watchSubscriptionUpdates(userId, cancelled);
    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    unsubscribe();
    expect(cancelled).toEqual(["canceled"]);
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(0);
  });
});

/** Records the statuses of the user's subscription rows right after the deletion's erase ran (the user row, and with it these rows, go next). */
async function watchSubscriptionUpdates(userId: string, statuses: string[]) {
  const original = server.userData.erase.bind(server.userData);
  server.userData.erase = async (id: string) => {
    await original(id);
    const rows = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    statuses.push(...rows.map((r) => r.status));
  };
  return () => {
    server.userData.erase = original;
  };
}
