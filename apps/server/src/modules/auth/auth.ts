import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import type { Db } from "../../db/client";
import { schema } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates";
import { hashPassword, verifyPassword } from "./password";

export const AUTH_BASE_PATH = "/api/auth";
/** The header carrying the client address we computed; any incoming copy is stripped first. */
export const CLIENT_IP_HEADER = "x-carnitrack-client-ip";

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

export interface AuthDeps {
  db: Db;
  appUrl: string;
  secret: string;
  secureCookies: boolean;
  trustedOrigins: string[];
  mailer: Mailer;
  logger: Logger;
  sessionCookieCacheSeconds: number;
}

export function createAuth({ db, appUrl, secret, secureCookies, trustedOrigins, mailer, logger, sessionCookieCacheSeconds }: AuthDeps) {
  const log = logger.child({ module: "auth" });
  return betterAuth({
    appName: "CarniTrack",
    baseURL: appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins,
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
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordMail({ name: user.name, url }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verifyEmailMail({ name: user.name, url }) });
      },
    },
    user: { deleteUser: { enabled: true } },
    // The native app keeps its session token in secure storage and sends it as a bearer token:
    // WebView cookies on capacitor:// origins are unreliable (iOS drops them).
    plugins: [bearer({ requireSignature: true })],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Renewed at most once a day while in use, so an active user never gets signed out.
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: sessionCookieCacheSeconds > 0, maxAge: sessionCookieCacheSeconds },
    },
    advanced: {
      useSecureCookies: secureCookies,
      cookiePrefix: "carnitrack",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message) => log[level]({}, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
