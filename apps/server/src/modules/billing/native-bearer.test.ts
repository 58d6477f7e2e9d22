import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createVerifiedUser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

it("lets the native app sign in for a bearer token and use the API cross-origin without cookies", async () => {
  const { email, password } = await createVerifiedUser(server);
  const origin = "capacitor://localhost";
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  expect(signIn.headers.get("access-control-allow-origin")).toBe(origin);
  const token = signIn.headers.get("set-auth-token");
  expect(token).toBeTruthy();

  const preflight = await fetch(`${server.url}/api/fasting/start`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-headers")).toMatch(/authorization/i);

  const bearer = server.client({ authorization: `Bearer ${token}`, origin });
  expect((await bearer.post("/api/fasting/start", { fastingType: "18:6" })).status).toBe(201);
  expect((await bearer.get("/api/subscription")).body.platform).toBe("native");
  expect(bearer.cookies.size).toBe(0);

  // A site that is not the native app gets no CORS grant.
  const evil = await fetch(`${server.url}/api/subscription`, {
    headers: { origin: "https://evil.example", authorization: `Bearer ${token}` },
  });
  expect(evil.headers.get("access-control-allow-origin")).toBeNull();

  // A forged token is worthless.
  expect((await server.client({ authorization: "Bearer forged.token" }).get("/api/subscription")).status).toBe(401);
});
