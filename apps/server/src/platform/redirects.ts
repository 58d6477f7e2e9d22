import type { Context, MiddlewareHandler } from "hono";
import { isSafeRedirectPath } from "@app/shared/routes";
import type { Logger } from "./logger";
import { redactPath } from "./logger";

declare module "hono" {
  interface ContextVariableMap {
    /** The one off-site Location this response may carry (a payment provider's page). */
    offSiteRedirect?: string;
  }
}

/** A redirect to a page of a provider we called ourselves (Stripe Checkout, the billing portal). */
export function redirectOffSite(c: Context, url: string) {
  c.set("offSiteRedirect", url);
  return c.redirect(url, 303);
}

/** A Location that stays on this site: a plain path, or an absolute URL on our own origin. */
export function isOwnLocation(location: string, appUrl: string): boolean {
  if (location.startsWith("/")) return isSafeRedirectPath(location);
  try {
    const url = new URL(location);
    return url.origin === new URL(appUrl).origin && isSafeRedirectPath(url.pathname + url.search + url.hash);
  } catch {
    return false;
  }
}

/**
 * The last check on every redirect the server emits, whoever built it (our routes or a library):
 * a Location off this site, or through "//", "..", backslashes or control characters, is replaced
 * by a plain one (or dropped from a non-redirect response), unless a route declared that exact off-site target.
 */
export function guardRedirects({ appUrl, logger }: { appUrl: string; logger: Logger }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const location = c.res.headers.get("location");
    if (location === null || location === c.get("offSiteRedirect") || isOwnLocation(location, appUrl)) return;
    logger.warn({ path: redactPath(c.req.path), status: c.res.status }, "refused a redirect off the site");
    const headers = new Headers(c.res.headers);
    if (c.res.status < 300 || c.res.status >= 400) {
      // Not a redirect (a JSON response with a Location hint): just drop the header.
      headers.delete("location");
      c.res = new Response(c.res.body, { status: c.res.status, headers });
      return;
    }
    headers.set("location", c.req.path.startsWith("/api/auth/") ? "/?error=INVALID_TOKEN" : "/");
    headers.delete("content-length");
    c.res = new Response(null, { status: c.res.status, headers });
  };
}
