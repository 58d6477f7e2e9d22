import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type * as z from "zod/mini";
import {
  callbackPathSchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deleteUserBodySchema,
  linkTokenSchema,
  passwordCheckBodySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sendVerificationEmailBodySchema,
  signInBodySchema,
  signOutBodySchema,
  signUpBodySchema,
  type ConfirmEmailResult,
  type PasswordCheckResult,
} from "@app/shared/auth";
import { AppError } from "../../platform/errors";
import type { SiteOrigins } from "../../platform/origins";
import type { Rule } from "../../platform/rate-limit";
import { AUTH_BASE_PATH, type Auth } from "./auth";
import { withoutSessionToken, type AuthProxy } from "./auth-proxy";
import { confirmEmail, inspectConfirmationLink, isSigningUpBrowser } from "./confirm-email";
import { CONFIRMATION_TTL_SECONDS, newToken, sha256 } from "./links";
import { hashPassword } from "./password";
import { checkNewPassword, confirmAddressByReset, resetLinkOwner } from "./password-check";
import { weakPasswordReason } from "./password-policy";
import { defineRequestPasswordReset } from "./request-password-reset";
import { defineResendConfirmation } from "./resend-confirmation";
import { defineSignUp, newUserId, type SignUpDeps } from "./sign-up";

export interface Limit extends Rule {
  /** Counted per client IP, per e-mail address whatever the IP, or per confirmation link. */
  by: "ip" | "account" | "token";
  name: string;
}

/** One endpoint under /api/auth: its body, its rate limits and its handler. */
export interface AuthEndpoint<Body = any> {
  method: "GET" | "POST";
  /** Under /api/auth, in Hono's pattern syntax. */
  path: string;
  /** The JSON body (POST). */
  schema?: z.core.$ZodType<object>;
  limits?: Limit[];
  /**
   * Failed attempts before the account is throttled, whatever the IP. Each attempt is counted
   * before the password is checked (one atomic statement), and given back if it was not a wrong
   * password, so parallel guesses cannot slip past the limit.
   */
  failures?: Limit & { failedStatuses: number[] };
  handle(c: Context, request: { body: Body; address: string }): Promise<Response>;
}

const HOUR = 3600;
const ip = (name: string, limit: number, windowSeconds: number): Limit => ({ by: "ip", name, limit, windowSeconds });
const account = (name: string, limit: number, windowSeconds: number): Limit => ({ by: "account", name, limit, windowSeconds });

/** A POST endpoint whose handler reads its body as the schema gives it. */
function post<S extends z.core.$ZodType<object>>(
  path: string,
  schema: S,
  rules: Pick<AuthEndpoint, "limits" | "failures">,
  handle: AuthEndpoint<z.output<S>>["handle"],
): AuthEndpoint<z.output<S>> {
  return { method: "POST", path, schema, ...rules, handle };
}

function get(path: string, handle: AuthEndpoint<object>["handle"]): AuthEndpoint<object> {
  return { method: "GET", path, handle };
}

const RESET_REQUESTED = { status: true, message: "If this email exists in our system, check your email for the reset link" };

export interface AuthEndpointsDeps extends SignUpDeps {
  auth: Auth;
  /** The site's own origins: a mail's links lead back to the one the request came from. */
  site: SiteOrigins;
  secureCookies: boolean;
  proxy: AuthProxy;
}

/**
 * Every endpoint under /api/auth, the one table the routes are made from: only these exist (the
 * rest is a 404). Ours are handled here; the others are Better Auth's, reached through the proxy.
 * An account is throttled after a few failed sign-ins from any number of IPs.
 */
export function authEndpoints({ auth, db, jobs, sendMail, appUrl, site, secureCookies, proxy }: AuthEndpointsDeps): AuthEndpoint[] {
  const signUp = defineSignUp({ db, jobs, sendMail, appUrl });
  const resend = defineResendConfirmation({ db, jobs, sendMail, appUrl });
  const resetRequest = defineRequestPasswordReset({ jobs, auth });
  // The browser that signs up keeps a random value; a confirmation link opened in it signs in at once.
  const bindingCookie = secureCookies ? "__Secure-carnitrack.signup_binding" : "carnitrack.signup_binding";
  // Outside production a page at 127.0.0.1 or a LAN address is the site too: its links lead there.
  const siteUrlOf = (c: Context) => {
    const origin = c.req.header("origin");
    return site.isOwn(origin) ? origin : undefined;
  };
  const forward = (c: Context, { body, address }: { body: object; address: string }) => proxy.forward(c, address, body);

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

  /** A password reset link from a mail: a token that is not one of ours is refused before Better Auth sees it. */
  const resetLink: AuthEndpoint<object>["handle"] = async (c, { address }) => {
    if (!linkTokenSchema.safeParse(c.req.path.slice(`${AUTH_BASE_PATH}/reset-password/`.length)).success)
      return c.redirect("/reset-password?error=INVALID_TOKEN");
    return proxy.reshape(c, await proxy.forward(c, address));
  };

  return [
    // As a new password is typed: the same verdict a sign-up would give, before it is sent. Looks
    // up no account, so it tells nothing about who has one.
    post("/password-check", passwordCheckBodySchema, { limits: [ip("password-check", 120, 15 * 60)] }, async (c, { body }) => {
      const result: PasswordCheckResult = { problem: await weakPasswordReason(body.password, { email: body.email, name: body.name }) };
      return c.json(result);
    }),
    post("/sign-up/email", signUpBodySchema, { limits: [ip("sign-up", 10, HOUR), account("sign-up", 3, HOUR)] }, async (c, { body }) => {
      await checkNewPassword(body.password, { email: body.email, name: body.name });
      const email = body.email.toLowerCase();
      const userId = newUserId();
      const binding = newToken();
      await signUp.request({
        userId,
        email,
        name: body.name,
        passwordHash: await hashPassword(body.password),
        callbackURL: body.callbackURL ?? "/",
        browser: sha256(binding),
        siteUrl: siteUrlOf(c),
      });
      setCookie(c, bindingCookie, binding, {
        httpOnly: true,
        secure: secureCookies,
        sameSite: "Lax",
        path: AUTH_BASE_PATH,
        maxAge: CONFIRMATION_TTL_SECONDS,
      });
      // The shape Better Auth responds with; the same for a new, a pending and a taken address.
      const now = new Date().toISOString();
      return c.json({
        token: null,
        user: { id: userId, email, name: body.name, emailVerified: false, image: null, createdAt: now, updatedAt: now },
      });
    }),
    post(
      "/sign-in/email",
      signInBodySchema,
      { limits: [ip("sign-in", 20, 5 * 60)], failures: { ...account("sign-in-failed", 5, 15 * 60), failedStatuses: [401] } },
      forward,
    ),
    post("/sign-out", signOutBodySchema, {}, forward),
    post(
      "/request-password-reset",
      requestPasswordResetBodySchema,
      { limits: [ip("reset", 10, HOUR), account("reset", 3, HOUR)] },
      async (c, { body }) => {
        await resetRequest.request({ email: body.email.toLowerCase(), redirectTo: body.redirectTo ?? "/reset-password" });
        return c.json(RESET_REQUESTED);
      },
    ),
    post("/reset-password", resetPasswordBodySchema, { limits: [ip("reset-password", 10, HOUR)] }, async (c, request) => {
      const owner = await resetLinkOwner(db, request.body.token);
      await checkNewPassword(request.body.newPassword, owner ?? {});
      const response = await forward(c, request);
      if (response.status === 200 && owner) await confirmAddressByReset(db, owner.userId);
      return response;
    }),
    post(
      "/send-verification-email",
      sendVerificationEmailBodySchema,
      { limits: [ip("resend", 10, HOUR), account("resend", 3, HOUR)] },
      async (c, { body }) => {
        await resend.request({ email: body.email.toLowerCase(), callbackURL: body.callbackURL ?? "/", siteUrl: siteUrlOf(c) });
        return c.json({ status: true });
      },
    ),
    post(
      "/confirm-email",
      confirmEmailBodySchema,
      {
        limits: [ip("confirm-email", 10, 15 * 60)],
        failures: { by: "token", name: "confirm-email-failed", limit: 5, windowSeconds: 15 * 60, failedStatuses: [400] },
      },
      async (c, { body }) => {
        const signedIn = await currentUserId(c);
        const result = await confirmEmail(db, { token: body.token, password: body.password });
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
    ),
    post("/change-password", changePasswordBodySchema, { limits: [ip("change-password", 10, 15 * 60)] }, async (c, { body, address }) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      await checkNewPassword(body.newPassword, session ? { email: session.user.email, name: session.user.name } : {});
      return proxy.forward(c, address, { ...body, revokeOtherSessions: true });
    }),
    post("/delete-user", deleteUserBodySchema, { limits: [ip("delete-user", 10, 15 * 60)] }, forward),

    get("/get-session", async (c, { address }) => withoutSessionToken(await proxy.reshape(c, await proxy.forward(c, address)))),
    get("/reset-password/:token", resetLink),
    // A path below it that is no single segment (none, or several) is refused the same way.
    get("/reset-password/*", resetLink),
    /**
     * A confirmation link, opened. In the browser that signed up, it confirms the address and signs
     * in (unless someone else is signed in there). Anywhere else it asks for the password first, so
     * a link can only ever confirm the password its clicker chose, and opening someone else's link
     * signs nobody in.
     */
    get("/verify-email", async (c) => {
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
      return c.redirect(c.req.query("callbackURL") ?? "/");
    }),
  ];
}

/** A GET's callbackURL: links from our mails carry a relative one; anything else is not one of ours. */
export function isForeignCallback(callbackURL: string | undefined): boolean {
  return callbackURL !== undefined && !callbackPathSchema.safeParse(callbackURL).success;
}

function linkProblemMessage(problem: string): string {
  return problem === "LINK_ALREADY_USED"
    ? "This confirmation link was already used. Sign in to continue."
    : "This confirmation link is invalid or has expired. Sign in to get a new one.";
}
