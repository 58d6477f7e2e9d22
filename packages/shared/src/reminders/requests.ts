import * as z from "zod/mini";
import { PUSH_ENDPOINT_MAX } from "./rules";

/** PATCH /api/reminders: the switches to change (the others keep their value). */
export const reminderSettingsPatchSchema = z
  .strictObject({
    atTarget: z.optional(z.boolean({ error: "atTarget must be true or false." })),
    hourBefore: z.optional(z.boolean({ error: "hourBefore must be true or false." })),
    plannedStart: z.optional(z.boolean({ error: "plannedStart must be true or false." })),
  })
  .check(
    z.refine(
      (body) => body.atTarget !== undefined || body.hourBefore !== undefined || body.plannedStart !== undefined,
      "Send atTarget, hourBefore, plannedStart or several of them.",
    ),
  );
export type ReminderSettingsPatch = z.infer<typeof reminderSettingsPatchSchema>;

// base64url of a P-256 public key (65 bytes: 87 characters) and of a 16-byte auth secret (22).
const base64url = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} is required.` })
    .check(
      z.minLength(min, `${name} is too short.`),
      z.maxLength(max, `${name} is too long.`),
      z.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url.`),
    );

// Which addresses the server posts to is the server's to decide (push-endpoint.ts): https on the
// internet, a loopback stand-in outside production.
const endpointSchema = z
  .url({ protocol: /^https?$/, error: "endpoint must be an https URL." })
  .check(z.maxLength(PUSH_ENDPOINT_MAX, `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters.`));

/** POST /api/reminders/push-subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: endpointSchema,
  // The browser includes it (null when the subscription never expires).
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: base64url("keys.p256dh", 80, 100),
    auth: base64url("keys.auth", 16, 30),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/reminders/push-subscriptions: the browser's endpoint, whose subscription it dropped. */
export const deletePushSubscriptionBodySchema = z.strictObject({ endpoint: endpointSchema });
