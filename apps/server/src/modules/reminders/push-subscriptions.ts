import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionBody } from "@app/shared/reminders";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { deleteOwn } from "../../platform/delete-own";
import { AppError, isPgError } from "../../platform/errors";
import { withUserLock } from "../../platform/user-lock";
import { pushEndpointProblem, type EndpointPolicy } from "./push-endpoint";
import { reminderRateLimits } from "./reminder-settings";

/**
 * Saves a browser's push subscription for the user. An endpoint is one browser profile: saved
 * again, it is updated (and moves to this user if another account had it on that browser). Only
 * the user's newest PUSH_SUBSCRIPTIONS_MAX are stored.
 */
export async function savePushSubscription(
  db: Db,
  {
    userId,
    sessionId,
    subscription,
    policy,
  }: { userId: string; sessionId: string; subscription: PushSubscriptionBody; policy: EndpointPolicy },
): Promise<void> {
  const problem = pushEndpointProblem(subscription.endpoint, policy);
  if (problem) throw new AppError("VALIDATION_FAILED", problem);
  const row = { userId, sessionId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await reminderRateLimits(db)
    .subscribe.consume(userId, () =>
      withUserLock(db, "reminders", userId, async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: sql`now()` } });
        const newest = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(PUSH_SUBSCRIPTIONS_MAX);
        const kept = newest.map((r) => r.id);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
      }),
    )
    .catch((err: unknown) => {
      // The sign-in ended after this request's session was checked: the subscription would outlive it.
      if (isPgError(err, "23503")) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
      throw err;
    });
}

/** Forgets the user's subscription with this endpoint (another user's is left alone: 404 all the same). */
export async function deletePushSubscription(db: Db, { userId, endpoint }: { userId: string; endpoint: string }): Promise<void> {
  await deleteOwn(db, pushSubscriptions, userId, eq(pushSubscriptions.endpoint, endpoint), "There is no such push subscription.");
}
