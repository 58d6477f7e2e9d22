import {
  pushSubscriptionResponse,
  remindersResponse,
  type RemindersResponse,
  type PushSubscriptionBody,
  type ReminderSettingsPatch,
} from "@app/shared/reminders";
import { api, read } from "@/lib/api-client";

/* The reminder endpoints (decision 019). Each response is checked against its contract. */

/** GET /api/reminders: the user's switches and the server's VAPID public key. */
export async function getReminders(signal?: AbortSignal): Promise<RemindersResponse> {
  return read(api.reminders.$get({}, { init: { signal } }), remindersResponse);
}

export async function updateReminders(change: ReminderSettingsPatch): Promise<RemindersResponse> {
  return read(api.reminders.$patch({ json: change }), remindersResponse);
}

/** POST /api/reminders/push-subscriptions: this browser's subscription (PushSubscription.toJSON()). */
export async function savePushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  await read(api.reminders["push-subscriptions"].$post({ json: subscription }), pushSubscriptionResponse);
}

/** DELETE /api/reminders/push-subscriptions: this browser no longer wants pushes. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await read(api.reminders["push-subscriptions"].$delete({ json: { endpoint } }), pushSubscriptionResponse);
}
