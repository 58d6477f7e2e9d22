import { PLANS, type PlanId, type Platform, type ProductOffer } from "@app/shared/billing";

/** RevenueCat's identifiers for the standard Monthly and Annual packages of an offering. */
const STORE_PACKAGE_IDS: Record<PlanId, string> = { monthly: "$rc_monthly", yearly: "$rc_annual" };

/** The offer for a plan: by our plan id (web), the store product id, or the standard package id (native). */
export function offerFor(plan: PlanId, products: readonly ProductOffer[]): ProductOffer | undefined {
  const ids: string[] = [plan, PLANS[plan].storeProductId, STORE_PACKAGE_IDS[plan]];
  return products.find((offer) => ids.includes(offer.id));
}

export interface PlanPrice {
  /** "$19.99" */
  amount: string;
  /** "yr" */
  interval: string;
}

/**
 * What a plan costs: "$19.99" per "yr". On the web our own prices (spec section 9: formatPrice
 * gives "$19.99/yr"); in the native app the store's localized price string when it has one.
 */
export function planPrice(plan: PlanId, platform: Platform, products: readonly ProductOffer[]): PlanPrice {
  const { price, interval } = PLANS[plan];
  const storePrice = platform === "native" ? offerFor(plan, products)?.localizedPrice : undefined;
  return { amount: storePrice ?? `$${price.toFixed(2)}`, interval };
}
