import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, type TestServer } from "../harness";
import { concretePath, ENDPOINTS } from "./endpoints";

const RUNS = 300;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REVENUECAT_WEBHOOK_AUTH: "Bearer rc-secret-0123456789abcdef" });
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const printable = (max: number) => fc.string({ unit: fc.constantFrom(..." !\"#$%&'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~"), maxLength: max });

/** Bodies: valid-looking JSON with hostile values, any JSON, and raw text that is not JSON. */
const bodyArb = fc.oneof(
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), printable(300), fc.integer(), fc.constant(null)),
      password: fc.oneof(printable(200), fc.constant(""), fc.array(fc.string())),
      name: fc.oneof(printable(150), fc.constant({})),
      fastingType: fc.oneof(fc.constantFrom("16:8", "Custom 0h", "Custom 73h", "Custom 12h", "24:0 OR 1=1", ""), printable(40)),
      token: printable(600),
      newPassword: printable(200),
      currentPassword: printable(50),
      event: fc.jsonValue({ maxDepth: 3 }),
    },
    { requiredKeys: [] },
  ).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  printable(400),
  fc.constantFrom("{", "[", "null", "\"\"", "{\"__proto__\":{\"admin\":true}}", "\u0000", "{\"fastingType\":\"16:8\"}".repeat(50)),
);
const contentTypeArb = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "application/vnd.api+json");
const queryArb = fc.dictionary(fc.constantFrom("limit", "before", "token", "callbackURL", "x", "__proto__"), printable(60), { maxKeys: 3 });
const headersArb = fc.record(
  {
    "x-forwarded-for": printable(40),
    accept: fc.constantFrom("application/json", "*/*", "text/html", ""),
    "accept-language": printable(20),
    "user-agent": printable(80),
  },
  { requiredKeys: [] },
);

describe.each(Object.keys(ENDPOINTS))("%s", (endpoint) => {
  it(`answers ${RUNS} generated requests with 2xx/3xx/4xx and JSON errors, never a 5xx`, { timeout: 120_000 }, async () => {
    const [method, path] = endpoint.split(" ") as [string, string];
    const ann = await createVerifiedUser(server, { email: "ann-fuzz@example.com" });
    const bob = await createVerifiedUser(server, { email: "bob-secret@example.com", name: "Bob Secret" });
    await bob.client.post("/api/fasting/start", { fastingType: "Custom 41h" });
    const bobSecrets = [bob.userId, "bob-secret@example.com", "Bob Secret", "Custom 41h"];

    await fc.assert(
      fc.asyncProperty(bodyArb, contentTypeArb, queryArb, headersArb, async (body, contentType, query, headers) => {
        const search = new URLSearchParams(query).toString();
        const url = concretePath(path) + (search ? `?${search}` : "");
        const res = await ann.client.request(method, url, {
          body: method === "GET" ? undefined : body,
          headers: { ...headers, ...(method === "GET" || !contentType ? {} : { "content-type": contentType }) },
        });
        expect(res.status, `${method} ${url} → ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.body?.error, res.text.slice(0, 200)).toEqual({ code: expect.any(String), message: expect.any(String) });
        }
        expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|Failed query/);
        for (const secret of bobSecrets) expect(res.text).not.toContain(secret);
      }),
      { numRuns: RUNS },
    );
    expect((await server.client().get("/api/health")).status).toBe(200);
  });
});
