import { Hono, type Context } from "hono";
import { AppError } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import { RateLimiter, tooManyError } from "../../platform/rate-limit";
import { jsonBody } from "../../platform/validate";
import { authProxy } from "./auth-proxy";
import { clientIp } from "./client-ip";
import { authEndpoints, isForeignCallback, type AuthEndpoint, type AuthEndpointsDeps, type Limit } from "./endpoints";
import { sha256 } from "./links";

export interface AuthRoutesDeps extends Omit<AuthEndpointsDeps, "proxy"> {
  trustProxy: number;
  /** WebView origins of the native app: the only callers that may receive a session token. */
  nativeOrigins: string[];
  logger: Logger;
}

/**
 * /api/auth: the endpoints of the table in endpoints.ts, each behind its rate limits, and nothing
 * else (a 404). Every POST response, ours or Better Auth's, leaves in our shape (auth-proxy.ts).
 */
export function authRoutes({ auth, db, jobs, sendMail, appUrl, site, secureCookies, trustProxy, nativeOrigins, logger }: AuthRoutesDeps) {
  const limiter = new RateLimiter(db);
  const proxy = authProxy({ auth, nativeOrigins, logger });
  const app = new Hono();

  // Links from our mails carry a relative callbackURL; anything else is not one of ours.
  app.get("*", async (c, next) => {
    if (isForeignCallback(c.req.query("callbackURL"))) return c.redirect("/?error=INVALID_TOKEN");
    await next();
  });

  /** The endpoint, after its limits; a failed attempt is counted, any other outcome given back. */
  async function serve(endpoint: AuthEndpoint, c: Context, body: object): Promise<Response> {
    const address = clientIp(c, trustProxy);
    const email = "email" in body && typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
    const keyFor = (limit: Limit) => {
      if (limit.by === "ip") return `${limit.name}:ip:${address}`;
      if (limit.by === "token")
        return "token" in body && typeof body.token === "string" ? `${limit.name}:token:${sha256(body.token)}` : undefined;
      return email ? `${limit.name}:account:${email}` : undefined;
    };
    for (const limit of endpoint.limits ?? []) {
      const key = keyFor(limit);
      if (!key) continue;
      const state = await limiter.hit(key, limit);
      if (state.count > limit.limit) throw tooManyError(state.resetAt);
    }
    const failures = endpoint.failures;
    const failureKey = failures ? keyFor(failures) : undefined;
    if (!failures || !failureKey) return endpoint.handle(c, { body, address });

    const state = await limiter.hit(failureKey, failures);
    if (state.count > failures.limit) throw tooManyError(state.resetAt);
    let response: Response;
    try {
      response = await endpoint.handle(c, { body, address });
    } catch (err) {
      if (!(err instanceof AppError && failures.failedStatuses.includes(err.status))) await limiter.undo(failureKey);
      throw err;
    }
    if (!failures.failedStatuses.includes(response.status)) await limiter.undo(failureKey);
    return response;
  }

  for (const endpoint of authEndpoints({ auth, db, jobs, sendMail, appUrl, site, secureCookies, proxy })) {
    if (endpoint.method === "GET") app.get(endpoint.path, (c) => serve(endpoint, c, {}));
    else app.post(endpoint.path, jsonBody(endpoint.schema!), async (c) => proxy.reshape(c, await serve(endpoint, c, c.req.valid("json"))));
  }
  // Only the table's endpoints exist under /api/auth.
  app.on(["GET", "POST"], "*", () => {
    throw new AppError("NOT_FOUND", "Not found.");
  });
  return app;
}
