import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stands in for a browser's push service (FCM, Mozilla autopush, Apple) on loopback, where the real
 * ones cannot be reached. A subscription made here is what a browser would hand the page: a unique
 * endpoint, a P-256 public key and an auth secret; the private key stays here, so every push can be
 * checked the way the push service and the browser would: the VAPID Authorization header (RFC 8292:
 * JWT signed with the key it names, aud = this origin), TTL, Content-Encoding aes128gcm, and a body
 * that decrypts (RFC 8291) to the JSON the service worker reads.
 */
export interface ReceivedPush {
  /** The subscription's id (the endpoint's last path segment). */
  id: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** What the checks found wrong (empty for a well-formed push). */
  problems: string[];
  /** The VAPID JWT's claims. */
  claims: Record<string, unknown>;
  /** The VAPID public key the header named (k=). */
  vapidKey: string;
}

interface FakeSubscription {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64 = (buf: Buffer) => buf.toString("base64url");

export async function startFakePushService() {
  const subscriptions = new Map<string, FakeSubscription>();
  const received: ReceivedPush[] = [];
  /** Status to answer per subscription id (default 201), e.g. 410 for one the browser dropped. */
  const answers = new Map<string, number>();
  let counter = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = (req.url ?? "").split("/").pop() ?? "";
      const sub = subscriptions.get(id);
      if (req.method !== "POST" || !sub) {
        res.writeHead(404).end();
        return;
      }
      const status = answers.get(id) ?? 201;
      const push = check(id, sub, req.headers, Buffer.concat(chunks), `http://${req.headers.host}`);
      received.push(push);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    answers,
    /** A new subscription as PushSubscription.toJSON() gives it. */
    subscribe() {
      const id = `sub${++counter}-${b64(randomBytes(6))}`;
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth });
      return { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    /** Pushes received for a subscription (by its endpoint). */
    pushesTo(endpoint: string) {
      return received.filter((p) => p.id === endpoint.split("/").pop());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function check(id: string, sub: FakeSubscription, headers: IncomingHttpHeaders, body: Buffer, audience: string): ReceivedPush {
  const problems: string[] = [];
  if (headers["content-encoding"] !== "aes128gcm") problems.push(`Content-Encoding is ${headers["content-encoding"]}`);
  if (headers["content-type"] !== "application/octet-stream") problems.push(`Content-Type is ${headers["content-type"]}`);
  const ttl = Number(headers.ttl);
  if (!Number.isInteger(ttl) || ttl < 0) problems.push(`TTL is ${headers.ttl}`);

  // Authorization: vapid t=<JWT>, k=<the application server's public key>
  const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? "");
  let claims: Record<string, unknown> = {};
  let vapidKey = "";
  if (!auth) problems.push(`Authorization is ${headers.authorization}`);
  else {
    const [jwt, key] = [auth[1]!, auth[2]!];
    vapidKey = key;
    const [header, claimsPart, signature] = jwt.split(".") as [string, string, string];
    const raw = Buffer.from(key, "base64url");
    const publicKey = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
      format: "jwk",
    });
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${claimsPart}`),
      { key: publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!signed) problems.push("the VAPID JWT's signature does not verify with k");
    if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") problems.push("the VAPID JWT is not ES256");
    claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString()) as Record<string, unknown>;
    if (claims.aud !== audience) problems.push(`aud is ${String(claims.aud)}, not ${audience}`);
    const exp = Number(claims.exp);
    const now = Date.now() / 1000;
    if (!(exp > now && exp <= now + 24 * 3600)) problems.push(`exp ${exp} is not within the next 24 hours`);
    if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) problems.push(`sub is ${String(claims.sub)}`);
  }

  let payload: unknown;
  try {
    payload = JSON.parse(decrypt(sub, body).toString("utf8"));
  } catch (err) {
    problems.push(`the body does not decrypt: ${(err as Error).message}`);
  }
  return { id, headers, payload, problems, claims, vapidKey };
}

/** RFC 8291 with RFC 8188's aes128gcm, as the browser decrypts a push: one record. */
function decrypt(sub: FakeSubscription, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  if (record.length > recordSize) throw new Error(`a record of ${record.length} bytes is beyond the record size ${recordSize}`);
  const ecdhSecret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}
