import { BlockList, isIP } from "node:net";

/**
 * Where the server may post a push. The endpoint comes from the browser, so it is
 * the user's to choose: without limits the server would post to any address it can reach (SSRF).
 * A real push service is an https URL on the public internet; so every endpoint must be https and
 * every address it resolves to public. Outside production, on a loopback APP_URL, a loopback
 * address may stand in for the push service (the tests' fake one), over http or https.
 */
export interface EndpointPolicy {
  /** Allow 127.0.0.0/8 and ::1 (and http there): never in production, nor on a public APP_URL. */
  allowLoopback: boolean;
}

const NOT_PUBLIC = new BlockList();
const NOT_PUBLIC_IPV4 =
  "0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.0.2.0/24 192.168.0.0/16 198.18.0.0/15 198.51.100.0/24 203.0.113.0/24 224.0.0.0/4 240.0.0.0/4";
for (const cidr of NOT_PUBLIC_IPV4.split(" ")) {
  const [net, prefix] = cidr.split("/") as [string, string];
  NOT_PUBLIC.addSubnet(net, Number(prefix), "ipv4");
}
for (const [net, prefix] of [
  // IPv4-compatible (deprecated, ::a.b.c.d), with :: and ::1 in it.
  ["::", 96],
  // IPv4-translated (SIIT, ::ffff:0:a.b.c.d).
  ["::ffff:0:0:0", 96],
  // NAT64, whose gateway turns the last 32 bits into an IPv4 address that may be inward.
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  // IETF protocol assignments, Teredo (an IPv4 address in its bits) among them.
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");

function isLoopbackAddress(address: string): boolean {
  return isIP(address) === 4 ? address.startsWith("127.") : address === "::1";
}

/** The 16 bytes of an IPv6 address in any of its spellings ("::ffff:127.0.0.1", "0:0::7f00:1"). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const words = (part: string | undefined) => (part ? part.split(":").map((w) => parseInt(w, 16)) : []);
  const first = words(head);
  const last = words(tail);
  const all = tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  return all.flatMap((w) => [w >> 8, w & 255]);
}

/** Whether the server may connect to this resolved address. */
export function addressAllowed(address: string, policy: EndpointPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (isLoopbackAddress(address)) return policy.allowLoopback;
  if (family === 6) {
    const bytes = ipv6Bytes(address);
    const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
    const ipv4 = (at: number) => bytes.slice(at, at + 4).join(".");
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) is judged as the IPv4 address it is.
    if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return addressAllowed(ipv4(12), policy);
    // 6to4 (2002:AABB:CCDD::/48) carries an IPv4 address too: an inward one is refused.
    if (bytes[0] === 0x20 && bytes[1] === 0x02 && !addressAllowed(ipv4(2), { allowLoopback: false })) return false;
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
