import { createHash } from "node:crypto";
import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { bearer } from "better-auth/plugins";
import { z } from "zod";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import type { Logger } from "../../platform/logger";
import type { SiteOrigins } from "../../platform/origins";
import type { SendMail } from "../mail";
import { resetPasswordMail } from "../mail";
import { hashPassword, verifyPassword } from "./password";

export const AUTH_BASE_PATH = "/api/auth";
/** The header carrying the client address we computed; any incoming copy is stripped first. */
export const CLIENT_IP_HEADER = "x-carnitrack-client-ip";

export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;
/** How often a session in use is renewed (its expiry moved on): at most once a day. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export interface AuthDeps {
  db: Db;
  appUrl: string;
  secret: string;
  secureCookies: boolean;
  /** The site's own origins (platform/origins.ts). */
  site: SiteOrigins;
  /** The native app's WebView origins: Better Auth accepts them too (bearer-token requests). */
  nativeOrigins: string[];
  sendMail: SendMail;
  logger: Logger;
  sessionCookieCacheSeconds: number;
  /** Runs before a user is deleted: every module's clean-up that a cascade cannot do. */
  beforeDeleteUser?: (userId: string) => Promise<void>;
}

/**
 * Verification identifiers (reset tokens) are stored as "<purpose>:<sha256 of the token>": a copy
 * of the table holds no usable link, and the purpose stays readable, so the database can void
 * every reset link of a user when their password changes.
 */
export function hashIdentifier(identifier: string): string {
  const colon = identifier.indexOf(":");
  const digest = (value: string) => createHash("sha256").update(value).digest("base64url");
  return colon < 0 ? digest(identifier) : identifier.slice(0, colon + 1) + digest(identifier.slice(colon + 1));
}

/**
 * Signs in a user whose address was just confirmed by our own confirmation flow
 * (confirm-email.ts), which decides whether this browser may be signed in. Server-only: it has
 * no URL and is called through `auth.api`.
 */
const confirmedSignIn = () =>
  ({
    id: "carnitrack-confirmed-sign-in",
    endpoints: {
      signInConfirmedUser: createAuthEndpoint.serverOnly({ method: "POST", body: z.object({ userId: z.string().min(1) }) }, async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user?.emailVerified) throw new APIError("BAD_REQUEST", { message: "The address is not confirmed." });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError("INTERNAL_SERVER_ERROR", { message: "Could not create a session." });
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ status: true });
      }),
    },
  }) satisfies BetterAuthPlugin;

/**
 * Better Auth handles sign-in, sessions, password change and reset, and account deletion. Sign-up,
 * confirmation links and resends are ours (sign-up.ts, confirm-email.ts): they bind each link to
 * the password it confirms and run in background jobs, which Better Auth's own flows do not.
 */
export function createAuth({
  db,
  appUrl,
  secret,
  secureCookies,
  site,
  nativeOrigins,
  sendMail,
  logger,
  sessionCookieCacheSeconds,
  beforeDeleteUser,
}: AuthDeps) {
  const log = logger.child({ module: "auth" });
  return betterAuth({
    appName: "CarniTrack",
    baseURL: appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // APP_URL and the native origins; outside production also the request's own origin when it is
    // this machine (127.0.0.1, a LAN address: platform/origins.ts).
    trustedOrigins: (request) => {
      const origin = request?.headers.get("origin") ?? undefined;
      return [appUrl, ...nativeOrigins, ...(site.isOwn(origin) ? [origin] : [])];
    },
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    // Our own limiter (database-backed, per IP and per account) runs before requests reach here.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      // Runs inside the "auth.password-reset-request" job, never on the request path.
      sendResetPassword: async ({ user, url }) => {
        await sendMail({ to: user.email, ...resetPasswordMail({ name: user.emailVerified ? user.name : null, url }) }, { userId: user.id });
      },
    },
    verification: { storeIdentifier: { hash: async (identifier) => hashIdentifier(identifier) } },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await beforeDeleteUser?.(user.id);
        },
      },
    },
    // The native app keeps its session token in secure storage and sends it as a bearer token:
    // WebView cookies on capacitor:// origins are unreliable (iOS drops them).
    plugins: [bearer({ requireSignature: true }), confirmedSignIn()],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Renewed at most once a day while in use, so an active user never gets signed out.
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      cookieCache: { enabled: sessionCookieCacheSeconds > 0, maxAge: sessionCookieCacheSeconds },
    },
    advanced: {
      useSecureCookies: secureCookies,
      cookiePrefix: "carnitrack",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // The message only: Better Auth passes queries, users and errors as extra arguments.
    logger: {
      log: (level, message) => log[level]({}, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
