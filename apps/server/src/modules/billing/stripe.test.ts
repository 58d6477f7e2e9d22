import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, STRONG_PASSWORD, type TestServer } from "../../../test/harness";
import { subscriptions, users } from "../../db/schema";
import { startFakeStripe, stripeEvent, stripeSubscription } from "../../../test/fake-stripe";

const SECRET_KEY = "sk_test_carnitrack0123456789";
const WEBHOOK_SECRET = "whsec_carnitrackTestSecret0123456789";
const PRICES = { monthly: "price_monthly299", yearly: "price_yearly1999" };

let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
let server: TestServer;
const signer = new Stripe("sk_test_unused");

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  server = await startTestServer({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_YEARLY: PRICES.yearly,
    STRIPE_API_URL: fakeStripe.url,
  });
});
afterAll(async () => {
  await server?.stop();
  await fakeStripe?.close();
});
beforeEach(async () => {
  await server.reset();
  fakeStripe.reset();
});

/** Delivers an event the way Stripe does: raw JSON body, Stripe-Signature over it. */
async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return server.client().request("POST", "/api/webhooks/stripe", {
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
}

describe("checkout and portal against the Stripe API", () => {
  it("creates the customer once, a subscription Checkout Session with our URLs, and redirects to it", async () => {
    const { client, userId, email, name } = await createVerifiedUser(server, { name: "Stripe Sam" });
    const res = await client.get("/checkout/yearly");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);

    const [customer, session] = fakeStripe.requests;
    expect(fakeStripe.requests).toHaveLength(2);
    expect(customer).toMatchObject({ method: "POST", path: "/v1/customers" });
    expect(customer!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(customer!.headers["idempotency-key"]).toBe(`carnitrack-customer-${userId}`);
    expect(customer!.form).toEqual({ email, name, "metadata[userId]": userId });

    expect(session).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(session!.form).toEqual({
      mode: "subscription",
      customer: "cus_test1",
      client_reference_id: userId,
      "line_items[0][price]": PRICES.yearly,
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][userId]": userId,
      allow_promotion_codes: "true",
      success_url: `${server.url}/dashboard?checkout=success`,
      cancel_url: `${server.url}/dashboard?checkout=cancelled`,
    });

    // A second checkout reuses the customer.
    await client.get("/checkout/monthly");
    expect(fakeStripe.requests.map((r) => r.path)).toEqual(["/v1/customers", "/v1/checkout/sessions", "/v1/checkout/sessions"]);
    expect(fakeStripe.requests[2]!.form["line_items[0][price]"]).toBe(PRICES.monthly);
  });

  it("opens the billing portal for the user's customer, returning to the dashboard", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/customer-portal");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_\d+$/);
    const portal = fakeStripe.requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(portal.form).toEqual({ customer: "cus_test1", return_url: `${server.url}/dashboard` });
  });

  it("has no test-mode pages when Stripe is configured", async () => {
    const { client } = await createVerifiedUser(server);
    expect(
      (await client.request("POST", "/checkout/monthly", { body: "", headers: { "content-type": "application/x-www-form-urlencoded" } }))
        .status,
    ).toBe(503);
  });
});

describe("Stripe webhooks", () => {
  async function customerFor() {
    const user = await createVerifiedUser(server);
    await user.client.get("/checkout/monthly");
    // The fake numbers its objects in request order, and the customer is created first.
    expect(fakeStripe.requests[0]!.path).toBe("/v1/customers");
    return { ...user, customerId: "cus_test1" };
  }
  const inDays = (d: number) => Math.floor(Date.now() / 1000) + d * 86400;

  it("refuses a payload whose signature does not match", async () => {
    const event = stripeEvent("customer.subscription.created", {});
    expect((await deliver(event, "whsec_wrongSecret")).status).toBe(400);
    const unsigned = await server
      .client()
      .request("POST", "/api/webhooks/stripe", { body: JSON.stringify(event), headers: { "content-type": "application/json" } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.message).toMatch(/Stripe-Signature/);
    // A tampered body fails against a signature made for the original.
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await server.client().request("POST", "/api/webhooks/stripe", {
      body: payload.replace("customer.subscription.created", "customer.subscription.updated"),
      headers: { "content-type": "application/json", "stripe-signature": header },
    });
    expect(tampered.status).toBe(400);
  });

  it("follows a subscription from checkout to cancellation", async () => {
    const { client, userId, customerId } = await customerFor();
    const completed = await deliver(
      stripeEvent("checkout.session.completed", {
        id: "cs_test_1",
        object: "checkout.session",
        mode: "subscription",
        customer: customerId,
        client_reference_id: userId,
        subscription: "sub_1",
        status: "complete",
        payment_status: "paid",
      }),
    );
    expect(completed.status).toBe(200);

    const sub = { id: "sub_1", customer: customerId, price: PRICES.monthly, interval: "month" as const, periodEnd: inDays(30) };
    await deliver(stripeEvent("customer.subscription.created", stripeSubscription(sub)));
    let state = (await client.get("/api/subscription")).body;
    expect(state).toMatchObject({ subscribed: true, subscriptionTier: "Monthly", previewMode: false });
    expect(state.subscription).toMatchObject({ source: "stripe", plan: "monthly", status: "active", cancelAtPeriodEnd: false });
    expect(new Date(state.subscription.currentPeriodEnd).getTime()).toBe(sub.periodEnd * 1000);

    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        stripeSubscription({ ...sub, price: PRICES.yearly, interval: "year", periodEnd: inDays(365) }),
      ),
    );
    expect((await client.get("/api/subscription")).body.subscriptionTier).toBe("Annual");

    await deliver(
      stripeEvent(
        "customer.subscription.updated",
        stripeSubscription({ ...sub, price: PRICES.yearly, interval: "year", periodEnd: inDays(365), cancelAtPeriodEnd: true }),
      ),
    );
    state = (await client.get("/api/subscription")).body;
    expect(state.subscribed).toBe(true);
    expect(state.subscription.cancelAtPeriodEnd).toBe(true);

    await deliver(
      stripeEvent(
        "customer.subscription.deleted",
        stripeSubscription({ ...sub, price: PRICES.yearly, interval: "year", periodEnd: inDays(365), status: "canceled" }),
      ),
    );
    state = (await client.get("/api/subscription")).body;
    expect(state).toMatchObject({ subscribed: false, subscriptionTier: "Free", previewMode: true });
    expect((await client.get("/api/fasting/history")).status).toBe(403);
  });

  it("applies a duplicate delivery once, and never lets an older event overwrite a newer one", async () => {
    const { client, customerId } = await customerFor();
    const now = Math.floor(Date.now() / 1000);
    const sub = { id: "sub_2", customer: customerId, price: PRICES.monthly, interval: "month" as const, periodEnd: inDays(30) };
    const created = stripeEvent("customer.subscription.created", stripeSubscription(sub), { created: now - 60 });
    const canceled = stripeEvent("customer.subscription.deleted", stripeSubscription({ ...sub, status: "canceled" }), { created: now });

    expect((await deliver(created)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(canceled)).status).toBe(200);
    // Stripe retries the older "created" event: it is a duplicate, and even as a new id it is older.
    expect((await deliver(created)).body).toEqual({ received: true, duplicate: true });
    const replayedAsNew = stripeEvent("customer.subscription.updated", stripeSubscription(sub), { created: now - 30 });
    expect((await deliver(replayedAsNew)).status).toBe(200);
    expect((await client.get("/api/subscription")).body.subscribed).toBe(false);
  });

  it("finds the user through subscription metadata when the customer mapping is missing, and ignores strangers", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const viaMetadata = stripeSubscription({
      id: "sub_3",
      customer: "cus_elsewhere",
      price: PRICES.monthly,
      interval: "month",
      periodEnd: inDays(30),
      userId,
    });
    await deliver(stripeEvent("customer.subscription.created", viaMetadata));
    expect((await client.get("/api/subscription")).body.subscribed).toBe(true);

    const stranger = stripeSubscription({
      id: "sub_4",
      customer: "cus_unknown",
      price: PRICES.monthly,
      interval: "month",
      periodEnd: inDays(30),
      userId: "not-a-user",
    });
    expect((await deliver(stripeEvent("customer.subscription.created", stranger))).status).toBe(200);
  });
});

describe("cancelling through Stripe's API", () => {
  const inDays = (d: number) => Math.floor(Date.now() / 1000) + d * 86400;

  /** A user with an active yearly Stripe subscription, known to the fake Stripe and to us (through its webhook). */
  async function stripeSubscriber(id = "sub_live1") {
    const user = await createVerifiedUser(server);
    const sub = stripeSubscription({
      id,
      customer: `cus_${id}`,
      price: PRICES.yearly,
      interval: "year",
      periodEnd: inDays(365),
      userId: user.userId,
    });
    fakeStripe.subscriptions.set(id, sub);
    expect((await deliver(stripeEvent("customer.subscription.created", sub))).status).toBe(200);
    expect((await user.client.get("/api/subscription")).body.subscriptionTier).toBe("Annual");
    return { ...user, sub };
  }

  it("asks Stripe to cancel at period end; Premium stays until then, and the webhook that follows agrees", async () => {
    const { client, sub } = await stripeSubscriber();
    const res = await client.post("/api/subscription/cancel", {});
    expect(res.status).toBe(200);
    const update = fakeStripe.requests.find((r) => r.method === "POST" && r.path === "/v1/subscriptions/sub_live1");
    expect(update?.form).toEqual({ cancel_at_period_end: "true" });
    expect(res.body).toMatchObject({ subscribed: true, subscriptionTier: "Annual" });
    expect(res.body.subscription).toMatchObject({ source: "stripe", cancelAtPeriodEnd: true });
    expect(new Date(res.body.subscription.currentPeriodEnd).getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);

    // Stripe's customer.subscription.updated for that change still applies (and a later resume would too).
    await deliver(
      stripeEvent("customer.subscription.updated", { ...sub, cancel_at_period_end: false }, { created: Math.floor(Date.now() / 1000) + 5 }),
    );
    expect((await client.get("/api/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it("says so with a 503 when Stripe fails, and changes nothing", async () => {
    const { client } = await stripeSubscriber();
    fakeStripe.failing.add("POST /v1/subscriptions/sub_live1");
    const res = await client.post("/api/subscription/cancel", {});
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: expect.stringContaining("payment provider") });
    expect((await client.get("/api/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it("deleting the account cancels the Stripe subscription at once (subscriptions.cancel with its id)", async () => {
    const { client, userId } = await stripeSubscriber("sub_del1");
    const res = await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    const cancels = fakeStripe.requests.filter((r) => r.method === "DELETE");
    expect(cancels.map((r) => r.path)).toEqual(["/v1/subscriptions/sub_del1"]);
    expect(fakeStripe.subscriptions.get("sub_del1")!.status).toBe("canceled");
    expect(await server.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(0);
  });

  it("refuses the deletion with a 503 and keeps the account when Stripe cannot cancel", async () => {
    const { client, userId } = await stripeSubscriber("sub_del2");
    fakeStripe.failing.add("DELETE /v1/subscriptions/sub_del2");
    const res = await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD });
    expect(res.status).toBe(503);
    expect(res.body.error.message).toMatch(/account was not deleted/);
    expect(await server.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    expect((await client.get("/api/subscription")).body).toMatchObject({ subscribed: true, subscriptionTier: "Annual" });

    // Stripe is back: the same request deletes the account and cancels.
    fakeStripe.failing.clear();
    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(fakeStripe.subscriptions.get("sub_del2")!.status).toBe("canceled");
    expect(await server.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
  });

  it("deletes the account when Stripe no longer knows the subscription", async () => {
    const { client, userId } = await stripeSubscriber("sub_gone");
    fakeStripe.subscriptions.delete("sub_gone");
    expect((await client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await server.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
  });
});
