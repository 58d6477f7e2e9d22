import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startTestServer, STRONG_PASSWORD, TEST_SECRET, type TestServer } from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TEST_FIXTURES: "1" });
});
afterAll(() => server?.stop());

it("creates a confirmed account, Premium if asked, that signs in with its password", async () => {
  const created = await server
    .client()
    .post("/api/testing/users", { email: "Fixture@example.com", password: STRONG_PASSWORD, name: "Fixture", plan: "yearly" });
  expect(created.status).toBe(201);
  const client = server.client();
  expect((await client.post("/api/auth/sign-in/email", { email: "fixture@example.com", password: STRONG_PASSWORD })).status).toBe(200);
  expect((await client.get("/api/subscription")).body).toMatchObject({ subscribed: true, subscriptionTier: "Annual" });
  expect((await server.client().get(`/api/testing/subscriptions/${created.body.userId}`)).body).toEqual({
    subscriptions: [{ source: "test", plan: "yearly", status: "active" }],
  });
  expect((await server.client().post("/api/testing/users", { email: "x@example.com", password: "p", name: "a\nb" })).status).toBe(400);
});

it("signs a confirmed user in without their password, and no one else", async () => {
  const created = await server.client().post("/api/testing/users", { email: "session@example.com", password: STRONG_PASSWORD, name: "S" });
  const client = server.client();
  expect((await client.post("/api/testing/sessions", { userId: created.body.userId })).status).toBe(204);
  expect((await client.get("/api/auth/get-session")).body.user).toMatchObject({ id: created.body.userId, email: "session@example.com" });
  const stranger = server.client();
  expect((await stranger.post("/api/testing/sessions", { userId: "no-such-user" })).status).toBe(404);
  expect((await stranger.get("/api/auth/get-session")).body).toBeNull();
});

it("exists only in the test suite", async () => {
  const plain = await startTestServer();
  try {
    expect((await plain.client().post("/api/testing/users", { email: "a@example.com", password: STRONG_PASSWORD, name: "A" })).status).toBe(
      404,
    );
  } finally {
    await plain.stop();
  }
  const production = {
    NODE_ENV: "production",
    APP_URL: "https://carnitrack.example",
    AUTH_SECRET: TEST_SECRET,
    SMTP_URL: "smtp://127.0.0.1:25",
  };
  expect(() => loadConfig({ ...production, TEST_FIXTURES: "1" })).toThrow(/TEST_FIXTURES: only for the test suite/);
  expect(() => loadConfig({ NODE_ENV: "development", TEST_FIXTURES: "1" })).toThrow(/TEST_FIXTURES/);
});
