import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { and, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import {
  callbackPathSchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deleteUserBodySchema,
  linkTokenSchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sendVerificationEmailBodySchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
  type ConfirmEmailResult,
} from "@app/shared";
import type { Db } from "../../db/client";
import { users, verifications } from "../../db/schema";
import { AppError, errorBody, parseJsonText } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import type { JobQueue } from "../../platform/jobs";
import type { SendMail } from "../mail";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, hashIdentifier, type Auth } from "./auth";
import { clientIp } from "./client-ip";
import { confirmEmail, inspectConfirmationLink, isSigningUpBrowser } from "./confirm-email";
import { CONFIRMATION_TTL_SECONDS, newToken, sha256 } from "./links";
import { hashPassword } from "./password";
import { weakPasswordReason, type PasswordOwner } from "./password-policy";
import { RateLimiter, tooManyError, type Rule } from "../../platform/rate-limit";
import { defineRequestPasswordReset } from "./request-password-reset";
import { defineResendConfirmation } from "./resend-confirmation";
import { defineSignUp, newUserId } from "./sign-up";

interface Limit extends Rule {
  /** Counted per client IP, per e-mail address whatever the IP, or per confirmation link. */
  by: "ip" | "account" | "token";
  name: string;
}

type Handler = (c: Context, body: Record<string, unknown>) => Promise<Response>;

interface Endpoint {
  schema?: z.ZodType<Record<string, unknown>>;
  limits?: Limit[];
  /**
   * Failed attempts before the account is throttled, whatever the IP. Each attempt is counted
   * before the password is checked (one atomic statement), and given back if it was not a wrong
   * password, so parallel guesses cannot slip past the limit.
   */
  failures?: Limit & { failedStatuses: number[] };
  /** Fields the server decides, whatever the client sent. */
  force?: Record<string, unknown>;
}

const HOUR = 3600;
const ip = (name: string, limit: number, windowSeconds: number): Limit => ({ by: "ip", name, limit, windowSeconds });
const account = (name: string, limit: number, windowSeconds: number): Limit => ({ by: "account", name, limit, windowSeconds });

// Only these endpoints exist under /api/auth; everything else is a 404.
// Limits: Supabase allows 30 sign-ins per 5 min per IP and nothing per account; we allow 20 per IP
// and throttle an account after 5 failures in 15 min from any number of IPs.
const POST_ENDPOINTS: Record<string, Endpoint> = {
  "/sign-up/email": { schema: signUpBodySchema, limits: [ip("sign-up", 10, HOUR), account("sign-up", 3, HOUR)] },
  "/sign-in/email": {
    schema: signInBodySchema,
    limits: [ip("sign-in", 20, 5 * 60)],
    failures: { ...account("sign-in-failed", 5, 15 * 60), failedStatuses: [401] },
  },
  "/sign-out": { schema: signOutBodySchema },
  "/request-password-reset": {
    schema: requestPasswordResetBodySchema,
    limits: [ip("reset", 10, HOUR), account("reset", 3, HOUR)],
  },
  "/reset-password": { schema: resetPasswordBodySchema, limits: [ip("reset-password", 10, HOUR)] },
  "/send-verification-email": {
    schema: sendVerificationEmailBodySchema,
    limits: [ip("resend", 10, HOUR), account("resend", 3, HOUR)],
  },
  "/confirm-email": {
    schema: confirmEmailBodySchema,
    limits: [ip("confirm-email", 10, 15 * 60)],
    failures: { by: "token", name: "confirm-email-failed", limit: 5, windowSeconds: 15 * 60, failedStatuses: [400] },
  },
  "/change-password": {
    schema: changePasswordBodySchema,
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

const RESET_REQUESTED = { status: true, message: "If this email exists in our system, check your email for the reset link" };

export interface AuthRoutesDeps {
  auth: Auth;
  db: Db;
  jobs: JobQueue;
  sendMail: SendMail;
  appUrl: string;
  secureCookies: boolean;
  trustProxy: number;
  /** WebView origins of the native app: the only callers that may receive a session token. */
  nativeOrigins: string[];
  logger: Logger;
}

export function authRoutes({ auth, db, jobs, sendMail, appUrl, secureCookies, trustProxy, nativeOrigins, logger }: AuthRoutesDeps) {
  const limiter = new RateLimiter(db);
  const signUp = defineSignUp({ db, jobs, sendMail, appUrl });
  const resend = defineResendConfirmation({ db, jobs, sendMail, appUrl });
  const resetRequest = defineRequestPasswordReset({ jobs, auth });
  // The browser that signs up keeps a random value; a confirmation link opened in it signs in at once.
  const bindingCookie = secureCookies ? "__Secure-carnitrack.signup_binding" : "carnitrack.signup_binding";
  const app = new Hono();

  /** Our own endpoints; the rest go to Better Auth. */
  const handlers: Record<string, Handler> = {
    "/sign-up/email": async (c, body) => {
      const email = String(body.email).toLowerCase();
      const name = String(body.name);
      const userId = newUserId();
      const binding = newToken();
      await signUp.request({
        userId,
        email,
        name,
        passwordHash: await hashPassword(String(body.password)),
        callbackURL: typeof body.callbackURL === "string" ? body.callbackURL : "/",
        browser: sha256(binding),
      });
      setCookie(c, bindingCookie, binding, {
        httpOnly: true,
        secure: secureCookies,
        sameSite: "Lax",
        path: AUTH_BASE_PATH,
        maxAge: CONFIRMATION_TTL_SECONDS,
      });
      // The shape Better Auth answers with; the same for a new, a pending and a taken address.
      const now = new Date().toISOString();
      return c.json({ token: null, user: { id: userId, email, name, emailVerified: false, image: null, createdAt: now, updatedAt: now } });
    },
    "/send-verification-email": async (c, body) => {
      await resend.request({
        email: String(body.email).toLowerCase(),
        callbackURL: typeof body.callbackURL === "string" ? body.callbackURL : "/",
      });
      return c.json({ status: true });
    },
    "/request-password-reset": async (c, body) => {
      await resetRequest.request({
        email: String(body.email).toLowerCase(),
        redirectTo: typeof body.redirectTo === "string" ? body.redirectTo : "/reset-password",
      });
      return c.json(RESET_REQUESTED);
    },
    "/confirm-email": async (c, body) => {
      const signedIn = await currentUserId(c);
      const result = await confirmEmail(db, { token: String(body.token), password: String(body.password) });
      if (!result.ok) {
        if (result.error === "INVALID_PASSWORD") {
          throw new AppError(
            "INVALID_PASSWORD",
            "This password doesn't match the one chosen when this account was created. If you didn't sign up with this address, you can ignore the email; to create your account, sign up again.",
          );
        }
        throw new AppError(result.error, linkProblemMessage(result.error));
      }
      const outcome: ConfirmEmailResult = { status: true, signedIn: false };
      // Never switch accounts: someone else signed in here stays signed in.
      if (!signedIn) {
        await signInConfirmed(c, result.userId);
        outcome.signedIn = true;
      }
      deleteCookie(c, bindingCookie, { path: AUTH_BASE_PATH, secure: secureCookies });
      return c.json(outcome);
    },
  };

  app.post("/*", async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const endpoint = POST_ENDPOINTS[path];
    if (!endpoint) throw new AppError("NOT_FOUND", "Not found.");

    const body = endpoint.schema ? parseJsonText(await c.req.text(), endpoint.schema, c.req.header("content-type")) : {};
    const address = clientIp(c, trustProxy);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
    const keyFor = (limit: Limit) => {
      if (limit.by === "ip") return `${limit.name}:ip:${address}`;
      if (limit.by === "token") return typeof body.token === "string" ? `${limit.name}:token:${sha256(body.token)}` : undefined;
      return email ? `${limit.name}:account:${email}` : undefined;
    };

    for (const limit of endpoint.limits ?? []) {
      const key = keyFor(limit);
      if (!key) continue;
      const state = await limiter.hit(key, limit);
      if (state.count > limit.limit) throw tooManyError(state.resetAt);
    }
    const failureKey = endpoint.failures ? keyFor(endpoint.failures) : undefined;
    if (endpoint.failures && failureKey) {
      const state = await limiter.hit(failureKey, endpoint.failures);
      if (state.count > endpoint.failures.limit) throw tooManyError(state.resetAt);
    }

    let response: Response;
    try {
      const reset = await checkNewPassword(c, path, body);
      const handler = handlers[path];
      response = handler
        ? await handler(c, body)
        : await auth.handler(forwardRequest(c, address, JSON.stringify({ ...body, ...endpoint.force })));
      if (path === "/reset-password" && response.status === 200 && reset) {
        // The reset link came through the mailbox: that proves the address as well as a confirmation link does.
        await db
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(and(eq(users.id, reset.userId), eq(users.emailVerified, false)));
      }
    } catch (err) {
      if (failureKey && !(err instanceof AppError && endpoint.failures!.failedStatuses.includes(err.status)))
        await limiter.undo(failureKey);
      throw err;
    }
    if (failureKey && !endpoint.failures!.failedStatuses.includes(response.status)) await limiter.undo(failureKey);
    return reshape(c, response);
  });

  app.get("/*", async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const address = clientIp(c, trustProxy);
    // Links from our mails carry a relative callbackURL; anything else is not one of ours.
    const callbackURL = c.req.query("callbackURL");
    if (callbackURL !== undefined && !callbackPathSchema.safeParse(callbackURL).success) {
      return c.redirect("/?error=INVALID_TOKEN");
    }
    if (path === "/get-session") return withoutSessionToken(await reshape(c, await auth.handler(forwardRequest(c, address))));
    if (path.startsWith("/reset-password/")) {
      if (!linkTokenSchema.safeParse(path.slice("/reset-password/".length)).success)
        return c.redirect("/reset-password?error=INVALID_TOKEN");
      return reshape(c, await auth.handler(forwardRequest(c, address)));
    }
    if (path === "/verify-email") return verifyEmailLink(c, callbackURL ?? "/");
    throw new AppError("NOT_FOUND", "Not found.");
  });

  /**
   * A confirmation link, opened. In the browser that signed up, it confirms the address and signs
   * in (unless someone else is signed in there). Anywhere else it asks for the password first, so
   * a link can only ever confirm the password its clicker chose, and opening someone else's link
   * signs nobody in.
   */
  async function verifyEmailLink(c: Context, callbackURL: string) {
    const token = c.req.query("token");
    if (!linkTokenSchema.safeParse(token).success) return c.redirect("/?error=INVALID_TOKEN");
    const link = await inspectConfirmationLink(db, token!);
    if (!link.ok) return c.redirect(`/?error=${link.error}`);
    if (!(await isSigningUpBrowser(db, { userId: link.userId, binding: getCookie(c, bindingCookie) }))) {
      // The token travels in the fragment: it never reaches a server log or a Referer header.
      return c.redirect(`/confirm-email#token=${token}`);
    }
    const signedIn = await currentUserId(c);
    const result = await confirmEmail(db, { token: token! });
    if (!result.ok) return c.redirect(`/?error=${result.error}`);
    deleteCookie(c, bindingCookie, { path: AUTH_BASE_PATH, secure: secureCookies });
    if (signedIn) return c.redirect("/confirm-email?confirmed=1");
    await signInConfirmed(c, result.userId);
    return c.redirect(callbackURL);
  }

  async function currentUserId(c: Context): Promise<string | undefined> {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    return session?.user.id;
  }

  /** Starts a session for a just-confirmed user: Better Auth sets the cookie, we pass it on. */
  async function signInConfirmed(c: Context, userId: string) {
    const response = await auth.api.signInConfirmedUser({ body: { userId }, headers: c.req.raw.headers, asResponse: true });
    if (!response.ok) throw new Error(`confirmed sign-in failed with ${response.status}`);
    for (const cookie of response.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  }

  /**
   * New passwords must not be weak for their owner: checked here, where we know the owner's address
   * and name (from the body, the session or the reset link). Returns the reset link's user.
   */
  async function checkNewPassword(c: Context, path: string, body: Record<string, unknown>): Promise<{ userId: string } | undefined> {
    let owner: PasswordOwner | undefined;
    let password: unknown;
    let reset: { userId: string } | undefined;
    if (path === "/sign-up/email") {
      owner = { email: String(body.email), name: String(body.name) };
      password = body.password;
    } else if (path === "/change-password") {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      owner = session ? { email: session.user.email, name: session.user.name } : {};
      password = body.newPassword;
    } else if (path === "/reset-password") {
      const [row] = await db
        .select({ userId: users.id, email: users.email, name: users.name })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(
          and(
            eq(verifications.identifier, hashIdentifier(`reset-password:${String(body.token)}`)),
            gt(verifications.expiresAt, new Date()),
          ),
        );
      owner = row ?? {};
      reset = row ? { userId: row.userId } : undefined;
      password = body.newPassword;
    }
    if (owner && typeof password === "string") {
      const reason = weakPasswordReason(password, owner);
      if (reason) throw new AppError("VALIDATION_FAILED", reason);
    }
    return reset;
  }

  function isNativeCaller(c: Context): boolean {
    const origin = c.req.header("origin");
    return origin !== undefined && nativeOrigins.includes(origin);
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

  /**
   * Every answer from here: errors in our `{ error: { code, message } }` shape, and no session
   * token for page scripts. Only the native app, which keeps its token in secure storage, gets it
   * (in `set-auth-token` and the sign-in body); a web page has its httpOnly cookie.
   */
  async function reshape(c: Context, response: Response): Promise<Response> {
    const native = isNativeCaller(c);
    const headers = new Headers(response.headers);
    if (!native) {
      headers.delete("set-auth-token");
      const exposed = (headers.get("access-control-expose-headers") ?? "")
        .split(",")
        .map((h) => h.trim())
        .filter((h) => h && h.toLowerCase() !== "set-auth-token");
      if (exposed.length) headers.set("access-control-expose-headers", exposed.join(", "));
      else headers.delete("access-control-expose-headers");
    }
    if (response.status < 400) {
      if (native || !(headers.get("content-type") ?? "").includes("application/json")) {
        return new Response(response.body, { status: response.status, headers });
      }
      const data = (await response.json().catch(() => undefined)) as unknown;
      if (data && typeof data === "object" && "token" in data) (data as { token: unknown }).token = null;
      headers.delete("content-length");
      return new Response(data === undefined ? null : JSON.stringify(data), { status: response.status, headers });
    }
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
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    return new Response(JSON.stringify(errorBody(code, FRIENDLY_MESSAGES[code] ?? sentence(message))), {
      status: response.status,
      headers,
    });
  }

  return app;
}

function linkProblemMessage(problem: string): string {
  return problem === "LINK_ALREADY_USED"
    ? "This confirmation link was already used. Sign in to continue."
    : "This confirmation link is invalid or has expired. Sign in to get a new one.";
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

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
