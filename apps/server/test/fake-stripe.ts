import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form-encoded body, decoded into key → value (Stripe's wire format). */
  form: Record<string, string>;
}

/**
 * Stands in for api.stripe.com on loopback: records each request the stripe package sends and
 * responds with objects in Stripe's response format.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  /** Subscriptions Stripe knows (as stripeSubscription() makes them), by id: update and cancel act on these. */
  const subscriptions = new Map<string, ReturnType<typeof stripeSubscription>>();
  /** Paths ("DELETE /v1/subscriptions/sub_1") that response Stripe's 500 api_error, as when Stripe has an outage. */
  const failing = new Set<string>();
  let counter = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = (req.url ?? "").split("?")[0]!;
      requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      const id = ++counter;
      let payload: Record<string, unknown>;
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      const subscription = subscriptionPath ? subscriptions.get(decodeURIComponent(subscriptionPath[1]!)) : undefined;
      if (failing.has(`${req.method} ${path}`)) {
        // "Stripe-Should-Retry: false" stops the client's own retries, so a test need not wait them out.
        res.writeHead(500, { "content-type": "application/json", "request-id": `req_${id}`, "stripe-should-retry": "false" });
        res.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));
        return;
      } else if (subscriptionPath && !subscription) {
        res.writeHead(404, { "content-type": "application/json", "request-id": `req_${id}` });
        res.end(
          JSON.stringify({
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              param: "id",
              message: `No such subscription: '${subscriptionPath[1]}'`,
            },
          }),
        );
        return;
      } else if (req.method === "POST" && subscription) {
        // subscriptions.update: what we send (cancel_at_period_end) is what Stripe stores.
        if (form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
          subscription.cancel_at = subscription.cancel_at_period_end ? subscription.items.data[0]!.current_period_end : null;
        }
        payload = subscription;
      } else if (req.method === "DELETE" && subscription) {
        // subscriptions.cancel: ends at once.
        Object.assign(subscription, {
          status: "canceled",
          canceled_at: Math.floor(Date.now() / 1000),
          ended_at: Math.floor(Date.now() / 1000),
        });
        payload = subscription;
      } else if (req.method === "POST" && path === "/v1/customers") {
        payload = {
          id: `cus_test${id}`,
          object: "customer",
          email: form.email,
          name: form.name,
          metadata: { userId: form["metadata[userId]"] },
          livemode: false,
        };
      } else if (req.method === "POST" && path === "/v1/checkout/sessions") {
        payload = {
          id: `cs_test_${id}`,
          object: "checkout.session",
          mode: form.mode,
          customer: form.customer,
          client_reference_id: form.client_reference_id,
          url: `https://checkout.stripe.com/c/pay/cs_test_${id}`,
          status: "open",
          livemode: false,
        };
      } else if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
        payload = {
          id: `bps_${id}`,
          object: "billing_portal.session",
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.com/p/session/test_${id}`,
          livemode: false,
        };
      } else {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json", "request-id": `req_${id}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failing,
    /** Forget recorded requests, subscriptions and failures, and restart ids (cus_test1, cs_test_2, …). */
    reset() {
      requests.length = 0;
      subscriptions.clear();
      failing.clear();
      counter = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A subscription object as Stripe sends it in customer.subscription.* events (API 2025+). */
export function stripeSubscription(opts: {
  id: string;
  customer: string;
  price: string;
  interval: "month" | "year";
  status?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: opts.id,
    object: "subscription",
    billing_cycle_anchor: now,
    cancel_at: (opts.cancelAtPeriodEnd ? opts.periodEnd : null) as number | null,
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    canceled_at: null as number | null,
    ended_at: null as number | null,
    collection_method: "charge_automatically",
    created: now,
    currency: "usd",
    customer: opts.customer,
    items: {
      object: "list",
      data: [
        {
          id: `si_${opts.id}`,
          object: "subscription_item",
          created: now,
          current_period_start: now,
          current_period_end: opts.periodEnd,
          price: {
            id: opts.price,
            object: "price",
            active: true,
            currency: "usd",
            product: "prod_carnitrack",
            recurring: { interval: opts.interval, interval_count: 1, usage_type: "licensed" },
            type: "recurring",
            unit_amount: opts.interval === "year" ? 1999 : 299,
          },
          quantity: 1,
          subscription: opts.id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${opts.id}`,
    },
    livemode: false,
    metadata: opts.userId ? { userId: opts.userId } : {},
    start_date: now,
    status: opts.status ?? "active",
  };
}

export function stripeEvent(type: string, object: unknown, opts: { id?: string; created?: number } = {}) {
  return {
    id: opts.id ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: "event",
    api_version: "2025-10-29.clover",
    created: opts.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
