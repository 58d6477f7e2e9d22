import { networkInterfaces } from "node:os";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

/** Which origins are the site itself: pages there may write with the user's cookies. */
export interface SiteOrigins {
  /** True for an origin (scheme://host:port) that is this site. */
  isOwn(origin: string | undefined): origin is string;
  /** The origins a person on this machine or its network can open now (the start-up banner). */
  local(): string[];
}

/**
 * In production the site is APP_URL and nothing else. Outside production it is also reached as
 * http://127.0.0.1, localhost or this machine's LAN address, on the server's port or APP_URL's.
 * "Any origin whose host matches the Host header" is not trusted, on purpose: a DNS-rebinding page
 * (http://evil.example:3000 resolving to 127.0.0.1) sends a matching pair. Loopback names and IP
 * literals cannot be a rebinding page's origin.
 */
export function siteOrigins({
  appUrl,
  isProduction,
  port,
}: {
  appUrl: string;
  isProduction: boolean;
  /** The port the server listens on (known once it listens when PORT=0). */
  port: () => number;
}): SiteOrigins {
  const app = new URL(appUrl);
  const appPort = app.port || (app.protocol === "https:" ? "443" : "80");

  function isOwn(origin: string | undefined): origin is string {
    if (!origin) return false;
    if (origin === app.origin) return true;
    if (isProduction) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    // An origin is exactly scheme://host[:port]: anything more is not a browser's Origin header.
    if (url.origin !== origin || url.protocol !== "http:") return false;
    const urlPort = url.port || "80";
    if (urlPort !== appPort && urlPort !== String(port())) return false;
    return isLoopbackHost(url.hostname) || machineAddresses().includes(url.hostname);
  }

  function local(): string[] {
    if (isProduction) return [app.origin];
    const hosts = ["localhost", "127.0.0.1", ...machineAddresses()];
    return [app.origin, ...hosts.map((h) => `http://${h}:${port()}`)].filter((o, i, all) => all.indexOf(o) === i);
  }

  return { isOwn, local };
}

/** This machine's addresses on its networks, as URL hosts ("192.168.1.20", "[fd00::2]"): read on each call, since Wi-Fi changes them. */
export function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && !(a.family === "IPv6" && a.address.startsWith("fe80:")))
    .map((a) => (a!.family === "IPv6" ? `[${a!.address}]` : a!.address));
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1 (a URL's hostname): only this machine is there. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a state-changing request must come from our own pages (or carry no Origin at all, as
 * non-browser clients do). Cookies are SameSite=Lax as a second layer. The native app's WebView
 * origins may call without cookies (sign-in, then bearer tokens). Webhooks are exempt.
 */
export function refuseCrossSiteWrites({ site, nativeOrigins }: { site: SiteOrigins; nativeOrigins: string[] }): MiddlewareHandler {
  // Not async: a GET passes straight on (one promise less on every request).
  return (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !c.req.path.startsWith("/api/webhooks/")) {
      const cookieless = !c.req.header("cookie");
      const origin = c.req.header("origin");
      const fetchSite = c.req.header("sec-fetch-site");
      const allowed = origin && (site.isOwn(origin) || (cookieless && nativeOrigins.includes(origin)));
      if ((origin && !allowed) || (!origin && fetchSite === "cross-site")) {
        throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
      }
    }
    return next();
  };
}
