import type { Context } from "hono";
import { errorBody } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import { CLIENT_IP_HEADER, type Auth } from "./auth";

const FRIENDLY_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_PASSWORD: "The password is incorrect.",
  INVALID_TOKEN: "This link is invalid or has expired. Please request a new one.",
  USER_NOT_FOUND: "No account was found.",
};

export interface AuthProxy {
  /** The request, passed to Better Auth with the client's address we worked out (and `body` instead of the one sent). */
  forward(c: Context, address: string, body?: object): Promise<Response>;
  /** A response from here in our shape (see below). */
  reshape(c: Context, response: Response): Promise<Response>;
}

/** The Better Auth proxy: the endpoints we do not handle ourselves, and `reshape` for every response under /api/auth. */
export function authProxy({ auth, nativeOrigins, logger }: { auth: Auth; nativeOrigins: string[]; logger: Logger }): AuthProxy {
  function isNativeCaller(c: Context): boolean {
    const origin = c.req.header("origin");
    return origin !== undefined && nativeOrigins.includes(origin);
  }

  async function forward(c: Context, address: string, body?: object): Promise<Response> {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.set(CLIENT_IP_HEADER, address);
    if (body !== undefined) {
      headers.set("content-type", "application/json");
      headers.delete("content-length");
    }
    return auth.handler(new Request(c.req.url, { method: c.req.method, headers, body: body && JSON.stringify(body) }));
  }

  /**
   * Every response from here: errors in our `{ error: { code, message } }` shape, and no session
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

  return { forward, reshape };
}

/**
 * The session token is the credential itself; it lives in an httpOnly cookie (or the native app's
 * secure storage) and page scripts never need to read it.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
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
