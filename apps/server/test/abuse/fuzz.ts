import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, type TestServer } from "../harness";
import { fastingSessions, subscriptions } from "../../src/db/schema";
import { concretePath, ENDPOINTS, type EndpointSpec } from "./endpoints";

/**
 * Generated requests per endpoint. A GET reads only its query string and headers (bodies are not
 * sent), a smaller space than a body's: a third of the runs covers it. So does a DELETE that takes
 * no body, which names what it removes in its path: the bodies sent to it are all ignored alike.
 */
const RUNS = { body: 200, get: 70 } as const;
const RC_AUTH = "Bearer rc-secret-0123456789abcdef";
const STRIPE_WEBHOOK_SECRET = "whsec_fuzz0123456789abcdef";
const signer = new Stripe("sk_test_unused");

const printable = (max: number) =>
  fc.string({ unit: fc.constantFrom(..." !\"#$%&'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~"), maxLength: max });

/** Text with NUL bytes, control, line-break and bidi characters mixed in. */
const nastyText = (max: number) =>
  fc
    .tuple(
      printable(max),
      fc.constantFrom("\u0000", "\r\n", "\u202E", "\u2066", "\u2028", "\u0007", "\uFEFF", "\uD800", "%00"),
      fc.nat(max),
    )
    .map(([text, bad, at]) => text.slice(0, at) + bad + text.slice(at));
/** Dates no person means but ISO 8601 or JavaScript accept, and near misses. */
const extremeDate = fc.constantFrom(
  "0000-01-01T00:00:00Z",
  "-271821-04-20T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "1969-12-31T23:59:59Z",
  "2026-02-30T00:00:00Z",
  "2026-13-45T25:61:61Z",
  "2026-01-01",
  "now",
  "",
);
/** Numbers out of every range: huge, negative, fractional, beyond 2^53, and numbers as strings. */
const extremeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 2, 8.64e15 + 1, 0.5, Number.MIN_VALUE, 1e20),
  fc.double({ noNaN: true }),
  fc.constantFrom("1e999", "-0", "NaN", "Infinity", "0x10", "99999999999999999999"),
);
const anyValue = (text: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: text }, nastyText(60), extremeDate, extremeNumber, fc.constant(null));

/** A hostile value for every body field any endpoint takes. */
const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  email: anyValue(fc.oneof(fc.emailAddress(), printable(300), fc.integer())),
  password: anyValue(fc.oneof(printable(200), fc.constant(""), fc.array(fc.string()))),
  name: anyValue(fc.oneof(printable(150), fc.constant({}))),
  fastingType: anyValue(
    fc.oneof(
      fc.constantFrom("16:8", "Custom 0h", "Custom 73h", "Custom 12h", "Custom 1e3h", "Custom -5h", "24:0 OR 1=1", ""),
      printable(40),
    ),
  ),
  token: anyValue(printable(600)),
  newPassword: anyValue(printable(200)),
  currentPassword: anyValue(printable(50)),
  callbackURL: anyValue(fc.constantFrom("/", "/dashboard", "/..//evil.example", "//evil.example", "/%2e%2e/x", "/\\evil")),
  redirectTo: anyValue(fc.constantFrom("/reset-password", "//evil.example")),
  before: anyValue(extremeDate),
  limit: anyValue(extremeNumber),
  event: fc.jsonValue({ maxDepth: 3 }),
  endTime: anyValue(extremeDate),
  startTime: anyValue(extremeDate),
  foodId: anyValue(fc.constantFrom("01123", "13325", "99999", "0112", "00000000-0000-4000-8000-000000000000", "' or 1=1 --")),
  amount: anyValue(extremeNumber),
  unit: anyValue(fc.constantFrom("g", "oz", "portion:0", "portion:1", "portion:9", "serving", "cup", "")),
  weighed: anyValue(fc.constantFrom("raw", "as-eaten", "cooked")),
  eatenAt: anyValue(extremeDate),
  note: anyValue(printable(600)),
  basis: anyValue(fc.constantFrom("100g", "serving", "kg")),
  servingGrams: anyValue(extremeNumber),
  kcal: anyValue(extremeNumber),
  protein: anyValue(extremeNumber),
  fat: anyValue(extremeNumber),
  carbs: anyValue(extremeNumber),
  sodium: anyValue(extremeNumber),
  from: anyValue(fc.constantFrom("2026-01-01", "2026-02-30", "0000-01-01", "9999-12-31")),
  to: anyValue(fc.constantFrom("2026-01-02", "2026-13-01", "2199-12-31", "1970-01-01")),
  tz: anyValue(
    fc.constantFrom("UTC", "Europe/Berlin", "Mars/Olympus", "EST5EDT", "+05:00", "../../etc", "US/Pacific-New", "Canada/East-Saskatchewan"),
  ),
  sodiumMg: anyValue(extremeNumber),
  potassiumMg: anyValue(extremeNumber),
  magnesiumMg: anyValue(extremeNumber),
  proteinMode: anyValue(fc.constantFrom("grams", "perKg", "lots")),
  proteinGrams: anyValue(extremeNumber),
  proteinPerKg: anyValue(extremeNumber),
  goalWeightKg: anyValue(extremeNumber),
  fatProteinRatio: anyValue(extremeNumber),
  sex: anyValue(fc.constantFrom("female", "male", "other", "")),
  ageBand: anyValue(fc.constantFrom("19-30", "71+", "12-18", "")),
  // progress
  date: anyValue(fc.constantFrom("2026-01-01", "2026-02-30", "2999-01-01", "1969-12-31", "2026-1-1")),
  takenOn: anyValue(fc.constantFrom("2026-01-01", "2026-02-30", "2999-01-01", "")),
  weightKg: anyValue(fc.oneof(extremeNumber, fc.constantFrom(19.99, 20, 400, 400.04, 80.55))),
  weightUnit: anyValue(fc.constantFrom("kg", "lb", "st", "")),
  lengthUnit: anyValue(fc.constantFrom("cm", "in", "mm", "")),
  waistCm: anyValue(extremeNumber),
  hipsCm: anyValue(extremeNumber),
  chestCm: anyValue(extremeNumber),
  armCm: anyValue(extremeNumber),
  thighCm: anyValue(extremeNumber),
  neckCm: anyValue(extremeNumber),
  bodyFatPct: anyValue(extremeNumber),
  energy: anyValue(fc.oneof(fc.integer({ min: -2, max: 7 }), extremeNumber)),
  mood: anyValue(fc.oneof(fc.integer({ min: -2, max: 7 }), extremeNumber)),
  sleep: anyValue(fc.oneof(fc.integer({ min: -2, max: 7 }), extremeNumber)),
  digestion: anyValue(fc.oneof(fc.integer({ min: -2, max: 7 }), extremeNumber)),
  tags: anyValue(
    fc.array(fc.oneof(fc.constantFrom("cramps", "headache", "keto-flu", "keto flu", "cravings"), nastyText(20)), { maxLength: 8 }),
  ),
  pose: anyValue(fc.constantFrom("front", "side", "back", "FRONT", "")),
  servingLabel: anyValue(printable(80)),
  // community
  category: anyValue(fc.constantFrom("wins", "questions", "meals", "fasting", "recipes", "news", "")),
  title: anyValue(fc.oneof(printable(130), nastyText(60))),
  body: anyValue(
    fc.oneof(printable(600), nastyText(200), fc.constantFrom("<script>alert(1)</script>", "[x](javascript:alert(1))", "**", "")),
  ),
  parentId: anyValue(fc.constantFrom("00000000-0000-4000-8000-000000000000", "nope", "")),
  displayName: anyValue(fc.oneof(printable(45), nastyText(20), fc.constantFrom("a", "me@example.com", "<b>"))),
  targetType: anyValue(fc.constantFrom("post", "comment", "user", "")),
  targetId: anyValue(fc.constantFrom("00000000-0000-4000-8000-000000000000", "1", "")),
  reason: anyValue(fc.constantFrom("spam", "harassment", "dangerous-advice", "eating-disorder", "other", "rude")),
  memberId: anyValue(fc.constantFrom("00000000-0000-4000-8000-000000000000", "x")),
  days: anyValue(fc.oneof(fc.integer({ min: -5, max: 400 }), extremeNumber)),
  // recipes
  servings: anyValue(fc.oneof(fc.integer({ min: -2, max: 14 }), extremeNumber)),
};

/** Bodies: valid-looking JSON with hostile values, any JSON, and raw text that is not JSON. */
const anyBodyArb = fc.oneof(
  fc.record(FIELDS, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
  webhookArb(),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  printable(400),
  fc.constantFrom("{", "[", "null", '""', '{"__proto__":{"admin":true}}', "\u0000", '{"fastingType":"16:8"}'.repeat(50)),
);

/**
 * An endpoint's own fields with hostile values (three bodies in four), so its strict schema does
 * not refuse them all for an unknown key and the checks behind it are reached too.
 */
function bodyArbFor(spec: EndpointSpec): fc.Arbitrary<string> {
  const own = [...Object.keys(spec.body ?? {}), ...(spec.fields ?? [])];
  if (own.length === 0) return anyBodyArb;
  const record = fc.record(Object.fromEntries(own.map((key) => [key, FIELDS[key] ?? fc.jsonValue({ maxDepth: 2 })])), { requiredKeys: [] });
  return fc.oneof({ weight: 3, arbitrary: record.map((o) => JSON.stringify(o)) }, { weight: 1, arbitrary: anyBodyArb });
}
const contentTypeArb = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/vnd.api+json",
);
const queryArb = fc.dictionary(
  fc.constantFrom(
    "limit",
    "before",
    "token",
    "callbackURL",
    "x",
    "__proto__",
    "q",
    "date",
    "tz",
    "days",
    "range",
    "month",
    "category",
    "tags",
    "sort",
    "favorites",
  ),
  fc.oneof(printable(60), nastyText(40), extremeDate, extremeNumber.map(String)),
  { maxKeys: 3 },
);

/**
 * Webhook bodies shaped like the real events, with extreme timestamps, amounts and ids, so that a
 * correctly signed delivery reaches the code past the signature check.
 */
function webhookArb() {
  const time = fc.oneof(fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }), extremeNumber);
  const stripe = fc.record({
    id: fc.oneof(fc.constant("evt_1"), nastyText(30)),
    object: fc.constant("event"),
    type: fc.constantFrom(
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "checkout.session.completed",
      "invoice.paid",
      "nope",
    ),
    created: time,
    data: fc.record({
      object: fc.record({
        id: fc.oneof(fc.constant("sub_1"), nastyText(20)),
        object: fc.constantFrom("subscription", "checkout.session"),
        customer: fc.oneof(fc.constant("cus_1"), nastyText(20), fc.constant(null)),
        status: fc.oneof(fc.constantFrom("active", "canceled", "trialing"), nastyText(10)),
        cancel_at_period_end: fc.oneof(fc.boolean(), extremeNumber),
        metadata: fc.dictionary(fc.constantFrom("userId", "x"), fc.oneof(printable(20), nastyText(20))),
        items: fc.record({
          data: fc.array(
            fc.record({
              current_period_end: time,
              price: fc.record({
                id: fc.constantFrom("price_monthly", "price_yearly", "price_x"),
                recurring: fc.record({ interval: fc.constantFrom("month", "year", "day") }),
              }),
            }),
            { maxLength: 2 },
          ),
        }),
      }),
    }),
  });
  const timeMs = fc.oneof(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), extremeNumber);
  const revenuecat = fc.record({
    api_version: fc.constant("1.0"),
    event: fc.record(
      {
        id: fc.oneof(fc.constant("rc-1"), nastyText(30)),
        type: fc.constantFrom("INITIAL_PURCHASE", "RENEWAL", "CANCELLATION", "EXPIRATION", "UNCANCELLATION", "TEST", "NOPE"),
        app_user_id: fc.oneof(printable(30), nastyText(30)),
        product_id: fc.constantFrom("monthly_subscription", "yearly_subscription", "x"),
        entitlement_ids: fc.array(fc.constantFrom("premium", "x"), { maxLength: 2 }),
        store: fc.constantFrom("APP_STORE", "PLAY_STORE", "STRIPE", "x"),
        environment: fc.constantFrom("SANDBOX", "PRODUCTION"),
        purchased_at_ms: timeMs,
        expiration_at_ms: fc.oneof(timeMs, fc.constant(null)),
        event_timestamp_ms: timeMs,
        original_transaction_id: fc.oneof(printable(20), nastyText(20)),
      },
      { requiredKeys: ["id", "type", "event_timestamp_ms"] },
    ),
  });
  return fc.oneof(stripe, revenuecat).map((event) => JSON.stringify(event));
}

/** Signs a body the way each provider does, so fuzzed webhooks pass the signature check. */
function credentialsFor(path: string, body: string): Record<string, string> {
  if (path === "/api/webhooks/stripe") {
    return { "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_WEBHOOK_SECRET }) };
  }
  if (path === "/api/webhooks/revenuecat") return { authorization: RC_AUTH };
  return {};
}
const headersArb = fc.record(
  {
    "x-forwarded-for": printable(40),
    accept: fc.constantFrom("application/json", "*/*", "text/html", ""),
    "accept-language": printable(20),
    "user-agent": printable(80),
  },
  { requiredKeys: [] },
);

/**
 * Fuzzes `endpoints` on a server of this test file's own. The endpoints are split over two test
 * files so the two test workers share the suite's longest file.
 */
/** Endpoints that call Stripe's API for the (Stripe-billed) fuzzing user: Settings' "Cancel subscription". */
const PROVIDER_CALLS = new Set(["POST /api/subscription/cancel"]);

export function fuzzEndpoints(endpoints: string[]) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      REVENUECAT_WEBHOOK_AUTH: RC_AUTH,
      STRIPE_SECRET_KEY: "sk_test_fuzz0123456789",
      STRIPE_WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_PRICE_YEARLY: "price_yearly",
      // Nothing listens here: a webhook that needs the Stripe API meets an outage, never a 5xx.
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.reset());

  describe.each(endpoints)("%s", (endpoint) => {
    const readsNoBody = endpoint.startsWith("GET ") || (endpoint.startsWith("DELETE ") && !ENDPOINTS[endpoint]!.body);
    const runs = readsNoBody ? RUNS.get : RUNS.body;
    it(`answers ${runs} generated requests with 2xx/3xx/4xx and JSON errors, never a 5xx`, { timeout: 120_000 }, async () => {
      const [method, path] = endpoint.split(" ") as [string, string];
      const ann = await createVerifiedUser(server, { email: "ann-fuzz@example.com" });
      // Premium, so the fuzzer gets past the premium guard to the input checks behind it.
      await server.database.db.insert(subscriptions).values({
        userId: ann.userId,
        source: "stripe",
        plan: "monthly",
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 30 * 86400_000),
        providerSubscriptionId: "sub_fuzz",
        providerUpdatedAt: new Date(),
      });
      // A finished fast of Ann's at the id the paths name, so the fasting edits' bodies get past the 404 to their checks.
      await server.database.db.insert(fastingSessions).values({
        id: concretePath("/:id").slice(1),
        userId: ann.userId,
        fastingType: "16:8",
        targetHours: 16,
        startTime: new Date(Date.now() - 40 * 3600_000),
        endTime: new Date(Date.now() - 24 * 3600_000),
        durationHours: 16,
      });
      const bob = await createVerifiedUser(server, { email: "bob-secret@example.com", name: "Bob Secret" });
      await bob.client.post("/api/fasting/start", { fastingType: "Custom 41h" });
      const bobSecrets = [bob.userId, "bob-secret@example.com", "Bob Secret", "Custom 41h"];

      await fc.assert(
        fc.asyncProperty(
          bodyArbFor(ENDPOINTS[endpoint]!),
          contentTypeArb,
          queryArb,
          headersArb,
          fc.boolean(),
          async (body, contentType, query, headers, signed) => {
            const search = new URLSearchParams(query).toString();
            const url = concretePath(path) + (search ? `?${search}` : "");
            const res = await ann.client.request(method, url, {
              body: method === "GET" ? undefined : body,
              headers: {
                ...headers,
                ...(method === "GET" || !contentType ? {} : { "content-type": contentType }),
                ...(signed ? credentialsFor(path, body) : {}),
              },
            });
            // An endpoint that must ask the payment provider (which nothing answers here) says so with a 503, the one 5xx allowed.
            const providerDown = PROVIDER_CALLS.has(endpoint) && res.status === 503 && res.body?.error?.code === "SERVICE_UNAVAILABLE";
            if (!providerDown) expect(res.status, `${method} ${url} → ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.body?.error, res.text.slice(0, 200)).toEqual({ code: expect.any(String), message: expect.any(String) });
            }
            expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|Failed query/);
            for (const secret of bobSecrets) expect(res.text).not.toContain(secret);
          },
        ),
        { numRuns: runs },
      );
      expect((await server.client().get("/api/health")).status).toBe(200);
    });
  });
}
