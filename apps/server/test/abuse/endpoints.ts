/**
 * Every API endpoint and who may call it. The abuse suite compares this table with the endpoints
 * the app really serves, so a new endpoint fails the suite until it is listed here, with its
 * access class, and its access checks are then tested.
 */
export type Access = "public" | "user" | "premium" | "webhook";

export interface EndpointSpec {
  access: Access;
  /** Reads or changes a user's own data: another user must never see or touch it. */
  userData?: boolean;
  /** A well-formed request body, for the access checks. */
  body?: Record<string, unknown>;
  /** Every field the body takes beyond those of `body`, so the fuzzer sends bodies the endpoint's schema does not refuse outright. */
  fields?: string[];
}

export const ENDPOINTS: Record<string, EndpointSpec> = {
  "GET /api/health": { access: "public" },
  "GET /api/account/export": { access: "user", userData: true },
  "GET /api/subscription": { access: "user", userData: true },
  "POST /api/subscription/cancel": { access: "user", userData: true },
  "GET /api/fasting/active": { access: "user", userData: true },
  "GET /api/fasting/recent": { access: "user", userData: true },
  "GET /api/fasting/history": { access: "premium", userData: true },
  // fasting stats
  "GET /api/fasting/stats": { access: "premium", userData: true },
  "POST /api/fasting/start": { access: "user", userData: true, body: { fastingType: "16:8" } },
  "POST /api/fasting/end": { access: "user", userData: true, body: {}, fields: ["endTime"] },
  "PATCH /api/fasting/:id": { access: "user", userData: true, body: { startTime: "2026-01-01T08:00:00Z" }, fields: ["endTime"] },
  "DELETE /api/fasting/:id": { access: "user", userData: true },
  "POST /api/fasting/:id/restore": { access: "user", userData: true, body: {} },
  "POST /api/fasting/past": {
    access: "user",
    userData: true,
    body: { fastingType: "16:8", startTime: "2026-01-01T08:00:00Z", endTime: "2026-01-02T00:00:00Z" },
    fields: ["timeZone"],
  },
  "GET /api/reminders": { access: "user", userData: true },
  "PATCH /api/reminders": { access: "user", userData: true, body: { atTarget: true }, fields: ["hourBefore"] },
  "POST /api/reminders/push-subscriptions": {
    access: "user",
    userData: true,
    body: {
      endpoint: "https://push.example.com/send/abc",
      keys: { p256dh: "B" + "A".repeat(86), auth: "A".repeat(22) },
    },
    fields: ["expirationTime"],
  },
  "DELETE /api/reminders/push-subscriptions": { access: "user", userData: true, body: { endpoint: "https://push.example.com/send/abc" } },
  "GET /api/fasting/schedule": { access: "user", userData: true },
  "PUT /api/fasting/schedule": {
    access: "user",
    userData: true,
    body: { fastingType: "16:8", startTime: "20:00", weekdays: [1, 3, 5], timeZone: "Europe/Berlin" },
  },
  "DELETE /api/fasting/schedule": { access: "user", userData: true },
  "PUT /api/fasting/schedule/time-zone": { access: "user", userData: true, body: { timeZone: "Asia/Tokyo" } },
  "GET /api/food/search": { access: "user", userData: true },
  "GET /api/food/suggestions": { access: "user", userData: true },
  "GET /api/food/foods/:id": { access: "user", userData: true },
  "POST /api/food/custom-foods": {
    access: "user",
    userData: true,
    body: { name: "Stew", basis: "100g", kcal: 100, protein: 10, fat: 5, carbs: 0 },
    fields: ["servingGrams", "servingLabel", "sodium"],
  },
  "POST /api/food/favorites": { access: "user", userData: true, body: { foodId: "01123" } },
  "DELETE /api/food/favorites/:foodId": { access: "user", userData: true },
  "GET /api/food/day": { access: "user", userData: true },
  "POST /api/food/entries": {
    access: "user",
    userData: true,
    body: { foodId: "01123", amount: 100, unit: "g", eatenAt: "2026-01-01T08:00:00Z" },
    fields: ["weighed", "note"],
  },
  "PATCH /api/food/entries/:id": {
    access: "user",
    userData: true,
    body: { note: "changed" },
    fields: ["amount", "unit", "weighed", "eatenAt"],
  },
  "DELETE /api/food/entries/:id": { access: "user", userData: true },
  "POST /api/food/entries/group": {
    access: "user",
    userData: true,
    body: { items: [{ foodId: "01123", amount: 2, unit: "portion:0" }], eatenAt: "2026-01-01T08:00:00Z" },
  },
  "GET /api/food/saved-meals": { access: "user", userData: true },
  "POST /api/food/saved-meals": {
    access: "user",
    userData: true,
    body: { name: "Breakfast", items: [{ foodId: "01123", amount: 2, unit: "portion:0" }], tz: "UTC" },
    fields: ["everyDay", "minuteOfDay"],
  },
  "PATCH /api/food/saved-meals/:id": {
    access: "user",
    userData: true,
    body: { name: "Lunch", tz: "UTC" },
    fields: ["items", "everyDay", "minuteOfDay"],
  },
  "DELETE /api/food/saved-meals/:id": { access: "user", userData: true },
  "POST /api/food/saved-meals/:id/log": { access: "user", userData: true, body: { eatenAt: "2026-01-01T08:00:00Z" } },
  "POST /api/food/copy-day": { access: "user", userData: true, body: { from: "2026-01-01", to: "2026-01-02", tz: "UTC" } },
  "PATCH /api/food/meals/:id": { access: "user", userData: true, body: { servings: 2 }, fields: ["eatenAt"] },
  "DELETE /api/food/meals/:id": { access: "user", userData: true },
  "GET /api/food/targets": { access: "user", userData: true },
  "PATCH /api/food/targets": {
    access: "user",
    userData: true,
    body: { sodiumMg: 4000 },
    fields: [
      "potassiumMg",
      "magnesiumMg",
      "proteinMode",
      "proteinGrams",
      "proteinPerKg",
      "goalWeightKg",
      "fatProteinRatio",
      "sex",
      "ageBand",
    ],
  },
  "GET /api/food/drinks": { access: "user", userData: true },
  "POST /api/food/drinks": { access: "user", userData: true, body: { kind: "water", ml: 250, drunkAt: "2026-01-01T08:00:00Z" } },
  "DELETE /api/food/drinks/:id": { access: "user", userData: true },
  "PATCH /api/food/drink-settings": {
    access: "user",
    userData: true,
    body: { waterTargetMl: 2500 },
    fields: ["electrolyteMix"],
  },
  "GET /api/food/insights": { access: "premium", userData: true },
  "GET /api/food/electrolytes": { access: "user", userData: true },
  "GET /api/food/trends": { access: "premium", userData: true },
  // progress
  "GET /api/progress/units": { access: "user", userData: true },
  "PATCH /api/progress/units": { access: "user", userData: true, body: { weightUnit: "lb" }, fields: ["lengthUnit"] },
  "GET /api/profile": { access: "user", userData: true },
  "PATCH /api/profile/preferences": { access: "user", userData: true, body: { focusMode: true } },
  "PUT /api/profile/onboarding": {
    access: "user",
    userData: true,
    body: { outcome: "skipped", date: "2026-01-01" },
    fields: ["answers"],
  },
  "GET /api/progress/overview": { access: "user", userData: true },
  "GET /api/progress/weights": { access: "user", userData: true },
  "PUT /api/progress/weights": { access: "user", userData: true, body: { date: "2026-01-01", weightKg: 80 } },
  "DELETE /api/progress/weights/:date": { access: "user", userData: true },
  "GET /api/progress/measurements": { access: "premium", userData: true },
  "PUT /api/progress/measurements": {
    access: "premium",
    userData: true,
    body: { date: "2026-01-01", waistCm: 90 },
    fields: ["hipsCm", "chestCm", "armCm", "thighCm", "neckCm", "bodyFatPct"],
  },
  "DELETE /api/progress/measurements/:date": { access: "premium", userData: true },
  "GET /api/progress/journal": { access: "user", userData: true },
  "GET /api/progress/journal/:date": { access: "user", userData: true },
  "PUT /api/progress/journal/:date": {
    access: "user",
    userData: true,
    body: { mood: 4 },
    fields: ["energy", "sleep", "digestion", "tags", "note"],
  },
  "DELETE /api/progress/journal/:date": { access: "user", userData: true },
  // progress photos (the upload is multipart/form-data: a JSON body gets a 415)
  "GET /api/progress/photos": { access: "user", userData: true },
  "POST /api/progress/photos": { access: "premium", userData: true },
  "GET /api/progress/photos/:id/full": { access: "user", userData: true },
  "GET /api/progress/photos/:id/thumb": { access: "user", userData: true },
  "PATCH /api/progress/photos/:id": { access: "premium", userData: true, body: { pose: "side" }, fields: ["takenOn"] },
  "DELETE /api/progress/photos/:id": { access: "user", userData: true },
  // recipes (the teaser is what a shared link shows anyone)
  "GET /api/recipes": { access: "user", userData: true },
  "GET /api/recipes/:slug": { access: "user", userData: true },
  "GET /api/recipes/:slug/teaser": { access: "public" },
  "GET /api/recipes/:slug/preview.png": { access: "public" },
  "PUT /api/recipes/:slug/favorite": { access: "premium", userData: true },
  "DELETE /api/recipes/:slug/favorite": { access: "premium", userData: true },
  "POST /api/recipes/:slug/log": { access: "user", userData: true, body: { servings: 2 }, fields: ["eatenAt"] },
  // community
  "GET /api/community/me": { access: "user", userData: true },
  "PATCH /api/community/me": { access: "user", userData: true, body: { displayName: "Casey" } },
  "POST /api/community/me/guidelines": { access: "user", userData: true, body: {} },
  "GET /api/community/blocks": { access: "user", userData: true },
  "PUT /api/community/blocks/:memberId": { access: "user", userData: true },
  "DELETE /api/community/blocks/:memberId": { access: "user", userData: true },
  "GET /api/community/notifications": { access: "user", userData: true },
  "GET /api/community/notifications/unread": { access: "user", userData: true },
  "POST /api/community/notifications/read": { access: "user", userData: true, body: {} },
  "GET /api/community/posts": { access: "user", userData: true },
  "POST /api/community/posts": { access: "premium", userData: true, body: { category: "wins", title: "Day 30", body: "Down 6 kg." } },
  "GET /api/community/posts/:id": { access: "premium", userData: true },
  "PATCH /api/community/posts/:id": { access: "premium", userData: true, body: { title: "Day 31" }, fields: ["category", "body"] },
  "DELETE /api/community/posts/:id": { access: "user", userData: true },
  "PUT /api/community/posts/:id/photo": { access: "premium", userData: true },
  "DELETE /api/community/posts/:id/photo": { access: "user", userData: true },
  "GET /api/community/posts/:id/photo": { access: "premium", userData: true },
  "PUT /api/community/posts/:id/like": { access: "premium", userData: true },
  "DELETE /api/community/posts/:id/like": { access: "premium", userData: true },
  "POST /api/community/posts/:id/comments": { access: "premium", userData: true, body: { body: "Well done!" }, fields: ["parentId"] },
  "PATCH /api/community/comments/:id": { access: "premium", userData: true, body: { body: "Edited" } },
  "DELETE /api/community/comments/:id": { access: "user", userData: true },
  "PUT /api/community/comments/:id/like": { access: "premium", userData: true },
  "DELETE /api/community/comments/:id/like": { access: "premium", userData: true },
  "POST /api/community/reports": {
    access: "premium",
    userData: true,
    body: { targetType: "post", targetId: "00000000-0000-4000-8000-000000000000", reason: "spam" },
    fields: ["note"],
  },
  // moderators only (a role no endpoint grants): the access class is "user", the role check is the route's
  "GET /api/community/moderation/reports": { access: "user" },
  "GET /api/community/moderation/log": { access: "user" },
  "POST /api/community/moderation/hide": {
    access: "user",
    body: { targetType: "post", targetId: "00000000-0000-4000-8000-000000000000" },
    fields: ["note"],
  },
  "POST /api/community/moderation/restore": {
    access: "user",
    body: { targetType: "post", targetId: "00000000-0000-4000-8000-000000000000" },
    fields: ["note"],
  },
  "POST /api/community/moderation/dismiss": {
    access: "user",
    body: { targetType: "post", targetId: "00000000-0000-4000-8000-000000000000" },
    fields: ["note"],
  },
  "POST /api/community/moderation/suspend": {
    access: "user",
    body: { memberId: "00000000-0000-4000-8000-000000000000", days: 3 },
    fields: ["note"],
  },
  "POST /api/webhooks/stripe": { access: "webhook" },
  "POST /api/webhooks/revenuecat": { access: "webhook" },
  "POST /api/auth/sign-up/email": { access: "public" },
  "POST /api/auth/sign-in/email": { access: "public" },
  "POST /api/auth/sign-out": { access: "public" },
  "POST /api/auth/request-password-reset": { access: "public" },
  "POST /api/auth/reset-password": { access: "public" },
  "POST /api/auth/send-verification-email": { access: "public" },
  "POST /api/auth/confirm-email": { access: "public" },
  "POST /api/auth/password-check": { access: "public" },
  "POST /api/auth/change-password": { access: "user", userData: true, body: { currentPassword: "x", newPassword: "another long one 1" } },
  "POST /api/auth/delete-user": { access: "user", userData: true, body: { password: "x" } },
  "GET /api/auth/get-session": { access: "public", userData: true },
  "GET /api/auth/verify-email": { access: "public" },
  "GET /api/auth/reset-password/:token": { access: "public" },
};

/** A path with its parameters filled in: with `ids` (e.g. another user's entry), or harmless defaults. */
export function concretePath(path: string, ids: { id?: string; foodId?: string; memberId?: string } = {}): string {
  return path
    .replace(":token", "some-token")
    .replace(":date", "2026-01-01")
    .replace(":slug", "perfect-ribeye")
    .replace(":memberId", ids.memberId ?? "00000000-0000-4000-8000-000000000000")
    .replace(":foodId", ids.foodId ?? "01123")
    .replace(":id", ids.id ?? (path.includes("/foods/") ? "01123" : "00000000-0000-4000-8000-000000000000"));
}

/** The query string a GET endpoint needs to get past its validation. */
export function sampleQuery(path: string): string {
  if (path === "/api/food/search") return "?q=egg";
  if (path === "/api/food/day" || path === "/api/food/insights" || path === "/api/food/drinks") return "?date=2026-01-01&tz=UTC";
  if (path === "/api/food/trends") return "?date=2026-01-01&tz=UTC&days=7";
  // fasting stats
  if (path === "/api/fasting/stats") return "?month=2026-01&tz=UTC";
  if (path === "/api/progress/weights" || path === "/api/progress/measurements") return "?range=1M&date=2026-01-01";
  if (path === "/api/progress/journal") return "?month=2026-01";
  if (path === "/api/progress/overview") return "?date=2026-01-01&tz=UTC";
  if (path === "/api/recipes") return "?q=rib&sort=protein";
  if (path === "/api/community/posts") return "?sort=new&category=wins";
  return "";
}
