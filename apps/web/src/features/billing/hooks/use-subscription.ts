import type { PlanId, Platform, ProductOffer, SubscriptionSource, SubscriptionTier } from "@app/shared/billing";
import { createContext, useContext } from "react";

/** Subscription state (spec section 3) and its operations (spec section 4). */
export interface Subscription {
  /** Default false. */
  subscribed: boolean;
  /** True until the first check settles, and while a native purchase or restore runs. */
  loading: boolean;
  /** Default "Free". */
  subscriptionTier: SubscriptionTier;
  platform: Platform;
  /** Web: our plans; native: the store's offers (package id, localized price string, price). */
  products: ProductOffer[];
  /** True whenever not subscribed: premium features show a preview and an upgrade prompt. */
  previewMode: boolean;
  /**
   * The plan that grants Premium now, when known: where it was bought, when its period ends and
   * whether it renews then. Null on the Free plan (and in the native app before the store says).
   */
  plan: CurrentPlan | null;
  /** Web: full-page redirect to /checkout/{plan}. Native: buy the store product. */
  purchase: (plan: PlanId) => Promise<void>;
  /** Native only: restore store purchases. A no-op on the web. */
  restorePurchases: () => Promise<void>;
  /** Web: full-page redirect to /customer-portal. Native: the store's subscription management. */
  manageSubscription: () => Promise<void>;
}

export interface CurrentPlan {
  source: SubscriptionSource;
  /** ISO instant: the renewal date, or the last day of access when it does not renew. */
  periodEnd: string;
  /** Cancelled: access ends at periodEnd, nothing more is charged. */
  endsAtPeriodEnd: boolean;
}

export const SubscriptionContext = createContext<Subscription | null>(null);

/** The signed-in user's subscription; use under <SubscriptionProvider> (the signed-in layout). */
export function useSubscription(): Subscription {
  const subscription = useContext(SubscriptionContext);
  if (!subscription) throw new Error("useSubscription must be used inside <SubscriptionProvider>");
  return subscription;
}
