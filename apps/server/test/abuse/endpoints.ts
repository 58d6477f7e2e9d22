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
  body?: unknown;
}

export const ENDPOINTS: Record<string, EndpointSpec> = {
  "GET /api/health": { access: "public" },
  "GET /api/account/export": { access: "user", userData: true },
  "GET /api/subscription": { access: "user", userData: true },
  "GET /api/fasting/active": { access: "user", userData: true },
  "GET /api/fasting/recent": { access: "user", userData: true },
  "GET /api/fasting/history": { access: "premium", userData: true },
  "POST /api/fasting/start": { access: "user", userData: true, body: { fastingType: "16:8" } },
  "POST /api/fasting/end": { access: "user", userData: true, body: {} },
  "POST /api/webhooks/stripe": { access: "webhook" },
  "POST /api/webhooks/revenuecat": { access: "webhook" },
  "POST /api/auth/sign-up/email": { access: "public" },
  "POST /api/auth/sign-in/email": { access: "public" },
  "POST /api/auth/sign-out": { access: "public" },
  "POST /api/auth/request-password-reset": { access: "public" },
  "POST /api/auth/reset-password": { access: "public" },
  "POST /api/auth/send-verification-email": { access: "public" },
  "POST /api/auth/confirm-email": { access: "public" },
  "POST /api/auth/change-password": { access: "user", userData: true, body: { currentPassword: "x", newPassword: "another long one 1" } },
  "POST /api/auth/delete-user": { access: "user", userData: true, body: { password: "x" } },
  "GET /api/auth/get-session": { access: "public", userData: true },
  "GET /api/auth/verify-email": { access: "public" },
  "GET /api/auth/reset-password/:token": { access: "public" },
};

export function concretePath(path: string): string {
  return path.replace(":token", "some-token");
}
