import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address. X-Forwarded-For is believed only for as many hops as there are trusted
 * proxies in front of us (TRUST_PROXY); anything further left could have been written by the client.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const socketIp = getConnInfo(c).remote.address ?? "unknown";
  if (trustedProxies <= 0) return socketIp;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // The last entry was appended by the nearest proxy, and so on leftwards.
  return forwarded[forwarded.length - trustedProxies] ?? forwarded[0] ?? socketIp;
}
