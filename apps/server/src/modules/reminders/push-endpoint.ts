import { BlockList, isIP } from "node:net";

/**
 * Where the server may post a push (decision 019). The endpoint comes from the browser, so it is
 * the user's to choose: without limits the server would post to any address it can reach (SSRF).
 * A real push service is an https URL on the public internet; so every endpoint must be https and
 * every address it resolves to public. Outside production a loopback address may stand in for the
 * push service (the tests' fake one), over http or https.
 */
export interface EndpointPolicy {
  /** Allow 127.0.0.0/8 and ::1 (and http there): never in production. */
  allowLoopback: boolean;
}

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");

function isLoopbackAddress(address: string): boolean {
  return isIP(address) === 4 ? address.startsWith("127.") : address === "::1";
}

/** Whether the server may connect to this resolved address. */
export function addressAllowed(address: string, policy: EndpointPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (isLoopbackAddress(address)) return policy.allowLoopback;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (mapped) {
    if (mapped[1]) return addressAllowed(mapped[1], policy);
    const [high, low] = [parseInt(mapped[2]!, 16), parseInt(mapped[3]!, 16)];
    return addressAllowed(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, policy);
  }
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why the server will not post to this endpoint, or null. Checked when saved and again when sent. */
export function pushEndpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "endpoint must be a URL.";
  }
  if (url.username || url.password) return "endpoint must not carry credentials.";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host) !== 0;
  const loopback = literal ? isLoopbackAddress(host) : host === "localhost" || host.endsWith(".localhost");
  if (loopback) return policy.allowLoopback && /^https?:$/.test(url.protocol) ? null : "endpoint must be a push service on the internet.";
  if (url.protocol !== "https:") return "endpoint must be an https URL.";
  // A name is checked when it is resolved, at each send (so a name that later points inward is refused).
  if (literal && !addressAllowed(host, policy)) return "endpoint must be a push service on the internet.";
  return null;
}
