import { get as httpGet, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOf, ROUTES, type RouteName } from "@app/shared/routes";
import { subscribeInTestMode } from "./modules/billing";
import { createVerifiedUser, startTestServer, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe("web app routes", () => {
  // Every page of the route table (a recipe's with one of ours; a post's below), and sub-pages of the areas.
  const pages = [
    ...(Object.keys(ROUTES) as RouteName[])
      .filter((name) => name !== "communityPost")
      .map((name) => pathOf(name).replace(":slug", "perfect-ribeye")),
    "/food/today",
    "/progress/photos",
  ];
  it.each(pages)("serves the app at %s", async (path) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it.each(["/nope", "/dashboard/extra", "/checkout", "/.env", "/recipes/ribeye-steak", "/recipes/perfect-ribeye/x"])(
    "answers %s with the app's 404 page and status 404",
    async (path) => {
      const res = await server.client().get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it("serves a post's page for a post that exists, and the 404 page for any other id", async () => {
    const { client, userId } = await createVerifiedUser(server);
    await subscribeInTestMode(server.database.db, { userId, plan: "monthly" });
    await client.post("/api/community/me/guidelines", {});
    const created = await client.post("/api/community/posts", { category: "wins", title: "Day 1", body: "Ribeye." });
    expect(created.status, created.text).toBe(201);
    expect((await server.client().get(`/community/${created.body.post.id}`)).status).toBe(200);
    for (const path of ["/community/42", "/community/00000000-0000-4000-8000-000000000000", `/community/${created.body.post.id}/x`]) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it.each(["/index.html", "/landing.html"])("redirects a visit to %s to /", async (path) => {
    // node:http, as a browser sends it: fetch sets Sec-Fetch-Mode itself ("cors").
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(`${server.url}${path}`, { headers: { "sec-fetch-mode": "navigate" } }, resolve).on("error", reject),
    );
    res.resume();
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/");
  });

  it("gives the service worker's precache the app itself at /index.html, not the landing page", async () => {
    const res = await server.client().get("/index.html", { "sec-fetch-mode": "same-origin" });
    expect(res.status).toBe(200);
    expect(res.text).toContain("/assets/app.js");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the standalone landing page at /, with or without a query, and the app everywhere else", async () => {
    for (const path of ["/", "/?redirectTo=%2Fdashboard", "/?error=INVALID_TOKEN"]) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain("/assets/landing.js");
    }
    expect((await server.client().get("/dashboard")).text).toContain("/assets/app.js");
  });

  it("serves the app at / to a browser with a session, whose landing route sends the user on", async () => {
    const { client } = await createVerifiedUser(server);
    const res = await client.get("/");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/assets/app.js");
  });

  it("preloads a signed-in page's own chunks and its layout's for a browser with a session", async () => {
    const { client } = await createVerifiedUser(server);
    const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    // index.html's own preload stays the only one of the start-up chunk.
    expect(preloads((await client.get("/dashboard")).text).sort()).toEqual(
      ["/assets/app-layout.js", "/assets/core.js", "/assets/dashboard.js", "/assets/shared.js"].sort(),
    );
    // A fixed path wins over a parameter beside it.
    expect(preloads((await client.get("/community/guidelines")).text)).not.toContain("/assets/community-post.js");
    expect(preloads((await client.get("/community/guidelines")).text)).toContain("/assets/community-guidelines.js");
    // A page outside the signed-in layout: its own chunk only.
    expect(preloads((await client.get("/privacy")).text).sort()).toEqual(["/assets/core.js", "/assets/privacy.js"]);
    expect((await client.get("/dashboard")).headers.get("vary")).toContain("Cookie");
    // Without a session: index.html as built, and nothing for a path that is not a page.
    expect(preloads((await server.client().get("/dashboard")).text)).toEqual(["/assets/core.js"]);
    expect(preloads((await client.get("/nope")).text)).toEqual(["/assets/core.js"]);
  });

  it("writes the session into a page opened with one, for that browser only and never into a fetched copy", async () => {
    const { client, email, userId } = await createVerifiedUser(server, { name: "Ann </script><!-- & Co" });
    const inPage = (html: string) => /<script type="application\/json" id="carnitrack-session">([^<]*)<\/script>/.exec(html)?.[1];
    // node:http, as a browser opens a page: fetch sets Sec-Fetch-Mode itself ("cors").
    const open = (path: string, cookie: string) =>
      new Promise<{ text: string; cacheControl?: string }>((resolve, reject) =>
        httpGet(`${server.url}${path}`, { headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", cookie } }, (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ text, cacheControl: res.headers["cache-control"] }));
        }).on("error", reject),
      );

    const page = await open("/dashboard", client.cookieHeader());
    expect(page.cacheControl).toBe("private, no-store");
    const json = inPage(page.text);
    expect(json).toBeDefined();
    const session = JSON.parse(json!) as { user: { id: string; email: string; name: string }; session: Record<string, unknown> };
    // What the app's own check says, name and all, and never the token.
    const checked = (await client.get("/api/auth/get-session")).body as typeof session;
    expect(session.user).toEqual(checked.user);
    expect(session.user).toMatchObject({ id: userId, email, name: "Ann </script><!-- & Co" });
    expect(session.session.token).toBeUndefined();
    expect(session.session).toEqual(checked.session);
    // "/" with a session is the app, with it.
    expect(inPage((await open("/", client.cookieHeader())).text)).toBeDefined();

    // Fetched rather than opened (as the service worker's precache does): as built, cacheable as before.
    const fetched = await client.get("/dashboard");
    expect(inPage(fetched.text)).toBeUndefined();
    expect(fetched.headers.get("cache-control")).toBe("no-cache");
    // Nobody else's page has it.
    expect(inPage((await open("/dashboard", "")).text)).toBeUndefined();

    // Signed out, the old cookie opens the landing page, and a signed-in page with neither session nor preloads.
    const cookie = client.cookieHeader();
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await open("/", cookie)).text).toContain("/assets/landing.js");
    const after = await open("/dashboard", cookie);
    expect(inPage(after.text)).toBeUndefined();
    expect(after.text).not.toContain("/assets/dashboard.js");
  });

  it("serves hashed assets with a long cache", async () => {
    const res = await server.client().get("/assets/app.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("sends an asset's Brotli copy to a browser that accepts it, and the file itself to one that does not", async () => {
    const client = server.client();
    const brotli = await client.fetch(`${server.url}/assets/app.js`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toMatch(/javascript/);
    expect(await brotli.text()).toBe("console.log('app')"); // fetch undoes the Brotli
    const plain = await client.fetch(`${server.url}/assets/app.js`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('app')");
  });

  it("serves the service worker as JavaScript that is never taken from the HTTP cache, allowed by the CSP", async () => {
    const res = await server.client().get("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe("API basics", () => {
  it("reports health with the database reachable", async () => {
    const res = await server.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nothing/here"],
      ["DELETE", "/api/health"],
    ] as const) {
      const res = await server.client().request(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
    }
  });

  it("sends security headers on every response", async () => {
    for (const path of ["/", "/nope", "/checkout/monthly", "/customer-portal", "/index.html"]) {
      const res = await server.client().get(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // HSTS only in production, where the site is served over HTTPS.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("sends the API's answers the headers that apply to data, with a CSP that lets nothing load or frame them", async () => {
    const { client } = await createVerifiedUser(server);
    for (const [res, path] of [
      [await server.client().get("/api/health"), "/api/health"],
      [await server.client().get("/api/nope"), "/api/nope"],
      [await client.get("/api/fasting/active"), "/api/fasting/active"],
      [await server.client().get("/api/fasting/active"), "/api/fasting/active signed out"],
      [await server.client().post("/api/fasting/start", {}, { origin: "https://evil.example" }), "a refused write"],
    ] as const) {
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
      for (const name of ["referrer-policy", "cross-origin-opener-policy", "x-xss-protection"])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it("answers a build file that is not there with a plain 404, not the app's page", async () => {
    for (const path of ["/assets/missing.js", "/assets/deep/missing.css", "/assets/"]) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('<div id="root">');
    }
  });

  it("sends the build's assets only the headers that apply to a script or a style, not a document's", async () => {
    const res = await server.client().get("/assets/app.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "x-xss-protection"])
      expect(res.headers.get(name), name).toBeNull();
    // The service worker is a script that runs: it keeps the CSP (its worker-src) like a page.
    expect((await server.client().get("/sw.js")).headers.get("content-security-policy")).toContain("worker-src 'self'");
  });

  it("gzips answers of 1 KB and more for clients that accept it, and sends smaller ones as they are", async () => {
    const { client } = await createVerifiedUser(server);
    const gzip = { "accept-encoding": "gzip" };
    const small = await client.fetch(`${server.url}/api/fasting/active`, { headers: gzip });
    expect(small.status).toBe(200);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(Number(small.headers.get("content-length"))).toBe((await small.text()).length);

    const large = await client.fetch(`${server.url}/api/food/search?q=beef&limit=30`, { headers: gzip });
    expect(large.status).toBe(200);
    expect(large.headers.get("content-encoding")).toBe("gzip");
    // fetch undoes the gzip: what arrives is the same JSON, and more than the threshold.
    const body = await large.text();
    expect(body.length).toBeGreaterThan(1024);
    expect((JSON.parse(body) as { foods: unknown[] }).foods.length).toBeGreaterThan(5);

    const identity = await client.fetch(`${server.url}/api/food/search?q=beef&limit=30`, { headers: { "accept-encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(body);
  });

  it("tells the time on every API answer, errors included, and lets the native app read it", async () => {
    for (const path of ["/api/health", "/api/nope", "/api/fasting/active"]) {
      const before = Date.now();
      const res = await server.client().get(path);
      const serverTime = Number(res.headers.get("x-server-time"));
      expect(serverTime, path).toBeGreaterThanOrEqual(before);
      expect(serverTime, path).toBeLessThanOrEqual(Date.now());
    }
    const native = await fetch(`${server.url}/api/health`, { headers: { origin: "capacitor://localhost" } });
    expect(native.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("x-server-time");
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "capacitor://localhost" },
      body: JSON.stringify({ email: "nobody@example.com", password: "not the password" }),
    });
    expect(Number(signIn.headers.get("x-server-time"))).toBeGreaterThan(0);
  });

  it("never caches API answers", async () => {
    expect((await server.client().get("/api/health")).headers.get("cache-control")).toBe("no-store");
  });
});
