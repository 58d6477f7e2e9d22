/**
 * When Stripe is unreachable, its pages answer 503 with a readable page, and webhook events with
 * dates or ids out of any range are refused without a 5xx.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, freePort, startTestServer, type TestServer } from "../../../test/harness";

describe("outages answer 503 with a readable page", () => {
  let stripeDown: TestServer;
  const WEBHOOK_SECRET = "whsec_review0123456789abcdef";
  beforeAll(async () => {
    stripeDown = await startTestServer({
      STRIPE_SECRET_KEY: "sk_test_review0123456789",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_YEARLY: "price_y",
      STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
      REVENUECAT_WEBHOOK_AUTH: "Bearer rc-review-0123456789abcdef",
    });
  });
  afterAll(() => stripeDown?.stop());

  it.each(["/customer-portal", "/checkout/monthly"])(
    "%s with Stripe unreachable",
    async (page) => {
      const { client } = await createVerifiedUser(stripeDown);
      const res = await client.get(page);
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.text).toMatch(/try again/i);
      expect(res.text).not.toMatch(/sk_test|ECONNREFUSED|\n\s+at /);
    },
    60_000,
  );

  const signer = new Stripe("sk_test_unused");
  const deliver = (event: unknown) => {
    const payload = JSON.stringify(event);
    return stripeDown.client().request("POST", "/api/webhooks/stripe", {
      body: payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
  };

  it.each([
    ["created in year 0", { created: -62167219200 }],
    ["created beyond any date", { created: 8.64e15 }],
    ["a period end of 1e20", { periodEnd: 1e20 }],
    ["a negative period end", { periodEnd: -5 }],
    ["a NUL in the customer id", { customer: "cus_\u0000" }],
  ])("a correctly signed Stripe event with %s", async (_label, over: { created?: number; periodEnd?: number; customer?: string }) => {
    const subscription = {
      id: "sub_review",
      object: "subscription",
      customer: over.customer ?? "cus_review",
      status: "active",
      cancel_at_period_end: false,
      metadata: {},
      items: {
        object: "list",
        data: [
          {
            id: "si_1",
            object: "subscription_item",
            current_period_end: over.periodEnd ?? 1900000000,
            price: { id: "price_m", object: "price", recurring: { interval: "month" } },
          },
        ],
      },
    };
    const res = await deliver({
      id: "evt_review",
      object: "event",
      type: "customer.subscription.updated",
      created: over.created ?? 1790000000,
      data: { object: subscription },
    });
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    ["event_timestamp_ms", 1e20],
    ["expiration_at_ms", -1e18],
    ["event_timestamp_ms", -1],
    ["expiration_at_ms", 8.64e15 + 1],
  ])("a correctly authorised RevenueCat event with %s = %d", async (field, value) => {
    const { userId } = await createVerifiedUser(stripeDown);
    const now = Date.now();
    const event = {
      id: `rc-review-${field}`,
      type: "INITIAL_PURCHASE",
      app_user_id: userId,
      original_app_user_id: userId,
      aliases: [userId],
      product_id: "monthly_subscription",
      entitlement_ids: ["premium"],
      period_type: "NORMAL",
      purchased_at_ms: now,
      expiration_at_ms: now + 86400_000,
      event_timestamp_ms: now,
      environment: "SANDBOX",
      store: "APP_STORE",
      [field]: value,
    };
    const res = await stripeDown.client().request("POST", "/api/webhooks/revenuecat", {
      json: { api_version: "1.0", event },
      headers: { authorization: "Bearer rc-review-0123456789abcdef" },
    });
    expect(res.status).toBe(400);
  });
});
