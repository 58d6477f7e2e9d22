import { Hono } from "hono";
import {
  type PushSubscriptionResponse,
  type RemindersResponse,
  deletePushSubscriptionBodySchema,
  pushSubscriptionBodySchema,
  reminderSettingsPatchSchema,
} from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { requireUser, type AuthEnv, type SessionSource } from "../../platform/guards";
import { jsonBody } from "../../platform/validate";
import type { EndpointPolicy } from "./push-endpoint";
import { deletePushSubscription, savePushSubscription } from "./push-subscriptions";
import { getReminderSettings, updateReminderSettings } from "./reminder-settings";

/** The signed-in user's reminder switches and their browsers' push subscriptions. */
export function reminderRoutes({
  auth,
  db,
  vapidPublicKey,
  policy,
}: {
  auth: SessionSource;
  db: Db;
  vapidPublicKey: string;
  policy: EndpointPolicy;
}) {
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get("/", async (c) =>
      c.json({ settings: await getReminderSettings(db, { userId: c.var.user.id }), vapidPublicKey } satisfies RemindersResponse),
    )
    .patch("/", jsonBody(reminderSettingsPatchSchema), async (c) => {
      const settings = await updateReminderSettings(db, { userId: c.var.user.id, change: c.req.valid("json") });
      return c.json({ settings, vapidPublicKey } satisfies RemindersResponse);
    })
    .post("/push-subscriptions", jsonBody(pushSubscriptionBodySchema), async (c) => {
      await savePushSubscription(db, { userId: c.var.user.id, sessionId: c.var.sessionId, subscription: c.req.valid("json"), policy });
      return c.json({ ok: true } satisfies PushSubscriptionResponse, 201);
    })
    .delete("/push-subscriptions", jsonBody(deletePushSubscriptionBodySchema), async (c) => {
      await deletePushSubscription(db, { userId: c.var.user.id, endpoint: c.req.valid("json").endpoint });
      return c.json({ ok: true } satisfies PushSubscriptionResponse);
    });
}
