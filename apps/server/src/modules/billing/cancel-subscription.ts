import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { Logger } from "../../platform/logger";
import { entitledNow, type SubscriptionRow } from "./entitlement";
import type { Stripe } from "./stripe-client";
import { upsertSubscription } from "./upsert-subscription";

/** Sources we can cancel ourselves; a store subscription is cancelled in the store. */
const WEB_SOURCES: SubscriptionRow["source"][] = ["stripe", "test"];
/** Stripe statuses after which nothing is ever charged again. */
const ENDED_STATUSES = ["canceled", "incomplete_expired", "expired"];

export const STORE_SUBSCRIPTION_MESSAGE =
  "This subscription was bought in the App Store or Google Play. Cancel it in the store's subscription settings.";
export const NO_SUBSCRIPTION_MESSAGE = "You have no active subscription to cancel.";
export const PROVIDER_UNREACHABLE_MESSAGE =
  "We couldn't reach our payment provider just now. Nothing was changed. Please try again in a few minutes.";
export const DELETION_REFUSED_MESSAGE =
  "We couldn't cancel your subscription with our payment provider, so your account was not deleted and nothing was changed. Please try again in a few minutes.";

/**
 * "Cancel subscription" in Settings: the user's web subscriptions stop renewing and stay active
 * until their period ends. With Stripe, its response is recorded at once; the webhook that follows
 * stays the source of truth (the row's event time is left as it was, so that event still applies).
 */
export async function cancelAtPeriodEnd(db: Db, stripe: Stripe | undefined, logger: Logger, { userId }: { userId: string }): Promise<void> {
  const entitled = await db.select().from(subscriptions).where(entitledNow(userId));
  const web = entitled.filter((row) => WEB_SOURCES.includes(row.source));
  if (web.length === 0) throw new AppError("CONFLICT", entitled.length > 0 ? STORE_SUBSCRIPTION_MESSAGE : NO_SUBSCRIPTION_MESSAGE);

  for (const row of web) {
    if (row.cancelAtPeriodEnd) continue;
    if (row.source === "test") {
      await upsertSubscription(db, { ...row, cancelAtPeriodEnd: true, providerUpdatedAt: new Date() });
      continue;
    }
    if (!stripe) throw new AppError("PAYMENTS_NOT_CONFIGURED", "Payments are not configured on this server.");
    const updated = await stripeCall(logger, PROVIDER_UNREACHABLE_MESSAGE, () =>
      // The user waits in a dialog: a failure says so at once ("try again") instead of retrying behind it.
      stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: true }, { maxNetworkRetries: 0 }),
    );
    await db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: updated.cancel_at_period_end })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.providerUpdatedAt, row.providerUpdatedAt)));
  }
}

/**
 * Account deletion: every subscription of the user that could still charge them ends now
 * (test mode: its row; Stripe: subscriptions.cancel, immediate). Runs before anything of the
 * account is erased; if Stripe cannot be told, it throws and the account stays (503), so nobody
 * pays for an account that is gone. Store subscriptions are the store's (the app tells the user).
 * Safe to run twice: an ended subscription is left alone, and Stripe's "no such subscription" counts as ended.
 */
export async function cancelForDeletion(db: Db, stripe: Stripe | undefined, logger: Logger, userId: string): Promise<void> {
  const open = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.source, WEB_SOURCES), notInArray(subscriptions.status, ENDED_STATUSES)),
    );
  for (const row of open) {
    if (row.source === "stripe") {
      if (!stripe) throw new AppError("SERVICE_UNAVAILABLE", DELETION_REFUSED_MESSAGE);
      await stripeCall(logger, DELETION_REFUSED_MESSAGE, async () => {
        try {
          await stripe.subscriptions.cancel(row.providerSubscriptionId);
        } catch (err) {
          if ((err as Partial<Stripe.errors.StripeError>).code !== "resource_missing") throw err;
        }
      });
      logger.info({ userId, subscription: row.providerSubscriptionId }, "stripe subscription cancelled for account deletion");
    }
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: new Date() })
      .where(eq(subscriptions.id, row.id));
  }
}

/** A Stripe call whose failure the user is told about as a 503 with `message`, never a 500. */
async function stripeCall<T>(logger: Logger, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const { type, code } = err as Partial<Stripe.errors.StripeError>;
    logger.error({ err: { message: (err as Error).message, type, code } }, "stripe request failed");
    throw new AppError("SERVICE_UNAVAILABLE", message, { "Retry-After": "60" });
  }
}
