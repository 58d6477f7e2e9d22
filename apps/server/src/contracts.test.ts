import { eq } from "drizzle-orm";
import type { ClientResponse } from "hono/client";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { subscriptionStateResponse } from "@app/shared/billing";
import { drinkResponse, drinkSettingsResponse, drinksDayResponse } from "@app/shared/drinks";
import { pushSubscriptionResponse, remindersResponse } from "@app/shared/reminders";
import {
  blocksResponse,
  commentResponse,
  feedResponse,
  likeResponse,
  meResponse,
  moderationLogResponse,
  moderationQueueResponse,
  notificationsResponse,
  postCreatedResponse,
  postResponse,
  unreadCountResponse,
  REPORT_REASONS,
} from "@app/shared/community";
import {
  activeFastResponse,
  fastingHistoryResponse,
  fastingMonthStatsResponse,
  fastingScheduleResponse,
  fastingSessionResponse,
  recentFastsResponse,
  savedFastingScheduleResponse,
} from "@app/shared/fasting";
import {
  copyDayResponse,
  customFoodResponse,
  foodDayResponse,
  foodDetailResponse,
  foodEntryResponse,
  foodMealResponse,
  foodSearchResponse,
  foodEntriesResponse,
  foodSuggestionsResponse,
  savedMealResponse,
  savedMealsResponse,
} from "@app/shared/food";
import { electrolytesResponse, insightsResponse, targetsResponse, trendsResponse } from "@app/shared/nutrition";
import {
  journalEntryResponse,
  journalMonthResponse,
  measurementEntryResponse,
  measurementsResponse,
  overviewResponse,
  photoResponse,
  photosResponse,
  savedJournalEntryResponse,
  unitsResponse,
  weightEntryResponse,
  weightsResponse,
} from "@app/shared/progress";
import { profileResponse } from "@app/shared/profile";
import { logRecipeResponse, recipeFavoriteResponse, recipeListResponse, recipeResponse, recipeTeaserResponse } from "@app/shared/recipes";
import { users } from "./db/schema";
import { createCommunityMember, createVerifiedUser, startTestServer, type TestClient, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** A response schema from @app/shared/<domain> (zod/mini): what the web app checks each response with. */
interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The endpoints under /api whose response is no JSON of a contract: files and images (read as bytes
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

const NO_CONTENT = "answers 204 No Content: no body to check";
const AUTH = "Better Auth's, through our proxy: outside ApiType, read by Better Auth's own client";
const WEBHOOK = "a payment provider's webhook: its answer is read by the provider, not the app";

/** The writes under /api whose response is no JSON of a contract, each with the reason. */
const WRITES_NOT_CONTRACTED: Record<string, string> = {
  "POST /api/food/favorites": NO_CONTENT,
  "DELETE /api/food/favorites/:foodId": NO_CONTENT,
  "DELETE /api/food/entries/:id": NO_CONTENT,
  "DELETE /api/food/meals/:id": NO_CONTENT,
  "DELETE /api/food/saved-meals/:id": NO_CONTENT,
  "DELETE /api/food/drinks/:id": NO_CONTENT,
  "DELETE /api/fasting/schedule": NO_CONTENT,
  "DELETE /api/progress/weights/:date": NO_CONTENT,
  "DELETE /api/progress/measurements/:date": NO_CONTENT,
  "DELETE /api/progress/journal/:date": NO_CONTENT,
  "DELETE /api/progress/photos/:id": NO_CONTENT,
  "PUT /api/community/blocks/:memberId": NO_CONTENT,
  "DELETE /api/community/blocks/:memberId": NO_CONTENT,
  "POST /api/community/notifications/read": NO_CONTENT,
  "DELETE /api/community/posts/:id": NO_CONTENT,
  "DELETE /api/community/posts/:id/photo": NO_CONTENT,
  "DELETE /api/community/comments/:id": NO_CONTENT,
  "POST /api/community/reports": NO_CONTENT,
  "POST /api/community/moderation/hide": NO_CONTENT,
  "POST /api/community/moderation/restore": NO_CONTENT,
  "POST /api/community/moderation/dismiss": NO_CONTENT,
  "POST /api/community/moderation/suspend": NO_CONTENT,
  "POST /api/auth/sign-up/email": AUTH,
  "POST /api/auth/sign-in/email": AUTH,
  "POST /api/auth/sign-out": AUTH,
  "POST /api/auth/request-password-reset": AUTH,
  "POST /api/auth/reset-password": AUTH,
  "POST /api/auth/send-verification-email": AUTH,
  "POST /api/auth/confirm-email": AUTH,
  "POST /api/auth/password-check": AUTH,
  "POST /api/auth/change-password": AUTH,
  "POST /api/auth/delete-user": AUTH,
  "POST /api/webhooks/stripe": WEBHOOK,
  "POST /api/webhooks/revenuecat": WEBHOOK,
};

const checked = new Set<string>();

/**
 * A real answer through the typed client, parsed by the endpoint's contract (as the web app's
 * `read` does): `endpoint` names the endpoint it covers ("GET /api/...", "POST /api/..."). Like
 * `read`, the contract must accept the route's response type. Returns the parsed answer.
 */
async function expectContract<T>(endpoint: string, call: Promise<ClientResponse<T>>, contract: Contract<NoInfer<T>>) {
  const res = await call;
  const body: unknown = await res.json();
  expect(res.status, `${endpoint}: ${JSON.stringify(body)}`).toBeLessThan(300);
  const parsed = contract.safeParse(body);
  expect(parsed.success, `${endpoint}: ${JSON.stringify(body)}`).toBe(true);
  checked.add(endpoint);
  return body as T;
}

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const tz = "UTC";

async function ok(res: Promise<{ status: number; text: string; body?: any }>) {
  const { status, text, body } = await res;
  expect(status, text).toBeLessThan(300);
  return body;
}

async function jpegFile() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

/** A progress photo's upload form (multipart, as the web app sends it). */
async function photoForm() {
  const form = new FormData();
  form.set("file", await jpegFile(), "photo.jpg");
  form.set("takenOn", today());
  form.set("pose", "front");
  return form;
}

async function uploadPhoto(client: TestClient) {
  const res = await client.fetch(`${client.baseUrl}/api/progress/photos`, { method: "POST", body: await photoForm() });
  expect(res.status, await res.clone().text()).toBe(201);
}

// The web app checks every response against these contracts: the real answers must pass, for every
// JSON endpoint the app serves.
it("answers every GET in the shape of its shared contract, free and Premium", async () => {
  const { client: free } = await createVerifiedUser(server);
  await expectContract("GET /api/subscription", free.api.subscription.$get(), subscriptionStateResponse);
  await expectContract("GET /api/fasting/active", free.api.fasting.active.$get(), activeFastResponse);
  await ok(free.post("/api/fasting/start", { fastingType: "Custom 20h" }));
  await expectContract("GET /api/fasting/active", free.api.fasting.active.$get(), activeFastResponse);
  await ok(free.post("/api/fasting/end", {}));
  await expectContract("GET /api/fasting/recent", free.api.fasting.recent.$get(), recentFastsResponse);
  await expectContract("GET /api/fasting/schedule", free.api.fasting.schedule.$get(), fastingScheduleResponse);
  await ok(free.put("/api/fasting/schedule", { fastingType: "Custom 20h", startTime: "20:00", weekdays: [0, 6], timeZone: tz }));
  await expectContract("GET /api/fasting/schedule", free.api.fasting.schedule.$get(), fastingScheduleResponse);

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
  await ok(client.post("/api/food/drinks", { kind: "electrolyte", ml: 500, drunkAt: new Date().toISOString() }));
  await expectContract("GET /api/reminders", client.api.reminders.$get(), remindersResponse);
  await expectContract("GET /api/food/drinks", client.api.food.drinks.$get({ query: { date: today(), tz } }), drinksDayResponse);
  await expectContract("GET /api/food/targets", client.api.food.targets.$get(), targetsResponse);
  await expectContract(
    "GET /api/food/electrolytes",
    client.api.food.electrolytes.$get({ query: { date: today(), tz } }),
    electrolytesResponse,
  );
  await expectContract("GET /api/food/saved-meals", client.api.food["saved-meals"].$get(), savedMealsResponse);
  await expectContract("GET /api/food/insights", client.api.food.insights.$get({ query: { date: today(), tz } }), insightsResponse);
  await expectContract("GET /api/food/trends", client.api.food.trends.$get({ query: { date: today(), tz, days: "7" } }), trendsResponse);

  await ok(client.put("/api/progress/weights", { date: today(), weightKg: 80 }));
  await ok(client.put("/api/progress/measurements", { date: today(), waistCm: 90 }));
  await ok(client.put(`/api/progress/journal/${today()}`, { energy: 4, mood: 5, tags: [], note: "Steak." }));
  await uploadPhoto(client);
  await expectContract("GET /api/progress/units", client.api.progress.units.$get(), unitsResponse);
  await expectContract("GET /api/profile", client.api.profile.$get(), profileResponse);
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

it("answers every write in the shape of its contract", async () => {
  const { client } = await createVerifiedUser(server);
  await expectContract(
    "POST /api/fasting/start",
    client.api.fasting.start.$post({ json: { fastingType: "Custom 20h" } }),
    fastingSessionResponse,
  );
  const { session: ended } = await expectContract(
    "POST /api/fasting/end",
    client.api.fasting.end.$post({ json: {} }),
    fastingSessionResponse,
  );
  const fast = { param: { id: ended.id } };
  await expectContract(
    "PATCH /api/fasting/:id",
    client.api.fasting[":id"].$patch({ ...fast, json: { startTime: new Date(Date.parse(ended.startTime) - 60_000).toISOString() } }),
    fastingSessionResponse,
  );
  await expectContract("DELETE /api/fasting/:id", client.api.fasting[":id"].$delete(fast), fastingSessionResponse);
  await expectContract(
    "POST /api/fasting/:id/restore",
    client.api.fasting[":id"].restore.$post({ ...fast, json: {} }),
    fastingSessionResponse,
  );
  const pastStart = Date.parse(ended.startTime) - 3 * 86_400_000;
  await expectContract(
    "POST /api/fasting/past",
    client.api.fasting.past.$post({
      json: {
        fastingType: "16:8",
        startTime: new Date(pastStart).toISOString(),
        endTime: new Date(pastStart + 16 * 3_600_000).toISOString(),
      },
    }),
    fastingSessionResponse,
  );
  await expectContract(
    "POST /api/food/drinks",
    client.api.food.drinks.$post({ json: { kind: "water", ml: 250, drunkAt: new Date().toISOString() } }),
    drinkResponse,
  );
  await expectContract(
    "PATCH /api/food/drink-settings",
    client.api.food["drink-settings"].$patch({ json: { waterTargetMl: 2500 } }),
    drinkSettingsResponse,
  );
  await expectContract("PATCH /api/reminders", client.api.reminders.$patch({ json: { atTarget: true } }), remindersResponse);
  const push = { endpoint: "https://push.example.com/send/contracts", keys: { p256dh: "B" + "A".repeat(86), auth: "A".repeat(22) } };
  await expectContract(
    "POST /api/reminders/push-subscriptions",
    client.api.reminders["push-subscriptions"].$post({ json: push }),
    pushSubscriptionResponse,
  );
  await expectContract(
    "DELETE /api/reminders/push-subscriptions",
    client.api.reminders["push-subscriptions"].$delete({ json: { endpoint: push.endpoint } }),
    pushSubscriptionResponse,
  );
  await expectContract(
    "PUT /api/fasting/schedule",
    client.api.fasting.schedule.$put({ json: { fastingType: "16:8", startTime: "20:00", weekdays: [1, 2, 3, 4, 5], timeZone: tz } }),
    savedFastingScheduleResponse,
  );
  await expectContract(
    "PUT /api/fasting/schedule/time-zone",
    client.api.fasting.schedule["time-zone"].$put({ json: { timeZone: "Asia/Tokyo" } }),
    fastingScheduleResponse,
  );

  // Premium: a community member, for the Premium writes.
  const { client: premium } = await createCommunityMember(server, "Writer Wren");
  const food = premium.api.food;
  const { entry } = await expectContract(
    "POST /api/food/entries",
    food.entries.$post({ json: { foodId: "01123", amount: 100, unit: "g", eatenAt: new Date().toISOString() } }),
    foodEntryResponse,
  );
  await expectContract(
    "PATCH /api/food/entries/:id",
    food.entries[":id"].$patch({ param: { id: entry.id }, json: { note: "Changed." } }),
    foodEntryResponse,
  );
  await expectContract(
    "POST /api/food/custom-foods",
    food["custom-foods"].$post({ json: { name: "Stew", basis: "100g", kcal: 100, protein: 10, fat: 5, carbs: 0 } }),
    customFoodResponse,
  );
  await expectContract(
    "POST /api/food/copy-day",
    food["copy-day"].$post({ json: { from: today(), to: yesterday(), tz } }),
    copyDayResponse,
  );
  await expectContract("PATCH /api/food/targets", food.targets.$patch({ json: { sodiumMg: 4000 } }), targetsResponse);
  const breakfast = [{ foodId: "01123", amount: 2, unit: "portion:0" as const }];
  await expectContract(
    "POST /api/food/entries/group",
    food.entries.group.$post({ json: { items: breakfast, eatenAt: new Date().toISOString() } }),
    foodEntriesResponse,
  );
  const { meal: saved } = await expectContract(
    "POST /api/food/saved-meals",
    food["saved-meals"].$post({ json: { name: "Breakfast", items: breakfast, tz } }),
    savedMealResponse,
  );
  await expectContract(
    "PATCH /api/food/saved-meals/:id",
    food["saved-meals"][":id"].$patch({ param: { id: saved.id }, json: { everyDay: true, tz } }),
    savedMealResponse,
  );
  await expectContract(
    "POST /api/food/saved-meals/:id/log",
    food["saved-meals"][":id"].log.$post({ param: { id: saved.id }, json: { eatenAt: new Date().toISOString() } }),
    foodEntriesResponse,
  );

  const progress = premium.api.progress;
  await expectContract("PATCH /api/progress/units", progress.units.$patch({ json: { weightUnit: "lb" } }), unitsResponse);
  await expectContract("PUT /api/progress/weights", progress.weights.$put({ json: { date: today(), weightKg: 80 } }), weightEntryResponse);
  await expectContract(
    "PUT /api/progress/measurements",
    progress.measurements.$put({ json: { date: today(), waistCm: 90 } }),
    measurementEntryResponse,
  );
  await expectContract(
    "PUT /api/progress/journal/:date",
    progress.journal[":date"].$put({ param: { date: today() }, json: { mood: 4, note: "Steak." } }),
    savedJournalEntryResponse,
  );
  const { photo } = await expectContract(
    "POST /api/progress/photos",
    progress.photos.$post({}, { init: { body: await photoForm() } }),
    photoResponse,
  );
  await expectContract(
    "PATCH /api/progress/photos/:id",
    progress.photos[":id"].$patch({ param: { id: photo.id }, json: { pose: "side" } }),
    photoResponse,
  );

  await expectContract(
    "PUT /api/profile/onboarding",
    premium.api.profile.onboarding.$put({ json: { outcome: "completed", date: today(), answers: { goal: "maintain", eatsEggs: true } } }),
    profileResponse,
  );
  await expectContract(
    "PATCH /api/profile/preferences",
    premium.api.profile.preferences.$patch({ json: { focusMode: true } }),
    profileResponse,
  );

  const recipe = premium.api.recipes[":slug"];
  const slug = { param: { slug: "perfect-ribeye" } };
  await expectContract("PUT /api/recipes/:slug/favorite", recipe.favorite.$put(slug), recipeFavoriteResponse);
  await expectContract("DELETE /api/recipes/:slug/favorite", recipe.favorite.$delete(slug), recipeFavoriteResponse);
  const { meal } = await expectContract(
    "POST /api/recipes/:slug/log",
    recipe.log.$post({ ...slug, json: { servings: 2 } }),
    logRecipeResponse,
  );
  await expectContract(
    "PATCH /api/food/meals/:id",
    premium.api.food.meals[":id"].$patch({ param: { id: meal.id }, json: { servings: 1 } }),
    foodMealResponse,
  );

  const community = premium.api.community;
  await expectContract("PATCH /api/community/me", community.me.$patch({ json: { displayName: "Wren W" } }), meResponse);
  await expectContract("POST /api/community/me/guidelines", community.me.guidelines.$post({ json: {} }), meResponse);
  const { post } = await expectContract(
    "POST /api/community/posts",
    community.posts.$post({ json: { category: "wins", title: "Day 30", body: "Down 6 kg." } }),
    postCreatedResponse,
  );
  const postParam = { param: { id: post.id } };
  await expectContract(
    "PATCH /api/community/posts/:id",
    community.posts[":id"].$patch({ ...postParam, json: { title: "Day 31" } }),
    postCreatedResponse,
  );
  const photoUpload = new FormData();
  photoUpload.set("file", await jpegFile(), "meal.jpg");
  await expectContract(
    "PUT /api/community/posts/:id/photo",
    community.posts[":id"].photo.$put(postParam, { init: { body: photoUpload } }),
    postCreatedResponse,
  );
  const other = (await createCommunityMember(server, "Liking Lou")).client.api.community;
  await expectContract("PUT /api/community/posts/:id/like", other.posts[":id"].like.$put(postParam), likeResponse);
  await expectContract("DELETE /api/community/posts/:id/like", other.posts[":id"].like.$delete(postParam), likeResponse);
  const { comment } = await expectContract(
    "POST /api/community/posts/:id/comments",
    community.posts[":id"].comments.$post({ ...postParam, json: { body: "Well done!" } }),
    commentResponse,
  );
  const commentParam = { param: { id: comment.id } };
  await expectContract(
    "PATCH /api/community/comments/:id",
    community.comments[":id"].$patch({ ...commentParam, json: { body: "Edited." } }),
    commentResponse,
  );
  await expectContract("PUT /api/community/comments/:id/like", other.comments[":id"].like.$put(commentParam), likeResponse);
  await expectContract("DELETE /api/community/comments/:id/like", other.comments[":id"].like.$delete(commentParam), likeResponse);

  // Last: the Premium writes above need the plan active (it stays so until the period ends anyway).
  await expectContract("POST /api/subscription/cancel", premium.api.subscription.cancel.$post(), subscriptionStateResponse);
});

it("covers every write under /api, or names why its answer is no JSON of a contract", () => {
  const writes = server.apiEndpoints.filter((endpoint) => !endpoint.startsWith("GET "));
  expect(writes.filter((endpoint) => !checked.has(endpoint) && !(endpoint in WRITES_NOT_CONTRACTED))).toEqual([]);
  expect(Object.keys(WRITES_NOT_CONTRACTED).filter((endpoint) => !writes.includes(endpoint))).toEqual([]);
  expect(Object.keys(WRITES_NOT_CONTRACTED).filter((endpoint) => checked.has(endpoint))).toEqual([]);
});
