import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  callbackPathSchema,
  changePasswordBodySchema,
  deleteUserBodySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sendVerificationEmailBodySchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
} from "@app/shared";
import type { Db } from "../../db/client";
import { usedTokens } from "../../db/schema";
import { AppError, errorBody, parseJsonText } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, VERIFY_EMAIL_TTL_SECONDS, type Auth } from "./auth";
import { clientIp } from "./client-ip";
import { isCommonPassword } from "./common-passwords";
import { RateLimiter, secondsUntil, type Rule } from "./rate-limit";

interface Limit extends Rule {
  /** Counted per client IP, or per e-mail address whatever the IP. */
  by: "ip" | "account";
  name: string;
}

interface Endpoint {
  schema?: z.ZodType<Record<string, unknown>>;
  /** Field holding a new password, checked against the common-password list. */
  newPasswordField?: string;
  limits?: Limit[];
  /** Failed attempts per account before that account is throttled, whatever the IP. */
  accountFailures?: Limit;
  /** Fields the server decides, whatever the client sent. */
  force?: Record<string, unknown>;
}

const HOUR = 3600;
const ip = (name: string, limit: number, windowSeconds: number): Limit => ({ by: "ip", name, limit, windowSeconds });
const account = (name: string, limit: number, windowSeconds: number): Limit => ({ by: "account", name, limit, windowSeconds });

// Only these Better Auth endpoints are exposed; everything else under /api/auth is a 404.
// Limits: Supabase allows 30 sign-ins per 5 min per IP and nothing per account; we allow 20 per IP
// and throttle an account after 5 failures in 15 min from any number of IPs.
const POST_ENDPOINTS: Record<string, Endpoint> = {
  "/sign-up/email": {
    schema: signUpBodySchema,
    newPasswordField: "password",
    limits: [ip("sign-up", 10, HOUR), account("sign-up", 3, HOUR)],
  },
  "/sign-in/email": {
    schema: signInBodySchema,
    limits: [ip("sign-in", 20, 5 * 60)],
    accountFailures: account("sign-in-failed", 5, 15 * 60),
  },
  "/sign-out": { schema: signOutBodySchema },
  "/request-password-reset": {
    schema: requestPasswordResetBodySchema,
    limits: [ip("reset", 10, HOUR), account("reset", 3, HOUR)],
  },
  "/reset-password": { schema: resetPasswordBodySchema, newPasswordField: "newPassword", limits: [ip("reset-password", 10, HOUR)] },
  "/send-verification-email": {
    schema: sendVerificationEmailBodySchema,
    limits: [ip("resend", 10, HOUR), account("resend", 3, HOUR)],
  },
  "/change-password": {
    schema: changePasswordBodySchema,
    newPasswordField: "newPassword",
    limits: [ip("change-password", 10, 15 * 60)],
    force: { revokeOtherSessions: true },
  },
  "/delete-user": { schema: deleteUserBodySchema, limits: [ip("delete-user", 10, 15 * 60)] },
};

/** Every auth endpoint we expose, for the API surface table in the abuse suite. */
export const AUTH_ENDPOINTS = [
  ...Object.keys(POST_ENDPOINTS).map((path) => `POST ${AUTH_BASE_PATH}${path}`),
  `GET ${AUTH_BASE_PATH}/get-session`,
  `GET ${AUTH_BASE_PATH}/verify-email`,
  `GET ${AUTH_BASE_PATH}/reset-password/:token`,
];

const FRIENDLY_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_PASSWORD: "The password is incorrect.",
  INVALID_TOKEN: "This link is invalid or has expired. Please request a new one.",
  USER_NOT_FOUND: "No account was found.",
};

export interface AuthRoutesDeps {
  auth: Auth;
  db: Db;
  trustProxy: number;
  logger: Logger;
}

export function authRoutes({ auth, db, trustProxy, logger }: AuthRoutesDeps) {
  const limiter = new RateLimiter(db);
  const app = new Hono();

  app.post("/*", async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const endpoint = POST_ENDPOINTS[path];
    if (!endpoint) throw new AppError("NOT_FOUND", "Not found.");

    const body = endpoint.schema ? parseJsonText(await c.req.text(), endpoint.schema, c.req.header("content-type")) : {};
    const newPassword = endpoint.newPasswordField ? body[endpoint.newPasswordField] : undefined;
    if (typeof newPassword === "string" && isCommonPassword(newPassword)) {
      throw new AppError("VALIDATION_FAILED", "This password is too common. Please choose one that is harder to guess.");
    }

    const address = clientIp(c, trustProxy);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
    const keyFor = (limit: Limit) => (limit.by === "ip" ? `${limit.name}:ip:${address}` : email ? `${limit.name}:account:${email}` : undefined);

    if (endpoint.accountFailures) {
      const key = keyFor(endpoint.accountFailures);
      const state = key ? await limiter.peek(key) : undefined;
      if (state && state.count >= endpoint.accountFailures.limit) throw tooMany(state.resetAt);
    }
    for (const limit of endpoint.limits ?? []) {
      const key = keyFor(limit);
      if (!key) continue;
      const state = await limiter.hit(key, limit);
      if (state.count > limit.limit) throw tooMany(state.resetAt);
    }

    const response = await auth.handler(forwardRequest(c, address, JSON.stringify({ ...body, ...endpoint.force })));

    if (endpoint.accountFailures && response.status === 401) {
      const key = keyFor(endpoint.accountFailures);
      if (key) await limiter.hit(key, endpoint.accountFailures);
    }
    return reshapeError(response);
  });

  app.get("/*", async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const address = clientIp(c, trustProxy);
    // Links from our mails carry a relative callbackURL; anything else is not one of ours.
    const callbackURL = c.req.query("callbackURL");
    if (callbackURL !== undefined && !callbackPathSchema.safeParse(callbackURL).success) {
      return c.redirect("/?error=INVALID_TOKEN");
    }
    if (path === "/get-session") return withoutSessionToken(await reshapeError(await auth.handler(forwardRequest(c, address))));
    if (path.startsWith("/reset-password/")) return reshapeError(await auth.handler(forwardRequest(c, address)));
    if (path === "/verify-email") return verifyEmailOnce(c, address);
    throw new AppError("NOT_FOUND", "Not found.");
  });

  /** Verification links sign the user in, so each must work only once. */
  async function verifyEmailOnce(c: Context, address: string) {
    const token = c.req.query("token");
    if (!token || token.length > 4096) return c.redirect("/?error=INVALID_TOKEN");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const claimed = await db
      .insert(usedTokens)
      .values({ tokenHash, expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_SECONDS * 1000) })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return c.redirect("/?error=LINK_ALREADY_USED");

    const response = await auth.handler(forwardRequest(c, address));
    const location = response.headers.get("location") ?? "";
    if (response.status >= 400 || location.includes("error=")) {
      // The link did not work, so it was not used up.
      await db.delete(usedTokens).where(eq(usedTokens.tokenHash, tokenHash));
    }
    // Expired claims are of no further use: tokens past their lifetime fail anyway.
    db.delete(usedTokens).where(sql`${usedTokens.expiresAt} < now()`).catch(() => {});
    return reshapeError(response);
  }

  function forwardRequest(c: Context, address: string, body?: string): Request {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, address);
    if (body !== undefined) {
      headers.set("content-type", "application/json");
      headers.delete("content-length");
    }
    return new Request(c.req.url, { method: c.req.method, headers, body });
  }

  async function reshapeError(response: Response): Promise<Response> {
    if (response.status < 400) return response;
    let code = "BAD_REQUEST";
    let message = "The request could not be processed.";
    try {
      const data = (await response.clone().json()) as { code?: unknown; message?: unknown };
      if (typeof data.code === "string" && data.code) code = data.code;
      if (typeof data.message === "string" && data.message) message = data.message;
    } catch {
      // Not JSON: keep the generic message.
    }
    if (response.status >= 500) logger.error({ status: response.status, code }, "auth error");
    const headers = new Headers(response.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    return new Response(JSON.stringify(errorBody(code, FRIENDLY_MESSAGES[code] ?? sentence(message))), {
      status: response.status,
      headers,
    });
  }

  return app;
}

/**
 * The session token is the credential itself; it lives in an httpOnly cookie (or the native app's
 * secure storage) and page scripts never need to read it.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const data = (await response.clone().json()) as { session?: Record<string, unknown> } | null;
  if (!data?.session) return response;
  delete data.session.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(data), { status: 200, headers });
}

function tooMany(resetAt: Date): AppError {
  const seconds = secondsUntil(resetAt);
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError("RATE_LIMITED", `Too many attempts. Please wait ${wait} and try again.`, { "Retry-After": String(seconds) });
}

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
