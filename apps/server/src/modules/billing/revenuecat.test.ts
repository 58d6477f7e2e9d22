import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";

const AUTH = "Bearer rc-webhook-secret-0123456789";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REVENUECAT_WEBHOOK_AUTH: AUTH });
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

let seq = 0;
/** An event in RevenueCat's webhook format. */
function rcEvent(type: string, appUserId: string, over: Record<string, unknown> = {}) {
  const now = Date.now();
  seq += 1;
  return {
    api_version: "1.0",
    event: {
      id: `rc-${now}-${seq}`,
      type,
      app_id: "app1234",
      app_user_id: appUserId,
      original_app_user_id: appUserId,
      aliases: [appUserId],
      product_id: "monthly_subscription",
      entitlement_ids: ["premium"],
      period_type: "NORMAL",
      purchased_at_ms: now,
      expiration_at_ms: now + 30 * 86400_000,
      event_timestamp_ms: now + seq,
      environment: "SANDBOX",
      store: "APP_STORE",
      currency: "USD",
      price: 2.99,
      country_code: "US",
      transaction_id: `tx-${seq}`,
      original_transaction_id: "orig-tx-1",
      is_family_share: false,
      ...over,
    },
  };
}

const send = (body: unknown, auth = AUTH) =>
  server.client().request("POST", "/api/webhooks/revenuecat", { json: body, headers: { authorization: auth } });

describe("RevenueCat webhooks", () => {
  it("refuses a wrong Authorization header", async () => {
    const { userId } = await createVerifiedUser(server);
    expect((await send(rcEvent("INITIAL_PURCHASE", userId), "Bearer nope")).status).toBe(401);
    expect((await server.client().request("POST", "/api/webhooks/revenuecat", { json: rcEvent("INITIAL_PURCHASE", userId) })).status).toBe(
      401,
    );
  });

  it("grants, cancels, restores and expires a store subscription", async () => {
    const { client, userId } = await createVerifiedUser(server);
    expect((await send(rcEvent("INITIAL_PURCHASE", userId))).status).toBe(200);
    let state = (await client.get("/api/subscription")).body;
    expect(state).toMatchObject({ subscribed: true, subscriptionTier: "Monthly" });
    expect(state.subscription).toMatchObject({ source: "app_store", plan: "monthly", cancelAtPeriodEnd: false });

    await send(
      rcEvent("PRODUCT_CHANGE", userId, { new_product_id: "yearly_subscription", expiration_at_ms: Date.now() + 365 * 86400_000 }),
    );
    expect((await client.get("/api/subscription")).body.subscriptionTier).toBe("Annual");

    await send(rcEvent("CANCELLATION", userId, { product_id: "yearly_subscription", cancel_reason: "UNSUBSCRIBE" }));
    state = (await client.get("/api/subscription")).body;
    expect(state.subscribed).toBe(true);
    expect(state.subscription.cancelAtPeriodEnd).toBe(true);

    await send(rcEvent("UNCANCELLATION", userId, { product_id: "yearly_subscription" }));
    expect((await client.get("/api/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);

    await send(rcEvent("RENEWAL", userId, { product_id: "yearly_subscription", expiration_at_ms: Date.now() + 400 * 86400_000 }));
    expect((await client.get("/api/subscription")).body.subscription.plan).toBe("yearly");

    await send(
      rcEvent("EXPIRATION", userId, {
        product_id: "yearly_subscription",
        expiration_at_ms: Date.now() - 1000,
        expiration_reason: "UNSUBSCRIBE",
      }),
    );
    state = (await client.get("/api/subscription")).body;
    expect(state).toMatchObject({ subscribed: false, subscriptionTier: "Free", previewMode: true });
  });

  it("maps Play Store purchases, applies duplicates once and ignores what is not ours", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const purchase = rcEvent("INITIAL_PURCHASE", userId, {
      store: "PLAY_STORE",
      product_id: "yearly_subscription",
      original_transaction_id: "GPA.1",
    });
    expect((await send(purchase)).body).toEqual({ received: true, duplicate: false });
    expect((await send(purchase)).body).toEqual({ received: true, duplicate: true });
    expect((await client.get("/api/subscription")).body.subscription).toMatchObject({ source: "play_store", plan: "yearly" });

    expect((await send(rcEvent("INITIAL_PURCHASE", "no-such-user"))).body).toMatchObject({ ignored: true });
    expect((await send(rcEvent("TEST", userId))).body).toMatchObject({ ignored: true });
    expect((await send(rcEvent("INITIAL_PURCHASE", userId, { store: "PROMOTIONAL" }))).body).toMatchObject({ ignored: true });
  });

  it("never lets an older event overwrite a newer one", async () => {
    const { client, userId } = await createVerifiedUser(server);
    const now = Date.now();
    await send(rcEvent("EXPIRATION", userId, { event_timestamp_ms: now, expiration_at_ms: now - 1000 }));
    await send(rcEvent("RENEWAL", userId, { event_timestamp_ms: now - 60_000 }));
    expect((await client.get("/api/subscription")).body.subscribed).toBe(false);
  });

  it("refuses malformed bodies with a 400", async () => {
    for (const body of [{}, { event: { type: "RENEWAL" } }, { event: "x" }]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
  });
});
