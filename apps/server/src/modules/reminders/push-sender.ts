import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import type { VapidConfig } from "../../config";
import { addressAllowed, pushEndpointProblem, type EndpointPolicy } from "./push-endpoint";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  /** The JSON the service worker's push handler reads. */
  payload: unknown;
  /** Seconds the push service may hold it for an offline browser before it is pointless. */
  ttlSeconds: number;
}

/** "gone": the push service no longer knows the subscription (404/410): forget it. */
export type PushOutcome = "sent" | "gone";

/** Sends one push; throws on a failure worth retrying (network, 429, 5xx). */
export type SendPush = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/** The whole of one push: DNS, connecting, TLS, sending, the response's headers and body. */
export const PUSH_DEADLINE_MS = 10_000;
/** A push service's response is a status and a few bytes; more is read no further. */
export const PUSH_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * Web Push through the `web-push` package: it encrypts the payload and signs the VAPID header; the
 * request itself is ours, so it can refuse an address the policy forbids at the moment of
 * connecting (the resolved address, not only the name: no DNS rebinding), follow no redirect, give
 * up after a deadline in all (a socket timeout would be reset by every byte of an endpoint that
 * drips its response) and read a bounded response.
 */
export function webPushSender({
  vapid,
  policy,
  deadlineMs = PUSH_DEADLINE_MS,
}: {
  vapid: VapidConfig;
  policy: EndpointPolicy;
  /** Tests: shorter than the production deadline. */
  deadlineMs?: number;
}): SendPush {
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, policy));
      if (refused || addresses.length === 0) {
        return callback(Object.assign(new Error(`push endpoint ${hostname} is not a public address`), { code: "EPUSHADDRESS" }), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  return async (target, message) => {
    const problem = pushEndpointProblem(target.endpoint, policy);
    if (problem) return "gone";
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message.payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        contentEncoding: "aes128gcm",
        TTL: message.ttlSeconds,
        urgency: "high",
      },
    );
    const url = new URL(details.endpoint);
    const status = await new Promise<number>((resolve, reject) => {
      let settled = false;
      const deadline = setTimeout(() => settle(new Error(`push service did not answer within ${deadlineMs / 1000} s`)), deadlineMs);
      const settle = (err: Error | undefined, code = 0) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (err) {
          request.destroy();
          reject(err);
        } else resolve(code);
      };
      const request = (url.protocol === "https:" ? https : http).request(
        url,
        { method: details.method, headers: details.headers, lookup },
        (response) => {
          // The response's body says nothing we act on: read it to its end, keep only the status.
          let bytes = 0;
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > PUSH_ANSWER_MAX_BYTES) settle(new Error(`push service's answer is over ${PUSH_ANSWER_MAX_BYTES} bytes`));
          });
          response.on("end", () => settle(undefined, response.statusCode ?? 0));
          response.on("error", (err) => settle(err));
          response.on("close", () => settle(new Error("push service closed the connection before the end of its answer")));
        },
      );
      request.on("error", (err) => settle(err));
      request.end(details.body ?? undefined);
    });
    if (status >= 200 && status < 300) return "sent";
    if (status === 404 || status === 410) return "gone";
    // 400/403/413: the push service refuses this subscription or our key for good.
    if (status >= 400 && status < 500 && status !== 429) return "gone";
    throw new Error(`push service answered ${status}`);
  };
}
