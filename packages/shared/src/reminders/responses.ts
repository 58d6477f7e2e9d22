/** What the reminder endpoints respond (decision 019). Requests are in ./requests.ts. */
import * as z from "zod/mini";

export const reminderSettingsSchema = z.object({ atTarget: z.boolean(), hourBefore: z.boolean(), plannedStart: z.boolean() });

/** GET and PUT /api/reminders */
export const remindersResponse = z.object({
  settings: reminderSettingsSchema,
  /** The server's VAPID public key (base64url) for PushManager.subscribe. */
  vapidPublicKey: z.string(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export type RemindersResponse = z.infer<typeof remindersResponse>;

/** POST /api/reminders/push-subscriptions (201) and DELETE (200) */
export const pushSubscriptionResponse = z.object({ ok: z.literal(true) });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;
