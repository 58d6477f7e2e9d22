import { and, desc, eq, gt, inArray, sql, type Placeholder } from "drizzle-orm";
import { tierForPlan, type SubscriptionDetails, type SubscriptionTier } from "@app/shared/billing";
import { preparedQuery, type Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { TOPICS, type ChangeFeed, type NotifiedCache } from "../../platform/changes";

export const ENTITLED_STATUSES = ["active", "trialing"];

/** A user's subscriptions that grant Premium at this moment: entitled status, period not over. */
export function entitledNow(userId: string | Placeholder, now: Date | Placeholder = new Date()) {
  return and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ENTITLED_STATUSES), gt(subscriptions.currentPeriodEnd, now));
}

// Every Premium-aware read asks for the entitlement: prepared once per database (db/client.ts).
const granting = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(entitledNow(sql.placeholder("userId"), sql.placeholder("now")))
    // Yearly before monthly, so someone with both is shown the better tier.
    .orderBy(desc(subscriptions.plan), desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .prepare("carnitrack_granting_subscription"),
);

const latestSubscription = preparedQuery((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1)
    .prepare("carnitrack_latest_subscription"),
);

export interface Entitlement {
  subscribed: boolean;
  tier: SubscriptionTier;
  /** The subscription that grants access now, or else the most recent one (for the portal). */
  subscription: SubscriptionDetails | null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** As long as a session is kept (auth/session-source.ts): a change elsewhere is forgotten through NOTIFY anyway. */
const ENTITLEMENT_CACHE_TTL_MS = 5_000;

/** What was read, and until when it holds without a write: a granting period's end passes without one. */
interface KeptEntitlement {
  entitlement: Entitlement;
  validUntil: number;
}

// Per database, like the prepared queries: every Premium-aware read reaches this through `db`, and
// a transaction's own handle (not registered) always reads.
const kept = new WeakMap<Db, NotifiedCache<KeptEntitlement>>();

/**
 * Keeps each user's entitlement in this process for a few seconds (every Premium-aware read asks
 * for it), forgotten when the database notifies a write to their subscriptions (migration 0022).
 */
export function keepEntitlements(db: Db, changes: ChangeFeed) {
  kept.set(db, changes.cache<KeptEntitlement>(TOPICS.subscriptions, { ttlMs: ENTITLEMENT_CACHE_TTL_MS, maxEntries: 20_000 }));
}

/** A user is subscribed while an active or trialing subscription's period has not ended. */
export async function getEntitlement(db: Db, { userId }: { userId: string }): Promise<Entitlement> {
  const cache = kept.get(db);
  const hit = cache?.get(userId);
  if (hit && Date.now() < hit.validUntil) return hit.entitlement;
  const readAt = cache?.generation ?? 0;
  const now = new Date();
  const [row] = await granting(db).execute({ userId, now: now.toISOString() });
  let read: KeptEntitlement;
  if (row) {
    read = {
      entitlement: { subscribed: true, tier: tierForPlan(row.plan), subscription: toDetails(row) },
      validUntil: row.currentPeriodEnd.getTime(),
    };
  } else {
    // Nothing grants Premium now, and time alone never makes a subscription grant it.
    const [latest] = await latestSubscription(db).execute({ userId });
    read = { entitlement: { subscribed: false, tier: "Free", subscription: latest ? toDetails(latest) : null }, validUntil: Infinity };
  }
  cache?.set(userId, userId, read, readAt);
  return read.entitlement;
}

function toDetails(row: SubscriptionRow): SubscriptionDetails {
  return {
    source: row.source,
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
