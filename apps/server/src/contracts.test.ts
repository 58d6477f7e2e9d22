import { eq } from "drizzle-orm";
import type { ClientResponse } from "hono/client";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { subscriptionStateResponse } from "@app/shared/contracts/billing";
import {
  blocksResponse,
  feedResponse,
  meResponse,
  moderationLogResponse,
  moderationQueueResponse,
  notificationsResponse,
  postResponse,
  unreadCountResponse,
} from "@app/shared/contracts/community";
import {
  activeFastResponse,
  fastingHistoryResponse,
  fastingMonthStatsResponse,
  fastingSessionResponse,
  recentFastsResponse,
} from "@app/shared/contracts/fasting";
import { foodDayResponse, foodDetailResponse, foodSearchResponse, foodSuggestionsResponse } from "@app/shared/contracts/food";
import { insightsResponse, targetsResponse, trendsResponse } from "@app/shared/contracts/nutrition";
import {
  journalEntryResponse,
  journalMonthResponse,
  measurementsResponse,
  overviewResponse,
  photosResponse,
  unitsResponse,
  weightsResponse,
} from "@app/shared/contracts/progress";
import { recipeListResponse, recipeResponse, recipeTeaserResponse } from "@app/shared/contracts/recipes";
import { REPORT_REASONS } from "@app/shared/community";
import { users } from "./db/schema";
import { createCommunityMember, createVerifiedUser, startTestServer, type TestClient, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** A contract from @app/shared/contracts (zod/mini): what the web app checks each answer with. */
interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The endpoints under /api whose answer is no JSON of a contract: files and images (read as bytes
 * by the web app), the links from our mails (redirects), the health check (for load balancers) and
 * Better Auth's session (read by its own client).
 */
const NOT_CONTRACTED = [
  "GET /api/account/export",
  "GET /api/auth/get-session",
  "GET /api/auth/reset-password/:token",
  "GET /api/auth/verify-email",
  "GET /api/community/posts/:id/photo",
  "GET /api/health",
  "GET /api/progress/photos/:id/full",
  "GET /api/progress/photos/:id/thumb",
  "GET /api/recipes/:slug/preview.png",
];

const checked = new Set<string>();

/**
 * A real answer through the typed client, parsed by the endpoint's contract (as the web app's
 * `read` does): `endpoint` names the GET it covers. Like `read`, the contract must accept the
 * route's answer type.
 */
async function expectContract<T>(endpoint: string, call: Promise<ClientResponse<T>>, contract: Contract<NoInfer<T>>) {
  const res = await call;
  const body: unknown = await res.json();
  expect(res.status, `${endpoint}: ${JSON.stringify(body)}`).toBeLessThan(300);
  const parsed = contract.safeParse(body);
  expect(parsed.success, `${endpoint}: ${JSON.stringify(body)}`).toBe(true);
  checked.add(endpoint);
}

const today = () => new Date().toISOString().slice(0, 10);
const tz = "UTC";

async function ok(res: Promise<{ status: number; text: string; body?: any }>) {
  const { status, text, body } = await res;
  expect(status, text).toBeLessThan(300);
  return body;
}

async function uploadPhoto(client: TestClient) {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  form.set("takenOn", today());
  form.set("pose", "front");
  const res = await client.fetch(`${client.baseUrl}/api/progress/photos`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(201);
}

// The web app checks every answer against these contracts: the real answers must pass, for every
// JSON endpoint the app serves.
it("answers every GET in the shape of its shared contract, free and Premium", async () => {
  const { client: free } = await createVerifiedUser(server);
  await expectContract("GET /api/subscription", free.api.subscription.$get(), subscriptionStateResponse);
  await expectContract("GET /api/fasting/active", free.api.fasting.active.$get(), activeFastResponse);
  await ok(free.post("/api/fasting/start", { fastingType: "Custom 20h" }));
  await expectContract("GET /api/fasting/active", free.api.fasting.active.$get(), activeFastResponse);
  await ok(free.post("/api/fasting/end", {}));
  await expectContract("GET /api/fasting/recent", free.api.fasting.recent.$get(), recentFastsResponse);

  // Premium: a community member (with a moderator's role, for the moderation reads) who has logged
  // something in every area.
  const { client, userId } = await createCommunityMember(server, "Contract Casey");
  await server.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, userId));
  await expectContract("GET /api/subscription", client.api.subscription.$get(), subscriptionStateResponse);

  await ok(client.post("/api/fasting/start", { fastingType: "16:8" }));
  await ok(client.post("/api/fasting/end", {}));
  await expectContract("GET /api/fasting/history", client.api.fasting.history.$get({ query: {} }), fastingHistoryResponse);
  await expectContract(
    "GET /api/fasting/stats",
    client.api.fasting.stats.$get({ query: { month: today().slice(0, 7), tz } }),
    fastingMonthStatsResponse,
  );

  const search = await client.api.food.search.$get({ query: { q: "ribeye" } });
  const { foods } = (await search.json()) as { foods: { id: string }[] };
  const foodId = foods[0]!.id;
  await ok(client.post("/api/food/entries", { foodId, amount: 200, unit: "g", eatenAt: new Date().toISOString() }));
  await expectContract("GET /api/food/search", client.api.food.search.$get({ query: { q: "ribeye", limit: "5" } }), foodSearchResponse);
  await expectContract("GET /api/food/suggestions", client.api.food.suggestions.$get(), foodSuggestionsResponse);
  await expectContract("GET /api/food/foods/:id", client.api.food.foods[":id"].$get({ param: { id: foodId } }), foodDetailResponse);
  await expectContract("GET /api/food/day", client.api.food.day.$get({ query: { date: today(), tz } }), foodDayResponse);
  await expectContract("GET /api/food/targets", client.api.food.targets.$get(), targetsResponse);
  await expectContract("GET /api/food/insights", client.api.food.insights.$get({ query: { date: today(), tz } }), insightsResponse);
  await expectContract("GET /api/food/trends", client.api.food.trends.$get({ query: { date: today(), tz, days: "7" } }), trendsResponse);

  await ok(client.put("/api/progress/weights", { date: today(), weightKg: 80 }));
  await ok(client.put("/api/progress/measurements", { date: today(), waistCm: 90 }));
  await ok(client.put(`/api/progress/journal/${today()}`, { energy: 4, mood: 5, tags: [], note: "Steak." }));
  await uploadPhoto(client);
  await expectContract("GET /api/progress/units", client.api.progress.units.$get(), unitsResponse);
  await expectContract("GET /api/progress/overview", client.api.progress.overview.$get({ query: { date: today(), tz } }), overviewResponse);
  await expectContract(
    "GET /api/progress/weights",
    client.api.progress.weights.$get({ query: { range: "1M", date: today() } }),
    weightsResponse,
  );
  await expectContract(
    "GET /api/progress/measurements",
    client.api.progress.measurements.$get({ query: { range: "1M", date: today() } }),
    measurementsResponse,
  );
  await expectContract(
    "GET /api/progress/journal",
    client.api.progress.journal.$get({ query: { month: today().slice(0, 7) } }),
    journalMonthResponse,
  );
  await expectContract(
    "GET /api/progress/journal/:date",
    client.api.progress.journal[":date"].$get({ param: { date: today() } }),
    journalEntryResponse,
  );
  await expectContract("GET /api/progress/photos", client.api.progress.photos.$get(), photosResponse);

  await ok(client.put("/api/recipes/perfect-ribeye/favorite", {}));
  await expectContract("GET /api/recipes", client.api.recipes.$get({ query: {} }), recipeListResponse);
  await expectContract("GET /api/recipes/:slug", client.api.recipes[":slug"].$get({ param: { slug: "perfect-ribeye" } }), recipeResponse);
  await expectContract(
    "GET /api/recipes/:slug/teaser",
    server.client().api.recipes[":slug"].teaser.$get({ param: { slug: "perfect-ribeye" } }),
    recipeTeaserResponse,
  );

  const { post } = await ok(client.post("/api/community/posts", { category: "wins", title: "Day 1", body: "Ribeye." }));
  const other = await createCommunityMember(server, "Other Olive");
  await ok(other.client.post(`/api/community/posts/${post.id}/comments`, { body: "Nice." }));
  await ok(other.client.post("/api/community/reports", { targetType: "post", targetId: post.id, reason: REPORT_REASONS[0]!.key }));
  await expectContract("GET /api/community/me", client.api.community.me.$get(), meResponse);
  await expectContract("GET /api/community/posts", client.api.community.posts.$get({ query: {} }), feedResponse);
  await expectContract("GET /api/community/posts/:id", client.api.community.posts[":id"].$get({ param: { id: post.id } }), postResponse);
  await expectContract("GET /api/community/blocks", client.api.community.blocks.$get(), blocksResponse);
  await expectContract("GET /api/community/notifications", client.api.community.notifications.$get(), notificationsResponse);
  await expectContract("GET /api/community/notifications/unread", client.api.community.notifications.unread.$get(), unreadCountResponse);
  await expectContract("GET /api/community/moderation/reports", client.api.community.moderation.reports.$get(), moderationQueueResponse);
  await expectContract("GET /api/community/moderation/log", client.api.community.moderation.log.$get(), moderationLogResponse);
});

it("covers every GET endpoint under /api, or names it as no JSON of a contract", () => {
  const gets = server.apiEndpoints.filter((endpoint) => endpoint.startsWith("GET "));
  expect(gets.filter((endpoint) => !checked.has(endpoint) && !NOT_CONTRACTED.includes(endpoint))).toEqual([]);
  expect(NOT_CONTRACTED.filter((endpoint) => !gets.includes(endpoint))).toEqual([]);
});

it("answers every fasting write in the shape of its contract", async () => {
  const { client } = await createVerifiedUser(server);
  const started = await client.api.fasting.start.$post({ json: { fastingType: "Custom 20h" } });
  expect(fastingSessionResponse.safeParse(await started.json()).success).toBe(true);
  const ended = await client.api.fasting.end.$post({ json: {} });
  expect(fastingSessionResponse.safeParse(await ended.json()).success).toBe(true);
});
